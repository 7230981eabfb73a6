'use client';

import Link from 'next/link';
import { EmailField } from '@/components/forms/form-field';
import { ErrorSummary } from '@/components/forms/form-parts';
import { useActionForm } from '@/components/forms/use-action-form.client';
import { BotCheckField } from '@/features/bot-check/components/bot-check-field.client';
import { HoneypotField } from '@/features/bot-check/honeypot/honeypot-field';
import type { BotCheckClientConfig } from '@/features/bot-check/client-config';
import { signUpAction } from '../actions';
import { CONSENT_WORDING } from '../domain/consent';
import { CheckboxField } from '@/components/forms/checkbox-field';
import styles from '@/components/forms/forms.module.css';

const LABELS: Record<string, string> = { emailAddress: 'Email address', acceptTerms: 'Emails', botCheck: 'Spam check' };

export type SignUpStripFormProps = { botCheck: BotCheckClientConfig; formId?: string };

/**
 * The short sign-up in a page's sign-up strip (a tile whose form is "sign-up"): an address and the yes to emails.
 * `formId` keeps its ids apart from another form on the same page.
 */
export function SignUpStripForm({ botCheck, formId = 'sign-up-strip' }: SignUpStripFormProps) {
  const { form, state, formAction, pending, formRef, onSubmit, errorOf, errorsFor, sentValue } = useActionForm({
    loadSchema: () => import('../schema').then((module) => module.signUpStripSchema),
    action: signUpAction,
  });
  const { register, setValue } = form;
  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} noValidate className={styles.form} aria-label="Sign up to Hear It First">
      <ErrorSummary formId={formId} errors={errorsFor(Object.keys(LABELS))} labels={LABELS} message={state.status === 'invalid' ? state.message : undefined} />
      <input type="hidden" value="strip" {...register('variant')} />
      <EmailField
        formId={formId}
        error={errorOf('emailAddress')}
        defaultValue={(sentValue('emailAddress') as string | undefined) ?? ''}
        {...register('emailAddress')}
      />
      <CheckboxField
        formId={formId}
        name="acceptTerms"
        register={register}
        defaultChecked={sentValue('acceptTerms') === 'on'}
        error={errorOf('acceptTerms')}
        required
      >
        {CONSENT_WORDING.email} <span aria-hidden="true">*</span>
      </CheckboxField>
      <p className={styles.hint}>
        We will email you a link to confirm first. <Link href="/privacy-policy">How we use your details</Link>.
      </p>
      {/* Without JavaScript the form still sends (no proof then): the honeypot and a stricter limit guard it (form-action.ts). */}
      <HoneypotField idPrefix="sign-up-strip" />
      <BotCheckField config={botCheck} onChange={(proof) => setValue('botCheck', proof)} error={errorOf('botCheck')} needsScripts={false} />
      <div className={styles.actions}>
        <button type="submit" className="button button--secondary" aria-disabled={pending || undefined}>
          {pending ? 'Signing you up…' : 'Sign up'}
        </button>
      </div>
    </form>
  );
}
