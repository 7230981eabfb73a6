import type { ReactNode } from 'react';
import type { FieldValues, UseFormRegister } from 'react-hook-form';
import { FieldError, fieldA11y } from './form-parts';
import styles from './forms.module.css';

type Props = {
  formId: string;
  name: string;
  register: UseFormRegister<FieldValues>;
  defaultChecked: boolean;
  error?: string;
  required?: boolean;
  children: ReactNode;
};

/**
 * A tick box with its error: a consent or a terms acceptance, never ticked for the visitor (`defaultChecked` is what a
 * refused post without JavaScript sent), its words exactly what is recorded.
 */
export function CheckboxField({ formId, name, register, defaultChecked, error, required, children }: Props) {
  return (
    <div>
      <label className={styles.check}>
        <input type="checkbox" value="on" required={required} defaultChecked={defaultChecked} {...register(name)} {...fieldA11y(formId, name, error)} />
        <span>{children}</span>
      </label>
      <FieldError formId={formId} field={name} error={error} />
    </div>
  );
}
