'use client';

import Link from 'next/link';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBrowserValue } from '@/lib/use-browser-value';
import {
  BANNER_DELAY_MS,
  CONSENT_UPDATED_EVENT,
  categoryLabels,
  consentCookieStrings,
  consentModeState,
  optionalCategories,
  readConsent,
  type OptionalCategory,
} from './consent-cookies';
import styles from './cookie-banner.module.css';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** The open banner's height, for the page to keep clear (see globals.css and the back-to-top button). */
const BANNER_HEIGHT_PROPERTY = '--cookie-banner-height';

const storedOptionalChoices = (): OptionalCategory[] =>
  readConsent(document.cookie).categories.filter((category): category is OptionalCategory => category !== 'necessary');

/**
 * The cookie banner (spec section 4, Cookie consent). It is in the server's HTML, so it paints with the page instead
 * of late from scripts (it would otherwise be the page's largest, last paint), and CSS shows it 100 ms later. Where a
 * choice is stored, the consent bootstrap in <head> marks <html> before the first paint and CSS keeps the banner
 * hidden (globals.css); once hydrated it closes. Without scripts it stays hidden: nothing it governs could run.
 * It opens again, with the stored choices ticked, when anything with class "cookie-reinit" or id "cookie-reinit" is
 * clicked.
 */
export function CookieBanner() {
  // Whether a choice was stored when the page loaded: false on the server and while hydrating, then the cookie's word.
  const answeredAtLoad = useBrowserValue(() => readConsent(document.cookie).answered, false);
  // null until the visitor opens or closes the banner on this page.
  const [opened, setOpen] = useState<boolean | null>(null);
  const open = opened ?? !answeredAtLoad;
  const [reopened, setReopened] = useState(false);
  const [managing, setManaging] = useState(false);
  const [ticked, setTicked] = useState<OptionalCategory[]>([]);
  const banner = useRef<HTMLElement>(null);

  useEffect(() => {
    const reopen = (event: MouseEvent) => {
      const trigger = (event.target as Element | null)?.closest?.('.cookie-reinit, #cookie-reinit');
      if (!trigger) return;
      event.preventDefault();
      setTicked(storedOptionalChoices());
      setManaging(true);
      setReopened(true);
      setOpen(true);
    };
    document.addEventListener('click', reopen);
    return () => document.removeEventListener('click', reopen);
  }, []);

  // While the banner is open the page keeps its height free (globals.css): nothing focusable may hide beneath it.
  useEffect(() => {
    const element = banner.current;
    if (!open || !element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty(BANNER_HEIGHT_PROPERTY, `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(BANNER_HEIGHT_PROPERTY);
    };
  }, [open]);

  const save = useCallback((accepted: OptionalCategory[]) => {
    for (const cookie of consentCookieStrings(accepted, { secure: window.location.protocol === 'https:' })) document.cookie = cookie;
    const categories = readConsent(document.cookie).categories;
    window.gtag?.('consent', 'update', consentModeState(categories));
    window.dispatchEvent(new CustomEvent(CONSENT_UPDATED_EVENT, { detail: categories }));
    setOpen(false);
    setManaging(false);
  }, []);

  if (!open) return null;
  return (
    <section
      ref={banner}
      className={styles.banner}
      style={{ animationDelay: `${BANNER_DELAY_MS}ms` }}
      aria-label="Cookie consent"
      data-testid="cookie-banner"
      data-cookie-banner={reopened ? 'reopened' : 'first'}
    >
      <div className={styles.inner}>
        <h2 className={styles.heading}>We use cookies</h2>
        <p className={styles.text}>
          Some cookies keep this site working. With your permission we also use performance cookies to see how the site is used, and targeting cookies, which
          also see how it is used, to show you relevant offers elsewhere. Read our <Link href="/cookie-policy">cookie policy</Link>.
        </p>
        {managing && (
          <fieldset className={styles.choices}>
            <legend className="visually-hidden">Cookie categories</legend>
            <label className={styles.choice}>
              <input type="checkbox" checked disabled />
              {categoryLabels.necessary} <span className={styles.hint}>(always on)</span>
            </label>
            {optionalCategories.map((category) => (
              <label key={category} className={styles.choice}>
                <input
                  type="checkbox"
                  name={category}
                  checked={ticked.includes(category)}
                  onChange={(event) => setTicked((current) => (event.target.checked ? [...current, category] : current.filter((item) => item !== category)))}
                />
                {categoryLabels[category]}
              </label>
            ))}
          </fieldset>
        )}
        <div className={styles.actions}>
          <button type="button" className="button button--primary" onClick={() => save(managing ? ticked : [...optionalCategories])}>
            {managing ? 'Accept' : 'Allow All'}
          </button>
          {managing ? (
            <button type="button" className="button button--outline" onClick={() => save([])}>
              Reject All Optional
            </button>
          ) : (
            <button
              type="button"
              className="button button--outline"
              onClick={() => {
                setTicked(storedOptionalChoices());
                setManaging(true);
              }}
            >
              Manage Cookies
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
