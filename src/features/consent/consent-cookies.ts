/**
 * Cookie consent as spec sections 3, 4 and 9 describe it. Two cookies hold the visitor's choice: an overall
 * flag that they have answered the banner (30 days) and the list of accepted categories (365 days).
 */
const CONSENT_COOKIE = 'mg_cookie_consent';
const CATEGORIES_COOKIE = 'mg_cookie_categories';
const CONSENT_COOKIE_DAYS = 30;
const CATEGORIES_COOKIE_DAYS = 365;
export const BANNER_DELAY_MS = 100;
export const SCRIPT_LOAD_DELAY_MS = 1000;
/** Fired on window when the visitor saves a choice; its detail is the accepted categories. */
export const CONSENT_UPDATED_EVENT = 'mg:consent-updated';

export const optionalCategories = ['performance', 'marketing'] as const;
export type OptionalCategory = (typeof optionalCategories)[number];
type ConsentCategory = OptionalCategory | 'necessary';
export const categoryLabels: Record<ConsentCategory, string> = { performance: 'Performance', marketing: 'Targeting', necessary: 'Necessary' };

type StoredConsent = { answered: boolean; categories: ConsentCategory[] };

function cookieValue(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export function readConsent(cookieHeader: string): StoredConsent {
  const answered = cookieValue(cookieHeader, CONSENT_COOKIE) === 'true';
  const listed = (cookieValue(cookieHeader, CATEGORIES_COOKIE) ?? '').split(',');
  const categories: ConsentCategory[] = ['necessary', ...optionalCategories.filter((category) => listed.includes(category))];
  return { answered, categories: answered ? categories : ['necessary'] };
}

/** The two `document.cookie` assignments that store a choice. Necessary is always on. */
export function consentCookieStrings(accepted: readonly OptionalCategory[], { secure }: { secure: boolean }): [string, string] {
  const categories = ['necessary', ...optionalCategories.filter((category) => accepted.includes(category))].join(',');
  const attributes = (days: number) => `; Max-Age=${days * 86_400}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return [
    `${CONSENT_COOKIE}=true${attributes(CONSENT_COOKIE_DAYS)}`,
    `${CATEGORIES_COOKIE}=${encodeURIComponent(categories)}${attributes(CATEGORIES_COOKIE_DAYS)}`,
  ];
}

type ConsentModeState = Record<'ad_storage' | 'ad_user_data' | 'ad_personalization' | 'analytics_storage', 'granted' | 'denied'>;

/**
 * Google Consent Mode v2: everything denied until the visitor accepts. Analytics consent is granted when performance
 * or marketing (Targeting) is accepted, as spec section 4 says; ad storage only with Targeting, since a visitor who
 * accepted Performance alone did not agree to advertising. docs/decisions/0058.
 */
export function consentModeState(categories: readonly ConsentCategory[]): ConsentModeState {
  const ads = categories.includes('marketing') ? 'granted' : 'denied';
  return {
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
    analytics_storage: categories.includes('performance') || categories.includes('marketing') ? 'granted' : 'denied',
  };
}

/** Behaviour tracking may run only with analytics consent. */
export const allowsTracking = (categories: readonly ConsentCategory[]) => consentModeState(categories).analytics_storage === 'granted';

/** Set on <html> by the bootstrap below when a choice is stored: the server-rendered banner then stays hidden. */
export const CONSENT_ANSWERED_ATTRIBUTE = 'data-consent-answered';

/**
 * Runs first in <head>: marks <html> when the visitor has answered the banner, sets Consent Mode defaults to denied
 * before any tag can load, then applies a stored choice. Kept self-contained (no imports at run time) because it is
 * inlined as text.
 */
export const consentModeBootstrap = `if(/(?:^|; )${CONSENT_COOKIE}=true/.test(document.cookie))document.documentElement.setAttribute('${CONSENT_ANSWERED_ATTRIBUTE}','');
window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}
gtag('consent','default',{ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',analytics_storage:'denied',wait_for_update:500});
(function(){var c=document.cookie,m=/(?:^|; )${CATEGORIES_COOKIE}=([^;]*)/.exec(c);
if(!/(?:^|; )${CONSENT_COOKIE}=true/.test(c)||!m)return;var l=decodeURIComponent(m[1]).split(','),a=l.indexOf('marketing')>-1?'granted':'denied';
gtag('consent','update',{ad_storage:a,ad_user_data:a,ad_personalization:a,analytics_storage:l.indexOf('performance')>-1||a==='granted'?'granted':'denied'});})();`;
