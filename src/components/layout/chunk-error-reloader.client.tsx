'use client';

import { useEffect } from 'react';
import { isChunkLoadError, reloadForChunkError } from '@/lib/chunk-reload';

/** Catches chunk-load failures outside React's rendering (e.g. a lazy import in an event handler). */
export function ChunkErrorReloader() {
  useEffect(() => {
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reloadForChunkError(sessionStorage, () => window.location.reload());
    };
    window.addEventListener('unhandledrejection', onRejection);
    return () => window.removeEventListener('unhandledrejection', onRejection);
  }, []);
  return null;
}
