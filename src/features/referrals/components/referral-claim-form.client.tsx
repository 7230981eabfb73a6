'use client';

import { useEffect, useRef } from 'react';
import { ErrorSummary, FieldError, fieldA11y, Label } from '@/components/forms/form-parts';
import { useActionForm } from '@/components/forms/use-action-form.client';
import { BotCheckField } from '@/features/bot-check/components/bot-check-field.client';
import type { BotCheckClientConfig } from '@/features/bot-check/client-config';
import { claimReferralAction } from '../actions';
import formStyles from '@/components/forms/forms.module.css';

const FORM_ID = 'referral';
const LABELS: Record<string, string> = { email: 'Email address', acceptTerms: 'Terms and conditions', botCheck: 'Spam check' };

/** /referral's form: the invited friend's address; the code goes there, so the page never says who is new. */
export function ReferralClaimForm({ code, botCheck }: { code: string; botCheck: BotCheckClientConfig }) {
  const { form, state, formAction, pending, formRef, onSubmit, errorOf, errorsFor, sentValue } = useActionForm({
    loadSchema: () => import('../schema').then((module) => module.referralClaimSchema),
    action: claimReferralAction,
    defaultValues: { code },
  });
  const thanks = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.status === 'done') thanks.current?.focus();
  }, [state]);
  if (state.status === 'done') {
    return (
      <div ref={thanks} className={formStyles.success} role="status" tabIndex={-1}>
        <p>Check your inbox: we have emailed you about your welcome.</p>
      </div>
    );
  }
  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} noValidate className={formStyles.form} aria-label="Claim your welcome">
      <ErrorSummary formId={FORM_ID} errors={errorsFor(Object.keys(LABELS))} labels={LABELS} message={state.status === 'invalid' ? state.message : undefined} />
      <input type="hidden" value={code} {...form.register('code')} />
      <div className={formStyles.field}>
        <Label formId={FORM_ID} field="email" required>
          Email address
        </Label>
        <input
          className={formStyles.input}
          type="email"
          autoComplete="email"
          required
          defaultValue={(sentValue('email') as string | undefined) ?? ''}
          {...form.register('email')}
          {...fieldA11y(FORM_ID, 'email', errorOf('email'))}
        />
        <FieldError formId={FORM_ID} field="email" error={errorOf('email')} />
      </div>
      <div>
        <label className={formStyles.check}>
          <input type="checkbox" value="on" required defaultChecked={sentValue('acceptTerms') === 'on'} {...form.register('acceptTerms')} {...fieldA11y(FORM_ID, 'acceptTerms', errorOf('acceptTerms'))} />
          <span>
            I accept the welcome offer’s terms and conditions <span aria-hidden="true">*</span>
          </span>
        </label>
        <FieldError formId={FORM_ID} field="acceptTerms" error={errorOf('acceptTerms')} />
      </div>
      <BotCheckField config={botCheck} onChange={(proof) => form.setValue('botCheck', proof)} error={errorOf('botCheck')} />
      <div className={formStyles.actions}>
        <button type="submit" className="button button--primary" aria-disabled={pending || undefined}>
          {pending ? 'Sending…' : 'Email me my code'}
        </button>
      </div>
    </form>
  );
}
