'use client';

import { useState } from 'react';
import { useBrowserValue } from '@/lib/use-browser-value';
import sheet from '@/features/day-sheet/components/day-sheet.module.css';
import { blockSchema } from '../schema';
import { sendToStaffApi } from './send-to-staff-api';
import { Field, FormOutcome, useStaffForm } from './staff-form';
import styles from './staff-forms.module.css';

type Block = { id: number; from: string; until: string; scope: string; reason: string };

type Props = { storeId: number; date: string; tables: readonly { key: string; label: string; area: string }[]; onChanged: () => void };

/**
 * Blocking on the day sheet: the whole restaurant, an area or some tables for a time (a private hire, a kitchen
 * fault). Those times leave the website at once; each block listed on the sheet has its Lift button (LiftBlockButton).
 */
export function BlockForm({ storeId, date, tables, onChanged }: Props) {
  const scripts = useBrowserValue(() => true, false);
  const [scope, setScope] = useState<'restaurant' | 'area' | 'tables'>('restaurant');
  const areas = [...new Set(tables.map((table) => table.area))];
  const { form, formId, outcome, error, control, submitTo } = useStaffForm(blockSchema, { date, from: '17:00', until: '21:00', reason: '' });
  const onSubmit = submitTo<Block>(
    `/api/staff/restaurants/${storeId}/blocks`,
    (block, sent) => {
      form.reset({ date, from: sent.from, until: sent.until, reason: '' });
      onChanged();
      return `Blocked: ${block.scope}, ${block.from} to ${block.until}.`;
    },
    (sent) => ({ ...sent, area: scope === 'area' ? sent.area : undefined, tables: scope === 'tables' ? sent.tables : undefined }),
  );

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
            <select {...control('area')}>
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
                  <input type="checkbox" value={table.label} {...form.register('tables')} /> {table.label}
                </label>
              ))}
          </fieldset>
        )}
        <div className={styles.row}>
          <Field formId={formId} name="date" label="Date" error={error('date')}>
            <input type="date" {...control('date')} />
          </Field>
          <Field formId={formId} name="from" label="From" error={error('from')}>
            <input type="time" {...control('from')} />
          </Field>
          <Field formId={formId} name="until" label="Until" error={error('until')}>
            <input type="time" {...control('until')} />
          </Field>
          <Field formId={formId} name="reason" label="Why" error={error('reason')}>
            <input placeholder="Private hire" {...control('reason')} />
          </Field>
        </div>
        <FormOutcome outcome={outcome} />
        <button type="submit" className={`${sheet.button} ${sheet.primary}`} disabled={form.formState.isSubmitting}>
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
