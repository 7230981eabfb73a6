import localFont from 'next/font/local';

/** Nunito, self-hosted: fonts from Google cannot be fetched at build time here, and self-hosting saves a connection. */
export const nunito = localFont({
  src: [
    { path: '../../../node_modules/@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2', style: 'normal' },
    { path: '../../../node_modules/@fontsource-variable/nunito/files/nunito-latin-wght-italic.woff2', style: 'italic' },
  ],
  weight: '200 1000',
  display: 'swap',
  variable: '--font-body',
});
