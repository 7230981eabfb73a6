'use client';

import type { ReactNode } from 'react';
import type { FieldValues, UseFormRegister } from 'react-hook-form';
import { FieldError, fieldA11y } from '@/components/forms/form-parts';
import styles from '@/components/forms/forms.module.css';

type Props = {
  formId: string;
  name: string;
  register: UseFormRegister<FieldValues>;
  defaultChecked: boolean;
  error?: string;
  required?: boolean;
  children: ReactNode;
};

/** A consent tick box: never ticked for the visitor, its words exactly what is recorded with the consent. */
export function ConsentCheckbox({ formId, name, register, defaultChecked, error, required, children }: Props) {
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
