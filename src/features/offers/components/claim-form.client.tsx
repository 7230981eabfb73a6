'use client';

import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { EmailField } from '@/components/forms/form-field';
import { CheckboxField } from '@/components/forms/checkbox-field';
import { ErrorSummary } from '@/components/forms/form-parts';
import { useActionForm } from '@/components/forms/use-action-form.client';
import { BotCheckField } from '@/features/bot-check/components/bot-check-field.client';
import { HoneypotField } from '@/features/bot-check/honeypot/honeypot-field';
import type { BotCheckClientConfig } from '@/features/bot-check/client-config';
import { claimVoucherAction } from '../actions';
import formStyles from '@/components/forms/forms.module.css';
import styles from './offers.module.css';

const FORM_ID = 'voucher';
const LABELS: Record<string, string> = { email: 'Email address', acceptTerms: 'Terms and conditions', botCheck: 'Spam check' };

type Props = { offerSlug: string; successButton: { text: string; url: string } | null; botCheck: BotCheckClientConfig };

/**
 * The offer's code entry (spec sections 2 and 4): an email address and the terms, then the generated-voucher
 * message saying the code has been emailed (only the email carries it, so a code reaches only its own inbox). One
 * schema checks the form here and on the server.
 */
export function ClaimForm({ offerSlug, successButton, botCheck }: Props) {
  const { form, state, formAction, pending, formRef, onSubmit, errorOf, errorsFor, sentValue } = useActionForm({
    loadSchema: () => import('../schema').then((module) => module.voucherRequestSchema),
    action: claimVoucherAction,
    defaultValues: { offerId: offerSlug },
  });
  const voucher = useRef<HTMLDivElement>(null);
  const generated = state.status === 'done' ? state.result : null;
  useEffect(() => {
    if (generated) voucher.current?.focus();
  }, [generated]);

  if (generated) {
    return (
      <div ref={voucher} className={styles.voucher} role="status" tabIndex={-1} data-testid="voucher">
        <p>
          Thank you. We have emailed your code to <strong>{generated.email}</strong>.
        </p>
        <p>It should arrive in a few minutes (check your junk folder too). Show it to your server when you order. It can be used once.</p>
        {successButton && (
          <p>
            <Link href={successButton.url} className="button button--primary">
              {successButton.text}
            </Link>
          </p>
        )}
      </div>
    );
  }

  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} noValidate className={formStyles.form} aria-label="Get your code">
      <ErrorSummary formId={FORM_ID} errors={errorsFor(Object.keys(LABELS))} labels={LABELS} message={state.status === 'invalid' ? state.message : undefined} />
      <input type="hidden" value={offerSlug} {...form.register('offerId')} />
      <EmailField
        formId={FORM_ID}
        hint="We send your code here. One code per person."
        error={errorOf('email')}
        defaultValue={(sentValue('email') as string | undefined) ?? ''}
        {...form.register('email')}
      />
      <CheckboxField
        formId={FORM_ID}
        name="acceptTerms"
        register={form.register}
        defaultChecked={sentValue('acceptTerms') === 'on'}
        error={errorOf('acceptTerms')}
        required
      >
        I accept the offer’s terms and conditions <span aria-hidden="true">*</span>
      </CheckboxField>
      {/* Without JavaScript the form still sends (no proof then): the honeypot and a stricter limit guard it (form-action.ts). */}
      <HoneypotField idPrefix="claim" />
      <BotCheckField config={botCheck} onChange={(proof) => form.setValue('botCheck', proof)} error={errorOf('botCheck')} needsScripts={false} />
      <div className={formStyles.actions}>
        <button type="submit" className="button button--primary" aria-disabled={pending || undefined}>
          {pending ? 'Getting your code…' : 'Get my code'}
        </button>
      </div>
    </form>
  );
}
