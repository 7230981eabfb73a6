import type { Metadata, Viewport } from 'next';
import { Suspense, type ReactNode } from 'react';
import './globals.css';
import { nunito, nunitoItalic } from './fonts';
import { getSiteSettings } from '@/features/content/site-settings';
import { bookableRestaurantPaths } from '@/features/booking/online-booking-by-store';
import { consentModeBootstrap } from '@/features/consent/consent-cookies';
import { CookieBanner } from '@/features/consent/cookie-banner.client';
import { ConsentScripts } from '@/features/consent/consent-scripts.client';
import { GlobalBanner } from '@/components/layout/global-banner';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { SitePopup } from '@/components/layout/site-popup.client';
import { BackToTop } from '@/components/layout/back-to-top.client';
import { ScrollManager } from '@/components/layout/scroll-manager.client';
import { ChunkErrorReloader } from '@/components/layout/chunk-error-reloader.client';
import { LoadingBar } from '@/components/layout/loading-bar.client';
import { EARLY_TAPS_SCRIPT } from '@/components/layout/early-taps';
import { EarlyTapsRelease } from '@/components/layout/early-taps-release.client';
import { env } from '@/server/env';
import { BRAND_KEY_META } from '@/lib/browser-api';
import { loadingColour } from '@/lib/theme';
import { mediaUrl } from '@/lib/media';

export async function generateMetadata(): Promise<Metadata> {
  const { siteName } = await getSiteSettings();
  return {
    metadataBase: new URL(env().SITE_URL),
    title: { default: siteName, template: `%s | ${siteName}` },
    description: `${siteName}: flame-grilled food, friendly restaurants across the UK. Find a restaurant, see the menu and book a table.`,
    openGraph: { siteName, type: 'website', locale: 'en_GB' },
  };
}

export const viewport: Viewport = { themeColor: loadingColour, width: 'device-width', initialScale: 1 };

/** The public site's frame (spec section 2, Layout): banner, popup, header, page, footer, cookie banner, back-to-top. */
export default async function SiteLayout({ children }: { children: ReactNode }) {
  const [settings, bookablePaths] = await Promise.all([getSiteSettings(), bookableRestaurantPaths()]);
  const { CONSENT_SCRIPT_URL, TRACKING_SCRIPT_URL } = env();
  const popup = settings.popup;
  return (
    // The consent bootstrap marks <html> before React hydrates it (a stored cookie choice): not a mismatch.
    <html lang="en-GB" className={`${nunito.variable} ${nunitoItalic.variable}`} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: consentModeBootstrap }} />
        {/* The API client sends this fixed brand key with every call (spec section 6). */}
        <meta name={BRAND_KEY_META} content={env().BRAND_KEY} />
      </head>
      <body>
        <script dangerouslySetInnerHTML={{ __html: EARLY_TAPS_SCRIPT }} />
        <div id="top" tabIndex={-1} />
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <GlobalBanner banner={settings.globalBanner} />
        <SiteHeader settings={settings} bookableRestaurantPaths={bookablePaths} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter settings={settings} year={new Date().getFullYear()} />
        {popup?.enabled && popup.heading && (
          <SitePopup
            popupId={popup.popupId ?? 'popup'}
            heading={popup.heading}
            body={popup.body}
            imageUrl={mediaUrl(popup.image)}
            linkText={popup.linkText}
            linkUrl={popup.linkUrl}
            openInNewTab={popup.openInNewTab}
          />
        )}
        <CookieBanner />
        {/* Without scripts nothing the banner governs can run, and its buttons could not work: it stays away, as does
            anything marked as working only with scripts ("Use my location", the spam check and the forms' send buttons). */}
        <noscript>
          <style>{'[data-cookie-banner],[data-needs-scripts]{display:none}'}</style>
        </noscript>
        <Suspense fallback={null}>
          <ConsentScripts consentScriptUrl={CONSENT_SCRIPT_URL} trackingScriptUrl={TRACKING_SCRIPT_URL} />
        </Suspense>
        <BackToTop iconUrl={mediaUrl(settings.backToTopIcon)} />
        <ScrollManager />
        {/* It reads the address's query (the end of a navigation): on a cached page that part renders in the browser. */}
        <Suspense fallback={null}>
          <LoadingBar />
        </Suspense>
        <ChunkErrorReloader />
        <EarlyTapsRelease />
      </body>
    </html>
  );
}
