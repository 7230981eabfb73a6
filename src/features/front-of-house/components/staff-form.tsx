'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { get, useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path, type RegisterOptions, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { fieldA11y, FieldError } from '@/components/forms/form-parts';
import sheet from '@/features/day-sheet/components/day-sheet.module.css';
import { sendToStaffApi } from './send-to-staff-api';
import styles from './staff-forms.module.css';

type Outcome = { kind: 'done' | 'refused'; text: string } | null;

/**
 * What the day sheet's forms share: react-hook-form checking with the staff API's own zod schema, each control's id,
 * ARIA and registration in one spread (`control('customer.firstName')`), and a send that puts the server's refusals
 * on their fields (the first taking the focus) or in the form's alert.
 */
export function useStaffForm<Schema extends z.ZodType<unknown, FieldValues>>(schema: Schema, defaultValues: DefaultValues<z.input<Schema>>) {
  type Values = z.input<Schema> & FieldValues;
  const formId = useId();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<Values, unknown, z.output<Schema>>({
    resolver: zodResolver(schema as never) as unknown as Resolver<Values, unknown, z.output<Schema>>,
    defaultValues,
    shouldFocusError: true,
  });
  const error = (name: string) => (get(form.formState.errors as FieldErrors, name) as { message?: string } | undefined)?.message;
  const control = (name: Path<Values>, options?: RegisterOptions<Values>) => ({
    ...fieldA11y(formId, name, error(name)),
    className: sheet.control,
    ...form.register(name, options),
  });

  /** Checks the form, sends it, and says what came of it: `done` words the answer and may reset the form. */
  const submitTo =
    <Answer,>(path: string, done: (answer: Answer, sent: z.output<Schema>) => string, body: (sent: z.output<Schema>) => unknown = (sent) => sent) =>
    (event: FormEvent<HTMLFormElement>) =>
      void form.handleSubmit(async (sent) => {
        setOutcome(null);
        const answer = await sendToStaffApi<Answer>(path, 'POST', body(sent));
        if (answer.ok) return setOutcome({ kind: 'done', text: done(answer.body, sent) });
        for (const [index, [name, message]] of Object.entries(answer.errors).entries())
          form.setError(name as Path<Values>, { message }, { shouldFocus: index === 0 });
        setOutcome({ kind: 'refused', text: Object.keys(answer.errors).length > 0 ? 'Please check the form.' : answer.message });
      })(event);

  return { form, formId, outcome, error, control, submitTo };
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
  children: ReactNode;
}) {
  return (
    <div className={sheet.field}>
      <label htmlFor={fieldA11y(formId, name, undefined).id}>{label}</label>
      {children}
      <FieldError formId={formId} field={name} error={error} />
    </div>
  );
}

/** Two live regions: what was done is news, a refusal an alert. */
export function FormOutcome({ outcome }: { outcome: Outcome }) {
  return (
    <>
      <p role="status" className={styles.outcome}>
        {outcome?.kind === 'done' && outcome.text}
      </p>
      <p role="alert" className={styles.refusal}>
        {outcome?.kind === 'refused' && outcome.text}
      </p>
    </>
  );
}
