'use client';

import { useEffect } from 'react';
import { isChunkLoadError, reloadForChunkError } from '@/lib/chunk-reload';

/** When the site frame itself fails (e.g. settings cannot be loaded): a self-contained 500 page. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadForChunkError(sessionStorage, () => window.location.reload());
  }, [error]);
  return (
    <html lang="en-GB">
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem', color: '#3c3c3c' }}>
        <p style={{ fontSize: '6rem', fontWeight: 900, margin: 0 }}>500</p>
        <h1 style={{ fontSize: '1.5rem' }}>Sorry, something went wrong. Please try again.</h1>
        <a
          href="/"
          style={{
            display: 'inline-block',
            background: '#fdc533',
            color: '#3c3c3c',
            padding: '0.75rem 1.5rem',
            borderRadius: 999,
            fontWeight: 800,
            textDecoration: 'none',
          }}
        >
          Return to homepage
        </a>
      </body>
    </html>
  );
}
