'use client';

import { useEffect, useRef, useState } from 'react';
import { serviceResults } from '@/features/api/service-results';
import { fetchCardToken } from '@/features/booking/journey/journey-api';
import { createDropIn, type DropIn } from '@/features/booking/payments/braintree-drop-in';
import { telHref } from '@/lib/links';
import styles from './journey.module.css';

/**
 * `unavailable`: no card provider (code 5), or no JavaScript: the restaurant takes this booking by phone.
 * `loading` and `ready`: Braintree's drop-in in the container. `failed`: its script or the token could not be had.
 */
type Status = 'unavailable' | 'loading' | 'ready' | 'failed';

type Props = {
  phone: string | null;
  /** The ready card form, or null while there is none: the step books only with one. A stable function (a state setter). */
  onFormChange: (form: DropIn | null) => void;
  /** Why this diner is asked for a card when the booking itself would not need one (the no-show policy), or null. */
  reason?: string | null;
};

function CallRestaurant({ phone }: { phone: string | null }) {
  return phone ? (
    <p>
      Call <a href={telHref(phone)}>{phone}</a>.
    </p>
  ) : null;
}

/**
 * Step three's card guarantee (spec sections 4 and 7): asks our server for a card token; when Braintree is configured,
 * loads Braintree's drop-in into this step, whose nonce the journey submits to /api/v1/braintree/submit before it
 * books. Until then, and for good without a provider or without JavaScript, code 5's message and the restaurant's number.
 */
export function CardGuarantee({ phone, onFormChange, reason = null }: Props) {
  const [status, setStatus] = useState<Status>('unavailable');
  const [attempt, setAttempt] = useState(0);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let cancelled = false;
    let form: DropIn | null = null;
    void (async () => {
      const token = await fetchCardToken();
      if (cancelled) return;
      if (!token.ok) return setStatus(token.code === serviceResults.needCreditCard.code ? 'unavailable' : 'failed');
      setStatus('loading');
      try {
        form = await createDropIn(token.data.clientToken, container.current!);
      } catch (error) {
        // Braintree's servers out of reach (or blocked): say so and offer another try, never a silent dead end.
        if (!(error instanceof Error)) throw error;
        if (!cancelled) setStatus('failed');
        return;
      }
      if (cancelled) return void form.teardown();
      setStatus('ready');
      onFormChange(form);
    })();
    return () => {
      cancelled = true;
      onFormChange(null);
      if (form) void form.teardown();
    };
  }, [attempt, onFormChange]);

  return (
    <section className={styles.card} aria-labelledby="card-guarantee-heading" data-testid="card-guarantee" data-status={status}>
      <h4 id="card-guarantee-heading" className={styles.legend}>
        Card to hold your table
      </h4>
      {reason && (
        <p className={styles.hint} data-testid="card-reason">
          {reason}
        </p>
      )}
      {status === 'unavailable' && (
        <div className={styles.notice} role="alert">
          <p>{serviceResults.needCreditCard.message}</p>
          <CallRestaurant phone={phone} />
        </div>
      )}
      {(status === 'loading' || status === 'ready') && (
        <p className={styles.hint}>
          This booking needs a card to hold the table. Nothing is charged now, and your card details go straight to our payment provider, Braintree: they never
          reach us.
        </p>
      )}
      {status === 'loading' && (
        <p role="status" className={styles.hint}>
          Loading the secure card form…
        </p>
      )}
      {status === 'failed' && (
        <div className={styles.notice} role="alert">
          <p>Sorry, the secure card form could not be loaded. Please try again, or call the restaurant to book.</p>
          <CallRestaurant phone={phone} />
          <button type="button" className="button" onClick={() => setAttempt((count) => count + 1)}>
            Try again
          </button>
        </div>
      )}
      <div ref={container} data-testid="card-form" hidden={status === 'unavailable' || status === 'failed'} />
    </section>
  );
}
