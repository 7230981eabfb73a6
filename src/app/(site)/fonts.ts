import localFont from 'next/font/local';

/**
 * Nunito, self-hosted: fonts from Google cannot be fetched at build time here, and self-hosting saves a connection.
 * Only the upright face is preloaded: every page's text needs it. The italic face (42 kB) is a family of its own, not
 * preloaded, so a page fetches it only when it shows italic text; preloading it made every first visit download it
 * while the page's first paint waited for the bandwidth (docs/decisions/0035).
 */
export const nunito = localFont({
  src: '../../../node_modules/@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2',
  style: 'normal',
  weight: '200 1000',
  display: 'swap',
  variable: '--font-body',
});

export const nunitoItalic = localFont({
  src: '../../../node_modules/@fontsource-variable/nunito/files/nunito-latin-wght-italic.woff2',
  style: 'italic',
  weight: '200 1000',
  display: 'swap',
  preload: false,
  // While it loads, italic text keeps the upright Nunito, slanted, rather than a metric-matched Arial.
  adjustFontFallback: false,
  variable: '--font-body-italic',
});
