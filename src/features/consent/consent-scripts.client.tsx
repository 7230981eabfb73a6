'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { redactedSecretAddress } from '@/lib/secret-addresses';
import { allowsTracking, CONSENT_UPDATED_EVENT, readConsent, SCRIPT_LOAD_DELAY_MS } from './consent-cookies';

type Props = { consentScriptUrl?: string; trackingScriptUrl?: string };

/** The cookie banner announces every saved choice; nothing else changes the consent cookies. */
const subscribeToConsent = (onChange: () => void) => {
  window.addEventListener(CONSENT_UPDATED_EVENT, onChange);
  return () => window.removeEventListener(CONSENT_UPDATED_EVENT, onChange);
};

/**
 * Set once this document has shown an address with a secret in it (src/lib/secret-addresses.ts): a script loaded
 * later, on a page the visitor went on to, could still find it (in the router's memory, in the page's history). So a
 * document opened at a secret address loads no third-party script for as long as it lives.
 */
let secretShown = false;

/** Runs `start` once the page has loaded (the window's load event, or now if it has passed); returns the cancel. */
function afterPageLoad(start: () => () => void) {
  if (document.readyState === 'complete') return start();
  let stop = () => {};
  const onLoad = () => (stop = start());
  window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    stop();
  };
}

function loadScriptLater(src: string, id: string) {
  return setTimeout(() => {
    if (secretShown || document.getElementById(id)) return;
    const script = document.createElement('script');
    script.id = id;
    script.src = src;
    script.async = true;
    document.head.appendChild(script);
  }, SCRIPT_LOAD_DELAY_MS);
}

/**
 * Third-party scripts (spec section 7): the consent-management script named by CONSENT_SCRIPT_URL loads one second
 * after the page has loaded, whether or not the visitor has chosen yet (managing consent is its job); the
 * behaviour-tracking one named by TRACKING_SCRIPT_URL loads one second after analytics consent (on load from a stored
 * choice, or from the banner's update). Page views are recorded on every change of path or query, never of the #hash alone.
 * A page whose address carries a secret (a booking's manage link, a subscriber's preferences) loads neither script,
 * and its page view names the address with the secret taken out (`/manage-booking/[token]`): a tracker reads
 * `location` itself, and the data layer is the tracker's. The links to such pages are plain links (a new document).
 */
export function ConsentScripts({ consentScriptUrl, trackingScriptUrl }: Props) {
  const cookies = useSyncExternalStore(
    subscribeToConsent,
    () => document.cookie,
    () => '',
  );
  const categories = useMemo(() => {
    const stored = readConsent(cookies);
    return stored.answered ? stored.categories : null;
  }, [cookies]);
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const query = searchParams.toString();
  const address = pathname + (query ? `?${query}` : '');
  const redacted = redactedSecretAddress(address);
  const tracking = categories !== null && allowsTracking(categories);

  // First of the effects, so the ones below already know (each runs again when the address turns secret).
  useEffect(() => {
    if (redacted !== null) secretShown = true;
  }, [redacted]);

  useEffect(() => {
    if (!consentScriptUrl || secretShown) return;
    return afterPageLoad(() => {
      const timer = loadScriptLater(consentScriptUrl, 'consent-management-script');
      return () => clearTimeout(timer);
    });
  }, [consentScriptUrl, redacted]);

  useEffect(() => {
    if (!tracking || !trackingScriptUrl || secretShown) return;
    const timer = loadScriptLater(trackingScriptUrl, 'behaviour-tracking-script');
    return () => clearTimeout(timer);
  }, [tracking, trackingScriptUrl, redacted]);

  const pagePath = redacted ?? address;
  useEffect(() => {
    if (!tracking) return;
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ event: 'page_view', page_path: pagePath, page_title: document.title });
  }, [tracking, pagePath]);

  return null;
}
