'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { keyStep, nearestSlide, slideLabel, stepSlide } from './carousel-position';
import styles from './tile-carousel.module.css';

/** Keys typed into a field inside a slide are the field's, not the carousel's. */
const isField = (target: EventTarget) => target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName));

/**
 * The carousel's frame (WAI-ARIA carousel pattern): a labelled region, the slides in a native scroll-snap row, and
 * previous and next buttons. The row is the whole carousel without scripts too (swipe, scrollbar, or Tab into a
 * slide), so these buttons and the arrow keys only move its scroll position: nothing is re-laid out, nothing shifts.
 */
export function CarouselFrame({ label, count, children }: { label: string; count: number; children: ReactNode }) {
  const trackId = useId();
  const track = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState('');

  // The slide a smooth scroll is on its way to: a second press while it moves steps on from there, not from halfway.
  const aimedAt = useRef<number | null>(null);
  const settling = useRef<ReturnType<typeof setTimeout>>(undefined);

  const slides = () => [...(track.current?.children ?? [])] as HTMLElement[];
  const go = (step: number) => {
    const row = track.current;
    if (!row) return;
    const starts = slides().map((slide) => slide.offsetLeft);
    const next = stepSlide(aimedAt.current ?? nearestSlide(row.scrollLeft, starts), step, count);
    // The last motion's settle timer must not forget this aim before this motion's first scroll event.
    clearTimeout(settling.current);
    aimedAt.current = next;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    row.scrollTo({ left: starts[next] ?? 0, behavior: smooth ? 'smooth' : 'auto' });
    setStatus(`Slide ${slideLabel(next, count)}`);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = keyStep(event.key);
    if (step === null || event.altKey || event.ctrlKey || event.metaKey || isField(event.target)) return;
    event.preventDefault();
    go(step);
  };

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown}>
      {/* Focusable, so a keyboard reaches every slide (and scrolls it) even before or without scripts. */}
      <div
        id={trackId}
        ref={track}
        className={styles.track}
        tabIndex={0}
        onScroll={() => {
          clearTimeout(settling.current);
          settling.current = setTimeout(() => (aimedAt.current = null), 150);
        }}
        onPointerDown={() => (aimedAt.current = null)}
      >
        {children}
      </div>
      <div className={styles.controls} data-needs-scripts="">
        <button type="button" className={styles.arrow} aria-controls={trackId} onClick={() => go(-1)}>
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">Previous slide</span>
        </button>
        <button type="button" className={styles.arrow} aria-controls={trackId} onClick={() => go(1)}>
          <span aria-hidden="true">›</span>
          <span className="visually-hidden">Next slide</span>
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {status}
      </p>
    </section>
  );
}
