'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { hashScrollOffset } from '@/lib/scrolling';

/** The element a #hash names, if the page has it. */
function elementOf(hash: string) {
  const id = decodeURIComponent(hash.slice(1));
  return id ? document.getElementById(id) : null;
}

function scrollToHash(hash: string, behavior: ScrollBehavior) {
  const target = elementOf(hash);
  if (!target) return false;
  const headerHeight = document.getElementById('site-header')?.offsetHeight ?? 0;
  const top = target.getBoundingClientRect().top + window.scrollY - hashScrollOffset(window.innerWidth, headerHeight);
  window.scrollTo({ top, behavior });
  return true;
}

/**
 * Whether the hash's element is still about where the browser's own jump on load put it: near the top of the window.
 * Fonts and images arriving can move it a little; a visitor scrolling on moves it much further.
 */
function stillNearHash(hash: string) {
  const target = elementOf(hash);
  return target !== null && Math.abs(target.getBoundingClientRect().top) < window.innerHeight / 2;
}

/**
 * Spec section 2, Scrolling: navigation lands at the top (Next does this), and a #hash lands on its element,
 * clear of the sticky header (header height + 15 px on screens 576 px and wider, 58 px below that).
 */
export function ScrollManager() {
  const pathname = usePathname();
  const loaded = useRef(false);

  useEffect(() => {
    const { hash } = window.location;
    const firstRun = !loaded.current;
    loaded.current = true;
    // After a page load the browser has already jumped to the hash, and this only moves it clear of the header. A
    // visitor who scrolled on before the scripts ran (a slow phone) is not thrown back to it.
    if (hash && (!firstRun || stillNearHash(hash))) scrollToHash(hash, 'auto');
  }, [pathname]);

  useEffect(() => {
    const onHashChange = () => scrollToHash(window.location.hash, 'smooth');
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  return null;
}
