'use client';

import { useEffect, useState } from 'react';
import { BACK_TO_TOP_BOTTOM_OFFSET, BACK_TO_TOP_VISIBLE_OFFSET, isBackToTopVisible, nextScrollStep } from '@/lib/scrolling';
import styles from './back-to-top.module.css';

type Props = { iconUrl?: string | null; visibleOffset?: number; bottomOffset?: number };

function ChevronUp() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M5 15l7-7 7 7" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Floating button back to the top, shown once the visitor has scrolled past `visibleOffset` (600 px). */
export function BackToTop({ iconUrl, visibleOffset = BACK_TO_TOP_VISIBLE_OFFSET, bottomOffset = BACK_TO_TOP_BOTTOM_OFFSET }: Props) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () =>
      setVisible(
        isBackToTopVisible({
          scrollY: window.scrollY,
          viewportHeight: window.innerHeight,
          pageHeight: document.documentElement.scrollHeight,
          visibleOffset,
          bottomOffset,
        }),
      );
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [visibleOffset, bottomOffset]);

  const scrollToTop = () => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const finish = () => document.getElementById('top')?.focus({ preventScroll: true });
    if (reduceMotion) {
      window.scrollTo(0, 0);
      return finish();
    }
    const step = () => {
      const next = nextScrollStep(window.scrollY);
      window.scrollTo(0, next);
      if (next > 0) requestAnimationFrame(step);
      else finish();
    };
    requestAnimationFrame(step);
  };

  return (
    <button
      type="button"
      className={styles.button}
      data-visible={visible}
      aria-hidden={!visible}
      tabIndex={visible ? 0 : -1}
      onClick={scrollToTop}
      aria-label="Back to top"
    >
      {iconUrl ? <img src={iconUrl} alt="" width={22} height={22} /> : <ChevronUp />}
    </button>
  );
}
