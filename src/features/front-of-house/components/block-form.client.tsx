'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type FormEvent } from 'react';
import { get, useForm, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { useBrowserValue } from '@/lib/use-browser-value';
import { fieldA11y } from '@/components/forms/form-parts';
import sheet from '@/features/day-sheet/components/day-sheet.module.css';
import { blockSchema } from '../schema';
import { sendToStaffApi } from './send-to-staff-api';
import { Field } from './take-booking-form.client';
import styles from './staff-forms.module.css';

type Values = z.input<typeof blockSchema>;
type Sent = z.output<typeof blockSchema>;
type Block = { id: number; from: string; until: string; scope: string; reason: string };

type Props = { storeId: number; date: string; tables: readonly { key: string; label: string; area: string }[]; onChanged: () => void };

/**
 * Blocking on the day sheet: the whole restaurant, an area or some tables for a time (a private hire, a kitchen
 * fault). Those times leave the website at once; each block listed on the sheet has its Lift button (LiftBlockButton).
 */
export function BlockForm({ storeId, date, tables, onChanged }: Props) {
  const scripts = useBrowserValue(() => true, false);
  const formId = useId();
  const [outcome, setOutcome] = useState<{ kind: 'done' | 'refused'; text: string } | null>(null);
  const [scope, setScope] = useState<'restaurant' | 'area' | 'tables'>('restaurant');
  const areas = [...new Set(tables.map((table) => table.area))];
  const form = useForm<Values, unknown, Sent>({ resolver: zodResolver(blockSchema), defaultValues: { date, from: '17:00', until: '21:00', reason: '' } });
  const { register, formState, setError, reset } = form;
  const error = (name: string) => (get(formState.errors as FieldErrors, name) as { message?: string } | undefined)?.message;
  const field = (name: string) => ({ ...fieldA11y(formId, name, error(name)), className: sheet.control });

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void form.handleSubmit(async (values) => {
      const body = { ...values, area: scope === 'area' ? values.area : undefined, tables: scope === 'tables' ? values.tables : undefined };
      const answer = await sendToStaffApi<Block>(`/api/staff/restaurants/${storeId}/blocks`, 'POST', body);
      if (answer.ok) {
        setOutcome({ kind: 'done', text: `Blocked: ${answer.body.scope}, ${answer.body.from} to ${answer.body.until}.` });
        reset({ date, from: values.from, until: values.until, reason: '' });
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
        Block tables
      </h2>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <fieldset className={styles.choice}>
          <legend>Block</legend>
          {(
            [
              ['restaurant', 'The whole restaurant'],
              ['area', 'An area'],
              ['tables', 'Some tables'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className={styles.option}>
              <input type="radio" name={`${formId}-scope`} value={value} checked={scope === value} onChange={() => setScope(value)} /> {label}
            </label>
          ))}
        </fieldset>
        {scope === 'area' && (
          <Field formId={formId} name="area" label="Area" error={error('area')}>
            <select {...field('area')} {...register('area')}>
              {areas.map((area) => (
                <option key={area}>{area}</option>
              ))}
            </select>
          </Field>
        )}
        {scope === 'tables' && (
          <fieldset className={styles.choice}>
            <legend>Tables</legend>
            {tables
              .filter((table) => !table.label.includes('+'))
              .map((table) => (
                <label key={table.key} className={styles.option}>
                  <input type="checkbox" value={table.label} {...register('tables')} /> {table.label}
                </label>
              ))}
          </fieldset>
        )}
        <div className={styles.row}>
          <Field formId={formId} name="date" label="Date" error={error('date')}>
            <input type="date" {...field('date')} {...register('date')} />
          </Field>
          <Field formId={formId} name="from" label="From" error={error('from')}>
            <input type="time" {...field('from')} {...register('from')} />
          </Field>
          <Field formId={formId} name="until" label="Until" error={error('until')}>
            <input type="time" {...field('until')} {...register('until')} />
          </Field>
          <Field formId={formId} name="reason" label="Why" error={error('reason')}>
            <input placeholder="Private hire" {...field('reason')} {...register('reason')} />
          </Field>
        </div>
        {/* Two live regions: a booking made is news, a refusal an alert (a refused field also takes the focus). */}
        <p role="status" className={styles.outcome}>
          {outcome?.kind !== 'refused' && outcome?.text}
        </p>
        <p role="alert" className={styles.refusal}>
          {outcome?.kind === 'refused' && outcome.text}
        </p>
        <button type="submit" className={`${sheet.button} ${sheet.primary}`} disabled={formState.isSubmitting}>
          Block these times
        </button>
      </form>
    </section>
  );
}

/** Lifts one block: its times come back to the website at once. */
export function LiftBlockButton({ block, onChanged }: { block: Block; onChanged: () => void }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const lift = async () => {
    const answer = await sendToStaffApi(`/api/staff/blocks/${block.id}`, 'DELETE');
    if (answer.ok) onChanged();
    else setRefusal(answer.message);
  };
  return (
    <>
      <button type="button" className={`${sheet.button} ${sheet.noPrint}`} onClick={() => void lift()}>
        Lift
        <span className="visually-hidden">
          {' '}
          the block on {block.scope}, {block.from} to {block.until}
        </span>
      </button>
      {refusal && (
        <span className={sheet.error} role="alert">
          {refusal}
        </span>
      )}
    </>
  );
}
