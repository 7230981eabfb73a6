'use client';

import { useActionState } from 'react';
import { idleState, type FormState } from '@/components/forms/form-state';
import { confirmAction } from '../actions';
import styles from './marketing.module.css';

/**
 * The confirmation link's button. Following the emailed link only shows this page; the subscription starts when the
 * diner presses the button, so a mail scanner that opens every link cannot confirm for them.
 */
export function ConfirmForm({ token }: { token: string }) {
  const [state, formAction, pending] = useActionState<FormState, FormData>(confirmAction, idleState);
  return (
    <form action={formAction}>
      <input type="hidden" name="token" value={token} />
      {state.status === 'invalid' && (
        <div className={`${styles.notice} ${styles.danger}`} role="alert">
          <p>{state.message}</p>
          <p>If you have already confirmed, the link to your preferences is in our welcome email. Otherwise, please sign up again.</p>
        </div>
      )}
      <button type="submit" className="button button--primary" aria-disabled={pending || undefined}>
        {pending ? 'Confirming…' : 'Confirm my subscription'}
      </button>
    </form>
  );
}
