import { useEffect, useRef, useState, type RefObject } from 'react';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import type { ProofSource, ProofStatus } from './proof-source';

type StateChange = CustomEvent<{ state: string; payload: string | null }>;

/**
 * The ALTCHA widget's proof. The widget's code (about 35 kB compressed, with its workers and styles) is imported
 * only when `prepare` is first called, so it never delays the page's first paint; the check itself starts when the
 * visitor first focuses the form (`auto="onfocus"`) and runs in Web Workers while they type.
 */
export function useAltchaProof(widget: RefObject<AltchaWidgetElement | null>, onProof: (proof: string) => void): ProofSource {
  const [status, setStatus] = useState<ProofStatus>('idle');
  const proof = useRef<string | null>(null);
  const waiting = useRef<((proof: string | null) => void)[]>([]);
  const loaded = useRef<Promise<unknown> | null>(null);
  const onProofRef = useRef(onProof);
  useEffect(() => {
    onProofRef.current = onProof;
  }, [onProof]);

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const settle = (value: string | null) => {
      for (const resolve of waiting.current.splice(0)) resolve(value);
    };
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as StateChange).detail;
      if (state === 'verifying') return setStatus('checking');
      if (state === 'verified' && payload) {
        proof.current = payload;
        setStatus('ready');
        onProofRef.current(payload);
        return settle(payload);
      }
      proof.current = null;
      onProofRef.current('');
      if (state === 'error') {
        setStatus('failed');
        settle(null);
      } else {
        setStatus('idle');
      }
    };
    element.addEventListener('statechange', onStateChange);
    return () => element.removeEventListener('statechange', onStateChange);
  }, [widget]);

  const prepare = () => {
    loaded.current ??= import('altcha').then(async (module) => {
      await customElements.whenDefined('altcha-widget');
      // The widget starts on a focus in its form (auto="onfocus"), heard only once its code has run: a visitor
      // still in the form by then (one who filled it in fast, or while the code was slow to arrive) would otherwise
      // wait for the next focus, or the send, for the check to begin.
      // Only a widget still in the page: one the visitor navigated away from meanwhile was never upgraded.
      const element = widget.current;
      if (!element?.isConnected || typeof element.getState !== 'function') return module;
      if (element.getState() === 'unverified' && element.closest('form')?.contains(document.activeElement)) void element.verify();
      return module;
    });
  };

  const obtain = async () => {
    if (proof.current) return proof.current;
    prepare();
    try {
      await loaded.current;
    } catch {
      // The widget's code did not arrive (offline, blocked): say so; the next submission loads it again.
      loaded.current = null;
      setStatus('failed');
      return null;
    }
    // The widget upgrades when its code runs; wait for that before calling its methods.
    await customElements.whenDefined('altcha-widget');
    const element = widget.current;
    if (!element) return null;
    const result = new Promise<string | null>((resolve) => waiting.current.push(resolve));
    if (element.getState() !== 'verifying') void element.verify();
    return result;
  };

  const spend = () => {
    proof.current = null;
    // After the browser has read the form's fields for this submission: the widget clears its hidden input.
    setTimeout(() => widget.current?.reset?.(), 0);
  };

  return { status, current: () => proof.current, obtain, spend, prepare };
}
