'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type FormEvent } from 'react';
import { get, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { useBrowserValue } from '@/lib/use-browser-value';
import { fieldA11y, FieldError } from '@/components/forms/form-parts';
import sheet from '@/features/day-sheet/components/day-sheet.module.css';
import { staffBookingSchema } from '../schema';
import { sendToStaffApi } from './send-to-staff-api';
import styles from './staff-forms.module.css';

type Values = z.input<typeof staffBookingSchema>;
type Sent = z.output<typeof staffBookingSchema>;
type Booked = { reference: string; time: string; until: string; table: string; covers: number; status: string };

type Props = { storeId: number; date: string; tables: readonly { key: string; label: string; area: string }[]; onChanged: () => void };

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/**
 * A phone booking or a walk-in, from the day sheet: the staff API's own schema checks it here as the server will, and
 * the server's answer (a field refused, no table free) comes back on the field or above the button. A walk-in without
 * a time is now. Once booked, the sheet shows the party at its next refresh, and the form is ready for the next one.
 */
export function TakeBookingForm({ storeId, date, tables, onChanged }: Props) {
  const scripts = useBrowserValue(() => true, false);
  const formId = useId();
  const [outcome, setOutcome] = useState<{ kind: 'booked' | 'refused'; text: string } | null>(null);
  const form = useForm<Values, unknown, Sent>({
    resolver: zodResolver(staffBookingSchema),
    defaultValues: { source: 'walk-in', date, adults: 2, children: 0, customer: { firstName: '', lastName: '' } },
    shouldFocusError: true,
  });
  const { register, control, formState, setError, reset } = form;
  const walkIn = useWatch({ control, name: 'source' }) === 'walk-in';
  const error = (name: string) => (get(formState.errors as FieldErrors, name) as { message?: string } | undefined)?.message;
  const field = (name: string) => ({ ...fieldA11y(formId, name, error(name)), className: sheet.control });

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void form.handleSubmit(async (values) => {
      setOutcome(null);
      const answer = await sendToStaffApi<Booked>(`/api/staff/restaurants/${storeId}/bookings`, 'POST', values);
      if (answer.ok) {
        const { reference, time, until, table, covers, status } = answer.body;
        setOutcome({ kind: 'booked', text: `${status === 'seated' ? 'Seated' : 'Booked'}: ${covers} at ${table}, ${time} to ${until} (${reference}).` });
        reset({ source: values.source, date, adults: 2, children: 0, customer: { firstName: '', lastName: '' } });
        onChanged();
      } else {
        for (const [index, [name, message]] of Object.entries(answer.errors).entries())
          setError(name as keyof Values, { message }, { shouldFocus: index === 0 });
        setOutcome({ kind: 'refused', text: Object.keys(answer.errors).length > 0 ? 'Please check the form.' : answer.message });
      }
    })(event);

  // Drawn once scripts run, as the status buttons are: without them the sheet is for reading.
  if (!scripts) return null;
  return (
    <section className={`${styles.panel} ${sheet.noPrint}`} aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className={sheet.sectionTitle}>
        Take a booking
      </h2>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <fieldset className={styles.choice}>
          <legend>Who</legend>
          <label className={styles.option}>
            <input type="radio" value="walk-in" {...register('source')} /> Walk-in, seated now
          </label>
          <label className={styles.option}>
            <input type="radio" value="phone" {...register('source')} /> Phone booking
          </label>
        </fieldset>
        <div className={styles.row}>
          <Field formId={formId} name="date" label={walkIn ? 'Date (today if empty)' : 'Date'} error={error('date')}>
            <input type="date" {...field('date')} {...register('date', { setValueAs: blankToUndefined })} />
          </Field>
          <Field formId={formId} name="time" label={walkIn ? 'Time (now if empty)' : 'Time'} error={error('time')}>
            <input type="time" {...field('time')} {...register('time', { setValueAs: blankToUndefined })} />
          </Field>
          <Field formId={formId} name="adults" label="Adults" error={error('adults')}>
            <input type="number" inputMode="numeric" min={1} max={20} {...field('adults')} {...register('adults', { valueAsNumber: true })} />
          </Field>
          <Field formId={formId} name="children" label="Children" error={error('children')}>
            <input type="number" inputMode="numeric" min={0} max={19} {...field('children')} {...register('children', { valueAsNumber: true })} />
          </Field>
          <Field formId={formId} name="table" label="Table" error={error('table')}>
            <select {...field('table')} {...register('table', { setValueAs: blankToUndefined })}>
              <option value="">Any free table</option>
              {tables.map((table) => (
                <option key={table.key} value={table.label}>
                  {table.label} ({table.area})
                </option>
              ))}
            </select>
          </Field>
        </div>
        <div className={styles.row}>
          <Field formId={formId} name="customer.firstName" label="First name" error={error('customer.firstName')}>
            <input autoComplete="off" {...field('customer.firstName')} {...register('customer.firstName')} />
          </Field>
          <Field formId={formId} name="customer.lastName" label="Last name" error={error('customer.lastName')}>
            <input autoComplete="off" {...field('customer.lastName')} {...register('customer.lastName')} />
          </Field>
          <Field formId={formId} name="customer.phoneNumber" label="Phone (optional)" error={error('customer.phoneNumber')}>
            <input type="tel" autoComplete="off" {...field('customer.phoneNumber')} {...register('customer.phoneNumber')} />
          </Field>
          <Field formId={formId} name="customer.email" label="Email (optional: sends the confirmation)" error={error('customer.email')}>
            <input type="email" autoComplete="off" {...field('customer.email')} {...register('customer.email')} />
          </Field>
        </div>
        <Field formId={formId} name="customer.specialRequest" label="Requests and allergies" error={error('customer.specialRequest')}>
          <textarea rows={2} {...field('customer.specialRequest')} {...register('customer.specialRequest')} />
        </Field>
        {/* Two live regions: a booking made is news, a refusal an alert (a refused field also takes the focus). */}
        <p role="status" className={styles.outcome}>
          {outcome?.kind !== 'refused' && outcome?.text}
        </p>
        <p role="alert" className={styles.refusal}>
          {outcome?.kind === 'refused' && outcome.text}
        </p>
        <button type="submit" className={`${sheet.button} ${sheet.primary}`} disabled={formState.isSubmitting}>
          {walkIn ? 'Seat the walk-in' : 'Book the table'}
        </button>
      </form>
    </section>
  );
}

/** A labelled control with its message under it, tied to it for screen readers (form-parts.tsx). */
export function Field({
  formId,
  name,
  label,
  error,
  children,
}: {
  formId: string;
  name: string;
  label: string;
  error: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <div className={sheet.field}>
      <label htmlFor={fieldA11y(formId, name, undefined).id}>{label}</label>
      {children}
      <FieldError formId={formId} field={name} error={error} />
    </div>
  );
}
