'use client';

import { useWatch } from 'react-hook-form';
import sheet from '@/features/day-sheet/components/day-sheet.module.css';
import { useBrowserValue } from '@/lib/use-browser-value';
import { staffBookingSchema } from '../schema';
import { Field, FormOutcome, useStaffForm } from './staff-form';
import styles from './staff-forms.module.css';

type Booked = { reference: string; time: string; until: string; table: string; covers: number; status: string };

type Props = { storeId: number; date: string; tables: readonly { key: string; label: string; area: string }[]; onChanged: () => void };

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/**
 * A phone booking or a walk-in, from the day sheet: the staff API's own schema checks it here as the server will, and
 * the server's answer (a field refused, no table free) comes back on the field or as an alert. A walk-in without a
 * time is now. Once booked, the sheet shows the party at once, and the form is ready for the next one.
 */
export function TakeBookingForm({ storeId, date, tables, onChanged }: Props) {
  const scripts = useBrowserValue(() => true, false);
  const blank = { date, adults: 2, children: 0, customer: { firstName: '', lastName: '' } };
  const { form, formId, outcome, error, control, submitTo } = useStaffForm(staffBookingSchema, { source: 'walk-in', ...blank });
  const walkIn = useWatch({ control: form.control, name: 'source' }) === 'walk-in';
  const onSubmit = submitTo<Booked>(`/api/staff/restaurants/${storeId}/bookings`, ({ reference, time, until, table, covers, status }, sent) => {
    form.reset({ source: sent.source, ...blank });
    onChanged();
    return `${status === 'seated' ? 'Seated' : 'Booked'}: ${covers} at ${table}, ${time} to ${until} (${reference}).`;
  });

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
            <input type="radio" value="walk-in" {...form.register('source')} /> Walk-in, seated now
          </label>
          <label className={styles.option}>
            <input type="radio" value="phone" {...form.register('source')} /> Phone booking
          </label>
        </fieldset>
        <div className={styles.row}>
          <Field formId={formId} name="date" label={walkIn ? 'Date (today if empty)' : 'Date'} error={error('date')}>
            <input type="date" {...control('date', { setValueAs: blankToUndefined })} />
          </Field>
          <Field formId={formId} name="time" label={walkIn ? 'Time (now if empty)' : 'Time'} error={error('time')}>
            <input type="time" {...control('time', { setValueAs: blankToUndefined })} />
          </Field>
          <Field formId={formId} name="adults" label="Adults" error={error('adults')}>
            <input type="number" inputMode="numeric" min={1} max={20} {...control('adults', { valueAsNumber: true })} />
          </Field>
          <Field formId={formId} name="children" label="Children" error={error('children')}>
            <input type="number" inputMode="numeric" min={0} max={19} {...control('children', { valueAsNumber: true })} />
          </Field>
          <Field formId={formId} name="table" label="Table" error={error('table')}>
            <select {...control('table', { setValueAs: blankToUndefined })}>
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
            <input autoComplete="off" {...control('customer.firstName')} />
          </Field>
          <Field formId={formId} name="customer.lastName" label="Last name" error={error('customer.lastName')}>
            <input autoComplete="off" {...control('customer.lastName')} />
          </Field>
          <Field formId={formId} name="customer.phoneNumber" label="Phone (optional)" error={error('customer.phoneNumber')}>
            <input type="tel" autoComplete="off" {...control('customer.phoneNumber')} />
          </Field>
          <Field formId={formId} name="customer.email" label="Email (optional: sends the confirmation)" error={error('customer.email')}>
            <input type="email" autoComplete="off" {...control('customer.email')} />
          </Field>
        </div>
        <Field formId={formId} name="customer.specialRequest" label="Requests and allergies" error={error('customer.specialRequest')}>
          <textarea rows={2} {...control('customer.specialRequest')} />
        </Field>
        <FormOutcome outcome={outcome} />
        <button type="submit" className={`${sheet.button} ${sheet.primary}`} disabled={form.formState.isSubmitting}>
          {walkIn ? 'Seat the walk-in' : 'Book the table'}
        </button>
      </form>
    </section>
  );
}
