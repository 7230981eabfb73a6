import { useRef, useState } from 'react';
import type { ProofSource, ProofStatus } from './proof-source';

type Grecaptcha = { ready: (callback: () => void) => void; execute: (siteKey: string, options: { action: string }) => Promise<string> };

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let script: Promise<Grecaptcha> | undefined;

/** Google's script, added once per page and only when a form is about to be used. */
function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  script ??= new Promise<Grecaptcha>((resolve, reject) => {
    const element = document.createElement('script');
    element.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    element.async = true;
    element.onload = () => window.grecaptcha?.ready(() => resolve(window.grecaptcha!));
    element.onerror = () => {
      script = undefined;
      reject(new Error('reCAPTCHA could not be loaded'));
    };
    document.head.append(element);
  });
  return script;
}

/**
 * reCAPTCHA v3: invisible, so there is nothing to tick. A token lives two minutes and is good once, so one is asked
 * for at the moment the form is sent, named after the form's action, which the server checks.
 */
export function useRecaptchaProof(siteKey: string, action: string, onProof: (proof: string) => void): ProofSource {
  const [status, setStatus] = useState<ProofStatus>('idle');
  const proof = useRef<string | null>(null);

  const prepare = () => {
    loadRecaptcha(siteKey).catch(() => setStatus('failed'));
  };

  const obtain = async () => {
    setStatus('checking');
    try {
      const grecaptcha = await loadRecaptcha(siteKey);
      const token = await grecaptcha.execute(siteKey, { action });
      proof.current = token;
      onProof(token);
      setStatus('ready');
      return token;
    } catch {
      // Blocked by an extension or no network: the field says so, and the next submission tries again.
      setStatus('failed');
      return null;
    }
  };

  const spend = () => {
    proof.current = null;
  };

  return { status, current: () => proof.current, obtain, spend, prepare };
}
