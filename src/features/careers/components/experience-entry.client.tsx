'use client';

import { useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { describedBy, FieldError, RequiredMark } from '@/components/forms/form-parts';
import type { SentValues } from '@/components/forms/use-no-script-outcome.client';
import { monthNames } from '@/lib/long-date';
import { yearChoices } from '../domain/work-history';
import type { ApplicationInput } from '../schema';
import styles from './careers.module.css';

export const emptyExperience = { employer: '', jobTitle: '', fromMonth: '', fromYear: '', isCurrentRole: false, toMonth: '', toYear: '' };

type Entry = NonNullable<ApplicationInput['experience']>[number];
type Props = {
  index: number;
  idPrefix: string;
  currentYear: number;
  register: UseFormRegister<ApplicationInput>;
  setValue: UseFormSetValue<ApplicationInput>;
  control: Control<ApplicationInput>;
  errors: FieldErrors<Entry> | undefined;
  /** What a refused post without JavaScript sent, shown again. */
  shown: SentValues;
  onRemove?: () => void;
};

/** One role in the work history: employer, job title, from month and year, and to month and year unless current. */
export function ExperienceEntry({ index, idPrefix, currentYear, register, setValue, control, errors, shown, onRemove }: Props) {
  const isCurrentRole = Boolean(useWatch({ control, name: `experience.${index}.isCurrentRole` }));
  const name = <K extends keyof Entry & string>(key: K) => `experience.${index}.${key}` as const;
  const id = (key: string) => `${idPrefix}-experience-${index}-${key}`;
  const errorKey = (key: string) => `experience-${index}-${key}`;
  const years = yearChoices(currentYear);

  const text = (key: 'employer' | 'jobTitle', label: string, autoComplete: string) => (
    <div className={styles.field}>
      <label htmlFor={id(key)}>
        {label}
        <RequiredMark />
      </label>
      <input
        id={id(key)}
        className={styles.input}
        autoComplete={autoComplete}
        required
        {...register(name(key))}
        defaultValue={shown.sent(name(key))}
        {...describedBy(idPrefix, errorKey(key), errors?.[key]?.message)}
      />
      <FieldError formId={idPrefix} field={errorKey(key)} error={errors?.[key]?.message} />
    </div>
  );

  const monthYear = (which: 'from' | 'to', legend: string) => {
    const month = which === 'from' ? 'fromMonth' : 'toMonth';
    const year = which === 'from' ? 'fromYear' : 'toYear';
    const monthError = errors?.[month]?.message;
    const yearError = errors?.[year]?.message;
    return (
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          {legend}
          <RequiredMark />
        </legend>
        <div className={styles.dateRow}>
          <select
            id={id(month)}
            className={styles.input}
            aria-label={`${legend}: month`}
            required
            {...register(name(month))}
            defaultValue={shown.sent(name(month))}
            {...describedBy(idPrefix, errorKey(month), monthError)}
          >
            <option value="">Month</option>
            {monthNames.map((label, monthIndex) => (
              <option key={label} value={monthIndex + 1}>
                {label}
              </option>
            ))}
          </select>
          <select
            id={id(year)}
            className={styles.input}
            aria-label={`${legend}: year`}
            required
            {...register(name(year))}
            defaultValue={shown.sent(name(year))}
            {...describedBy(idPrefix, errorKey(year), yearError)}
          >
            <option value="">Year</option>
            {years.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
        <FieldError formId={idPrefix} field={errorKey(month)} error={monthError} />
        <FieldError formId={idPrefix} field={errorKey(year)} error={yearError} />
      </fieldset>
    );
  };

  return (
    <fieldset className={styles.entry}>
      <legend>Role {index + 1}</legend>
      <div className={styles.twoColumns}>
        {text('employer', 'Employer', 'organization')}
        {text('jobTitle', 'Job title', 'organization-title')}
      </div>
      {monthYear('from', 'From')}
      <label className={styles.check}>
        <input
          type="checkbox"
          defaultChecked={shown.ticked(name('isCurrentRole'))}
          {...register(name('isCurrentRole'), {
            // Ticking "current role" clears the end date (spec section 5): a current role has none.
            onChange: (event: { target: { checked: boolean } }) => {
              if (!event.target.checked) return;
              setValue(name('toMonth'), '');
              setValue(name('toYear'), '');
            },
          })}
        />
        <span>This is my current role</span>
      </label>
      {!isCurrentRole && monthYear('to', 'To')}
      {onRemove && (
        <button type="button" className={styles.linkButton} onClick={onRemove} data-needs-scripts>
          Remove role {index + 1}
        </button>
      )}
    </fieldset>
  );
}
