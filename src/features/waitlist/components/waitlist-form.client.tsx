'use client';

import { useEffect, useRef } from 'react';
import { CheckboxField } from '@/components/forms/checkbox-field';
import { EmailField, FormField } from '@/components/forms/form-field';
import { ErrorSummary } from '@/components/forms/form-parts';
import { useActionForm } from '@/components/forms/use-action-form.client';
import type { BotCheckClientConfig } from '@/features/bot-check/client-config';
import { BotCheckField } from '@/features/bot-check/components/bot-check-field.client';
import { HoneypotField } from '@/features/bot-check/honeypot/honeypot-field';
import { longDate } from '@/lib/long-date';
import formStyles from '@/components/forms/forms.module.css';
import { joinWaitlistAction } from '../actions';

const FORM_ID = 'waitlist';
const LABELS: Record<string, string> = {
  date: 'Date',
  from: 'Arrive from',
  until: 'Arrive by',
  adults: 'Adults',
  children: 'Children',
  'customer.firstName': 'First name',
  'customer.lastName': 'Last name',
  'customer.email': 'Email address',
  'customer.phoneNumber': 'Phone number',
  botCheck: 'Spam check',
};

export type WaitlistDefaults = { storeId: number; date: string; from: string; until: string; adults: number; children: number };

type Props = { restaurantTitle: string; defaults: WaitlistDefaults; botCheck: BotCheckClientConfig };

/**
 * "Tell me if a table frees up": the date, an arrival window and the party (filled in from the journey), and how to
 * reach the diner. One schema checks it here and in the server action; it sends without JavaScript too.
 */
export function WaitlistForm({ restaurantTitle, defaults, botCheck }: Props) {
  const { form, state, formAction, pending, formRef, onSubmit, errorOf, errorsFor, sentValue } = useActionForm({
    loadSchema: () => import('../schema').then((module) => module.waitlistFormSchema),
    action: joinWaitlistAction,
    defaultValues: defaults,
  });
  const done = useRef<HTMLDivElement>(null);
  const joined = state.status === 'done' ? state.result : null;
  useEffect(() => {
    if (joined) done.current?.focus();
  }, [joined]);

  if (joined) {
    return (
      <div ref={done} role="status" tabIndex={-1} data-testid="waitlist-joined">
        <h2>You are on the waitlist</h2>
        <p>
          We will email you if a table for {joined.covers} frees up at {restaurantTitle} on {longDate(joined.date)} between {joined.from} and {joined.until},
          and hold it for you while you confirm. The email we have sent you has a link to leave the waitlist.
        </p>
      </div>
    );
  }

  const value = (name: string, fallback: string | number) => String((sentValue(name) as string | undefined) ?? fallback);
  const text = (name: string, label: string, type: string, fallback: string | number, extra: Record<string, unknown> = {}) => (
    <FormField formId={FORM_ID} name={name} label={label} required={!name.endsWith('phoneNumber') && name !== 'children'} error={errorOf(name)}>
      {(control) => <input {...control} type={type} defaultValue={value(name, fallback)} {...extra} {...form.register(name)} />}
    </FormField>
  );
  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} noValidate className={formStyles.form} aria-label="Join the waitlist">
      <ErrorSummary formId={FORM_ID} errors={errorsFor(Object.keys(LABELS))} labels={LABELS} message={state.status === 'invalid' ? state.message : undefined} />
      <input type="hidden" value={defaults.storeId} {...form.register('storeId')} />
      {text('date', 'Date', 'date', defaults.date)}
      {text('from', 'Arrive from', 'time', defaults.from, { step: 900 })}
      {text('until', 'Arrive by', 'time', defaults.until, { step: 900 })}
      {text('adults', 'Adults', 'number', defaults.adults, { min: 1, max: 20, inputMode: 'numeric' })}
      {text('children', 'Children', 'number', defaults.children, { min: 0, max: 19, inputMode: 'numeric' })}
      {text('customer.firstName', 'First name', 'text', '', { autoComplete: 'given-name' })}
      {text('customer.lastName', 'Last name', 'text', '', { autoComplete: 'family-name' })}
      <EmailField formId={FORM_ID} error={errorOf('customer.email')} defaultValue={value('customer.email', '')} {...form.register('customer.email')} />
      {text('customer.phoneNumber', 'Phone number', 'tel', '', { autoComplete: 'tel' })}
      <CheckboxField
        formId={FORM_ID}
        name="customer.shouldReceiveSms"
        register={form.register}
        defaultChecked={sentValue('customer.shouldReceiveSms') === 'on'}
        error={errorOf('customer.shouldReceiveSms')}
      >
        Text me too when a table frees up
      </CheckboxField>
      {/* Without JavaScript the form still sends (no proof then): the honeypot and a stricter limit guard it (form-action.ts). */}
      <HoneypotField idPrefix={FORM_ID} />
      <BotCheckField config={botCheck} onChange={(proof) => form.setValue('botCheck', proof)} error={errorOf('botCheck')} needsScripts={false} />
      <div className={formStyles.actions}>
        <button type="submit" className="button button--primary" aria-disabled={pending || undefined}>
          {pending ? 'One moment…' : 'Tell me if a table frees up'}
        </button>
      </div>
    </form>
  );
}
