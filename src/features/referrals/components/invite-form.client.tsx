'use client';

import { useEffect, useRef } from 'react';
import { ErrorSummary, FieldError, fieldA11y, Label } from '@/components/forms/form-parts';
import { useActionForm } from '@/components/forms/use-action-form.client';
import { BotCheckField } from '@/features/bot-check/components/bot-check-field.client';
import type { BotCheckClientConfig } from '@/features/bot-check/client-config';
import { inviteFriendAction } from '../actions';
import formStyles from '@/components/forms/forms.module.css';

const FORM_ID = 'invite';
const FIELDS = [
  { name: 'referrerName', label: 'Your first name', type: 'text', autoComplete: 'given-name' },
  { name: 'referrerEmail', label: 'Your email address', type: 'email', autoComplete: 'email' },
  { name: 'friendEmail', label: 'Your friend’s email address', type: 'email', autoComplete: 'off' },
] as const;
const LABELS: Record<string, string> = { ...Object.fromEntries(FIELDS.map((field) => [field.name, field.label])), botCheck: 'Spam check' };

/** /refer-a-friend's form: one invitation email to a friend, from the diner's name. */
export function InviteForm({ botCheck }: { botCheck: BotCheckClientConfig }) {
  const { form, state, formAction, pending, formRef, onSubmit, errorOf, errorsFor, sentValue } = useActionForm({
    loadSchema: () => import('../schema').then((module) => module.invitationSchema),
    action: inviteFriendAction,
  });
  const thanks = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.status === 'done') {
      thanks.current?.focus();
      formRef.current?.reset();
      form.reset();
    }
  }, [state, form, formRef]);
  return (
    <>
      {state.status === 'done' && (
        <div ref={thanks} className={formStyles.success} role="status" tabIndex={-1}>
          <p>Thank you! If your friend is new to Marigold Grill and has not been invited before, they will get your invitation in a few minutes.</p>
        </div>
      )}
      <form ref={formRef} action={formAction} onSubmit={onSubmit} noValidate className={formStyles.form} aria-label="Invite a friend">
        <ErrorSummary
          formId={FORM_ID}
          errors={errorsFor(Object.keys(LABELS))}
          labels={LABELS}
          message={state.status === 'invalid' ? state.message : undefined}
        />
        {FIELDS.map((field) => (
          <div key={field.name} className={formStyles.field}>
            <Label formId={FORM_ID} field={field.name} required>
              {field.label}
            </Label>
            <input
              className={formStyles.input}
              type={field.type}
              autoComplete={field.autoComplete}
              required
              defaultValue={(sentValue(field.name) as string | undefined) ?? ''}
              {...form.register(field.name)}
              {...fieldA11y(FORM_ID, field.name, errorOf(field.name))}
            />
            <FieldError formId={FORM_ID} field={field.name} error={errorOf(field.name)} />
          </div>
        ))}
        <p className={formStyles.hint}>We send your friend one email with your first name, and keep their address only to make sure nobody is invited twice.</p>
        <BotCheckField config={botCheck} onChange={(proof) => form.setValue('botCheck', proof)} error={errorOf('botCheck')} />
        <div className={formStyles.actions}>
          <button type="submit" className="button button--primary" aria-disabled={pending || undefined}>
            {pending ? 'Sending…' : 'Send the invitation'}
          </button>
        </div>
      </form>
    </>
  );
}
