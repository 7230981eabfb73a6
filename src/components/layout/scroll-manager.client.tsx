'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { hashScrollOffset } from '@/lib/scrolling';

function scrollToHash(hash: string, behavior: ScrollBehavior) {
  const id = decodeURIComponent(hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (!target) return false;
  const headerHeight = document.getElementById('site-header')?.offsetHeight ?? 0;
  const top = target.getBoundingClientRect().top + window.scrollY - hashScrollOffset(window.innerWidth, headerHeight);
  window.scrollTo({ top, behavior });
  return true;
}

/**
 * Spec section 2, Scrolling: navigation lands at the top (Next does this), and a #hash lands on its element,
 * clear of the sticky header (header height + 15 px on screens 576 px and wider, 58 px below that).
 */
export function ScrollManager() {
  const pathname = usePathname();

  useEffect(() => {
    if (window.location.hash) scrollToHash(window.location.hash, 'auto');
  }, [pathname]);

  useEffect(() => {
    const onHashChange = () => scrollToHash(window.location.hash, 'smooth');
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  return null;
}
