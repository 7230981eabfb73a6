import type { ComponentProps, ReactNode } from 'react';
import { FieldError, fieldA11y, fieldId, Label } from './form-parts';
import styles from './forms.module.css';

/** What a field's control takes from its FormField: the id its label names, its ARIA, the input style. */
type ControlProps = ReturnType<typeof fieldA11y> & { className: string };

type Props = {
  formId: string;
  /** The control's name in the form ("birthday.day" too). */
  name: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  /** Added to the field's own class: a layout's column, for instance. */
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

/**
 * One field of any form: its label (with the spec's asterisk when required), the control, a hint and the error, tied
 * together so a screen reader reads the label, the error and the hint with the control:
 * `<FormField formId="sign-up" name="email" label="Email address" required error={…}>{(control) => <input {...control} type="email" … />}</FormField>`.
 */
export function FormField({ formId, name, label, required = false, hint, error, className, children }: Props) {
  const hintId = hint ? `${fieldId(formId, name)}-hint` : undefined;
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <Label formId={formId} field={name} required={required}>
        {label}
      </Label>
      {children({ ...fieldA11y(formId, name, error, hintId), className: styles.input! })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError formId={formId} field={name} error={error} />
    </div>
  );
}

/** A select's choices after its "Choose …" option, as staff or the content set them. */
export function ChoiceOptions({ placeholder, choices }: { placeholder: string; choices: readonly { value: string | number; label: string }[] }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </>
  );
}

type EmailFieldProps = Omit<ComponentProps<'input'>, 'type' | 'id' | 'className' | 'required'> & {
  formId: string;
  name: string;
  label?: string;
  hint?: ReactNode;
  error?: string;
};

/** The visitor's email address, required, as every form asks for it: `<EmailField formId="…" error={…} {...register('email')} />`. */
export function EmailField({ formId, label = 'Email address', hint, error, ...input }: EmailFieldProps) {
  return (
    <FormField formId={formId} name={input.name} label={label} required hint={hint} error={error}>
      {(control) => <input {...control} type="email" autoComplete="email" required {...input} />}
    </FormField>
  );
}
