'use client';

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import type {} from 'altcha/types/react';
import type { BotCheckClientConfig } from '../client-config';
import { BOT_CHECK_FIELD, botCheckErrorText } from '../messages';
import { holdSubmissionsUntilProved } from './hold-submissions';
import type { ProofSource, ProofStatus } from './proof-source';
import { useAltchaProof } from './use-altcha-proof';
import { useRecaptchaProof } from './use-recaptcha-proof';
import styles from './bot-check.module.css';

type Props = {
  /** From `botCheckClientConfig(action)` on the server. */
  config: BotCheckClientConfig;
  /** The form field the proof is sent in; the server reads the same name. */
  name?: string;
  /** Each new proof, and '' when one is used up or expires; with react-hook-form, `(proof) => setValue('botCheck', proof)`. */
  onChange?: (proof: string) => void;
  /** The field's error (the schema's, or the server's "Invalid token"), shown under the check. */
  error?: string;
  /**
   * False for a form that also works without JavaScript by other means (the booking journey's, guarded by a honeypot
   * there): no notice that it needs JavaScript.
   */
  needsScripts?: boolean;
  /**
   * Filled with a way to get a second proof for a submission that makes two checked calls (the booking journey: the
   * card guarantee, then the booking), given the one it was sent with. ALTCHA answers that same proof, which the first
   * call checks without using up; reCAPTCHA, whose tokens are good once, a fresh token.
   */
  anotherProofRef?: RefObject<((sent: string) => Promise<string | null>) | null>;
};

/** No logo or footer link; no "human interaction signature" (pointer and key timings): we do not want that data. */
const WIDGET_CONFIGURATION = JSON.stringify({ hideFooter: true, hideLogo: true, humanInteractionSignature: false });

const STATUS_TEXT: Record<ProofStatus, string> = {
  idle: '',
  checking: 'Checking you are a person…',
  ready: 'Check complete. You can send the form.',
  failed: 'The check could not be done. Try sending the form again; if it keeps failing, please contact us by phone or email.',
};

/**
 * The bot check for a form: place it inside the `<form>`, before the submit button.
 *
 * - Without JavaScript it says plainly that the form needs it for this check (the proof cannot be made otherwise), or,
 *   for a form that sends without it past a honeypot (`needsScripts` false), is not there at all.
 * - With ALTCHA, a checkbox the widget ticks by itself once its proof of work is done (it starts when the visitor
 *   first focuses the form); with reCAPTCHA v3, nothing to tick and a notice instead.
 * - Whatever handles the form (a plain post, react-hook-form, a fetch), a submission waits for the proof: if none is
 *   ready, the field holds the submission, makes the proof, then submits again with the same button. After each
 *   submission the proof is spent and the next one starts afresh, so a corrected form can be sent again.
 * - Screen readers hear the check's progress and its error through a live region, and the widget is a native
 *   checkbox that works from the keyboard.
 */
export function BotCheckField({ config, name = BOT_CHECK_FIELD, onChange, error, needsScripts = true, anotherProofRef }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const widget = useRef<AltchaWidgetElement>(null);
  const [proofValue, setProofValue] = useState('');
  const handleProof = useCallback(
    (proof: string) => {
      setProofValue(proof);
      onChange?.(proof);
    },
    [onChange],
  );

  const altcha = useAltchaProof(widget, handleProof);
  const recaptcha = useRecaptchaProof(config.provider === 'recaptcha' ? config.siteKey : '', config.provider === 'recaptcha' ? config.action : '', handleProof);
  const source: ProofSource = config.provider === 'recaptcha' ? recaptcha : altcha;
  const sourceRef = useRef(source);
  useEffect(() => {
    sourceRef.current = source;
  });
  useEffect(() => {
    if (!anotherProofRef) return;
    anotherProofRef.current = config.provider === 'recaptcha' ? () => sourceRef.current.obtain() : async (sent) => sent;
    return () => {
      anotherProofRef.current = null;
    };
  }, [anotherProofRef, config.provider]);

  useEffect(() => {
    const form = root.current?.closest('form');
    if (!form) return;
    const prepare = () => sourceRef.current.prepare();
    // Load the check's code when the visitor reaches the form: on focus, or as it scrolls into view.
    const visible = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && prepare(), { rootMargin: '200px' });
    visible.observe(root.current!);
    form.addEventListener('focusin', prepare);

    const release = holdSubmissionsUntilProved({
      form,
      field: root.current!,
      source: () => sourceRef.current,
      freshProofEachTime: config.provider === 'recaptcha',
    });
    return () => {
      visible.disconnect();
      form.removeEventListener('focusin', prepare);
      release();
    };
  }, [config.provider]);

  return (
    // A form that also sends without JavaScript has nothing to show here then: the whole check stays away, leaving no
    // empty band above the send button (the layout's <noscript> style hides what is marked data-needs-scripts).
    <div ref={root} className={styles.botCheck} data-needs-scripts={needsScripts ? undefined : ''}>
      {config.provider === 'altcha' ? (
        <>
          <p className={styles.hint} data-needs-scripts>
            A quick automatic check keeps spam out. It runs by itself while you fill in the form.
          </p>
          <div className={styles.widget} data-needs-scripts>
            <altcha-widget
              ref={widget}
              challenge={config.challengeUrl}
              name={name}
              auto="onfocus"
              configuration={WIDGET_CONFIGURATION}
              suppressHydrationWarning
            />
          </div>
        </>
      ) : (
        <>
          <input type="hidden" name={name} value={proofValue} />
          <p className={styles.hint} data-needs-scripts>
            This form is protected from spam by reCAPTCHA: Google&apos;s{' '}
            <a href="https://policies.google.com/privacy" rel="noopener noreferrer" target="_blank">
              Privacy Policy
            </a>{' '}
            and{' '}
            <a href="https://policies.google.com/terms" rel="noopener noreferrer" target="_blank">
              Terms of Service
            </a>{' '}
            apply.
          </p>
        </>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {STATUS_TEXT[source.status]}
      </p>
      {error && (
        <p className={styles.error} role="alert">
          {botCheckErrorText(error)}
        </p>
      )}
      {needsScripts && (
        <noscript>
          <p className={styles.noScript}>
            This form needs JavaScript for its spam check, which runs in your browser. Please turn JavaScript on to send it, or contact us by phone or email.
          </p>
        </noscript>
      )}
    </div>
  );
}
