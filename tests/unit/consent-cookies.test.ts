import { describe, expect, it } from 'vitest';
import {
  CONSENT_ANSWERED_ATTRIBUTE,
  allowsTracking,
  consentCookieStrings,
  consentModeBootstrap,
  consentModeState,
  readConsent,
} from '@/features/consent/consent-cookies';

const asCookieHeader = (assignments: string[]) => assignments.map((assignment) => assignment.split(';')[0]).join('; ');

describe('consent cookies', () => {
  it('reads no choice as not answered, necessary only', () => {
    expect(readConsent('')).toEqual({ answered: false, categories: ['necessary'] });
    expect(readConsent('other=1')).toEqual({ answered: false, categories: ['necessary'] });
  });

  it('stores the flag for 30 days and the categories for 365 days', () => {
    const [flag, categories] = consentCookieStrings(['performance'], { secure: true });
    expect(flag).toMatch(/^mg_cookie_consent=true; Max-Age=2592000; Path=\/; SameSite=Lax; Secure$/);
    expect(categories).toMatch(/^mg_cookie_categories=necessary%2Cperformance; Max-Age=31536000; Path=\/; SameSite=Lax; Secure$/);
  });

  it('round-trips a choice and always keeps necessary', () => {
    expect(readConsent(asCookieHeader(consentCookieStrings(['performance', 'marketing'], { secure: false }))).categories).toEqual([
      'necessary',
      'performance',
      'marketing',
    ]);
    expect(readConsent(asCookieHeader(consentCookieStrings([], { secure: false })))).toEqual({ answered: true, categories: ['necessary'] });
  });

  it('ignores categories it does not know', () => {
    expect(readConsent('mg_cookie_consent=true; mg_cookie_categories=necessary%2Cspyware').categories).toEqual(['necessary']);
  });
});

describe('Consent Mode v2', () => {
  it('denies everything until accepted', () => {
    expect(consentModeState(['necessary'])).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    });
    expect(allowsTracking(['necessary'])).toBe(false);
  });

  it('grants analytics consent when performance or marketing is accepted (spec section 4), ads only with marketing', () => {
    expect(consentModeState(['necessary', 'performance'])).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
    });
    expect(consentModeState(['necessary', 'marketing'])).toEqual({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'granted',
    });
    expect(consentModeState(['necessary', 'performance', 'marketing']).analytics_storage).toBe('granted');
    expect(allowsTracking(['necessary', 'performance'])).toBe(true);
    expect(allowsTracking(['necessary', 'marketing'])).toBe(true);
    expect(allowsTracking(['necessary', 'performance', 'marketing'])).toBe(true);
  });

  it('bootstrap script defaults to denied and applies a stored choice', () => {
    const marked: string[] = [];
    const run = (cookie: string) => {
      const documentElement = { setAttribute: (name: string) => marked.push(name) };
      const context = { window: {} as Record<string, unknown>, document: { cookie, documentElement } };
      new Function(
        'window',
        'document',
        `var dataLayer; ${consentModeBootstrap.replace('window.dataLayer=window.dataLayer||[];', 'dataLayer=window.dataLayer=window.dataLayer||[];')}`,
      )(context.window, context.document);
      return (context.window.dataLayer as IArguments[]).map((args) => Array.from(args));
    };
    expect(run('')).toEqual([['consent', 'default', expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' })]]);
    expect(marked, 'no choice stored: the server-rendered banner may show').toEqual([]);
    const stored = run('mg_cookie_consent=true; mg_cookie_categories=necessary%2Cperformance');
    expect(marked, 'a stored choice marks <html>, so the banner stays hidden').toEqual([CONSENT_ANSWERED_ATTRIBUTE]);
    expect(stored[1]).toEqual([
      'consent',
      'update',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' },
    ]);
    // The inlined copy follows the same rule as consentModeState for every stored choice.
    for (const listed of ['necessary', 'necessary,performance', 'necessary,marketing', 'necessary,performance,marketing']) {
      const state = consentModeState(readConsent(`mg_cookie_consent=true; mg_cookie_categories=${encodeURIComponent(listed)}`).categories);
      expect(run(`mg_cookie_consent=true; mg_cookie_categories=${encodeURIComponent(listed)}`)[1], listed).toEqual(['consent', 'update', state]);
    }
  });
});
