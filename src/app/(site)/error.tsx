'use client';

import { useEffect } from 'react';
import { ErrorView } from '@/components/layout/error-view';
import { isChunkLoadError, reloadForChunkError } from '@/lib/chunk-reload';

/** Any failure while rendering a page: the error page with status 500, never the failure's details. */
export default function PageError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadForChunkError(sessionStorage, () => window.location.reload());
  }, [error]);
  return <ErrorView status={500} />;
}
