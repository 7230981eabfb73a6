'use client';

import { useEffect } from 'react';
import { ErrorView, NOT_FOUND_MESSAGE } from '@/components/layout/error-view';
import { isSpecCode, messageForCode } from '@/features/api/service-results';
import { isChunkLoadError, reloadForChunkError } from '@/lib/chunk-reload';
import { errorStatus } from '@/lib/error-status';

/**
 * Any failure while rendering a page: the error page with the failure's own status (404 when the page's validation
 * failed, the status a load error carries, else 500) and its service-result message, never the failure's details.
 */
export default function PageError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadForChunkError(sessionStorage, () => window.location.reload());
  }, [error]);
  const { status, code } = errorStatus(error);
  // A spec service result has words for the diner; anything else gets ErrorView's generic client-error message.
  const message = status === 404 ? NOT_FOUND_MESSAGE : code !== undefined && isSpecCode(code) ? messageForCode(code) : undefined;
  return <ErrorView status={status} message={message} />;
}
