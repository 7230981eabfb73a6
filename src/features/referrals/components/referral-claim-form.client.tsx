'use client';

import { useEffect, useRef } from 'react';
import { EmailField } from '@/components/forms/form-field';
import { CheckboxField } from '@/components/forms/checkbox-field';
import { ErrorSummary } from '@/components/forms/form-parts';
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
      <EmailField formId={FORM_ID} error={errorOf('email')} defaultValue={(sentValue('email') as string | undefined) ?? ''} {...form.register('email')} />
      <CheckboxField
        formId={FORM_ID}
        name="acceptTerms"
        register={form.register}
        defaultChecked={sentValue('acceptTerms') === 'on'}
        error={errorOf('acceptTerms')}
        required
      >
        I accept the welcome offer’s terms and conditions <span aria-hidden="true">*</span>
      </CheckboxField>
      <BotCheckField config={botCheck} onChange={(proof) => form.setValue('botCheck', proof)} error={errorOf('botCheck')} />
      <div className={formStyles.actions}>
        <button type="submit" className="button button--primary" aria-disabled={pending || undefined}>
          {pending ? 'Sending…' : 'Email me my code'}
        </button>
      </div>
    </form>
  );
}
