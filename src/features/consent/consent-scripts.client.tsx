'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { allowsTracking, CONSENT_UPDATED_EVENT, readConsent, SCRIPT_LOAD_DELAY_MS } from './consent-cookies';

type Props = { consentScriptUrl?: string; trackingScriptUrl?: string };

/** The cookie banner announces every saved choice; nothing else changes the consent cookies. */
const subscribeToConsent = (onChange: () => void) => {
  window.addEventListener(CONSENT_UPDATED_EVENT, onChange);
  return () => window.removeEventListener(CONSENT_UPDATED_EVENT, onChange);
};

function loadScriptLater(src: string, id: string) {
  return setTimeout(() => {
    if (document.getElementById(id)) return;
    const script = document.createElement('script');
    script.id = id;
    script.src = src;
    script.async = true;
    document.head.appendChild(script);
  }, SCRIPT_LOAD_DELAY_MS);
}

/**
 * Third-party scripts (spec section 7): the consent-management and behaviour-tracking scripts named by
 * CONSENT_SCRIPT_URL and TRACKING_SCRIPT_URL load one second after the visitor has made a choice, and the tracker
 * only with analytics consent. Page views are recorded on every change of path or query, never of the #hash alone.
 */
export function ConsentScripts({ consentScriptUrl, trackingScriptUrl }: Props) {
  const cookies = useSyncExternalStore(subscribeToConsent, () => document.cookie, () => '');
  const categories = useMemo(() => {
    const stored = readConsent(cookies);
    return stored.answered ? stored.categories : null;
  }, [cookies]);
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const tracking = categories !== null && allowsTracking(categories);

  useEffect(() => {
    if (categories === null || !consentScriptUrl) return;
    const timer = loadScriptLater(consentScriptUrl, 'consent-management-script');
    return () => clearTimeout(timer);
  }, [categories, consentScriptUrl]);

  useEffect(() => {
    if (!tracking || !trackingScriptUrl) return;
    const timer = loadScriptLater(trackingScriptUrl, 'behaviour-tracking-script');
    return () => clearTimeout(timer);
  }, [tracking, trackingScriptUrl]);

  const query = searchParams.toString();
  useEffect(() => {
    if (!tracking) return;
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ event: 'page_view', page_path: pathname + (query ? `?${query}` : ''), page_title: document.title });
  }, [tracking, pathname, query]);

  return null;
}
