'use client';

import type { UseFormRegister, FieldValues } from 'react-hook-form';
import { FieldError, fieldA11y, RequiredMark } from '@/components/forms/form-parts';
import { monthNames } from '@/lib/long-date';
import { daysInMonth } from '../domain/birthday';
import styles from '@/components/forms/forms.module.css';

type Props = {
  formId: string;
  register: UseFormRegister<FieldValues>;
  /** The month and year chosen now, which decide how many days the day list offers. */
  month?: number;
  year?: number;
  defaults: { day?: number | string; month?: number | string; year?: number | string };
  errors: { day?: string; month?: string; year?: string };
  years: number[];
};

const asNumber = (value: unknown) => (value === '' || value === undefined || value === null ? undefined : Number(value));

/**
 * Birthday as three lists (spec section 5): the day list follows the month and year (31 days while no month is
 * chosen, 29 in February unless the year is not a leap year); the year may be left out.
 */
export function BirthdayFields({ formId, register, month, year, defaults, errors, years }: Props) {
  const days = daysInMonth(asNumber(month), asNumber(year));
  const hintId = `${formId}-birthday-hint`;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        Birthday
        <RequiredMark />
      </legend>
      <p id={hintId} className={styles.hint}>
        For a treat on your birthday. The year is optional.
      </p>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={`${formId}-birthday-day`}>Day</label>
          <select
            className={styles.input}
            required
            defaultValue={defaults.day ?? ''}
            {...register('birthday.day')}
            {...fieldA11y(formId, 'birthday.day', errors.day, hintId)}
          >
            <option value="">Day</option>
            {Array.from({ length: days }, (_, index) => (
              <option key={index + 1} value={index + 1}>
                {index + 1}
              </option>
            ))}
          </select>
          <FieldError formId={formId} field="birthday.day" error={errors.day} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${formId}-birthday-month`}>Month</label>
          <select
            className={styles.input}
            required
            defaultValue={defaults.month ?? ''}
            {...register('birthday.month')}
            {...fieldA11y(formId, 'birthday.month', errors.month, hintId)}
          >
            <option value="">Month</option>
            {monthNames.map((name, index) => (
              <option key={name} value={index + 1}>
                {name}
              </option>
            ))}
          </select>
          <FieldError formId={formId} field="birthday.month" error={errors.month} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${formId}-birthday-year`}>Year (optional)</label>
          <select
            className={styles.input}
            defaultValue={defaults.year ?? ''}
            {...register('birthday.year')}
            {...fieldA11y(formId, 'birthday.year', errors.year, hintId)}
          >
            <option value="">Year</option>
            {years.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
          <FieldError formId={formId} field="birthday.year" error={errors.year} />
        </div>
      </div>
    </fieldset>
  );
}
