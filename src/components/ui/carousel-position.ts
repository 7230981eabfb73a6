/** Pure arithmetic of the tile carousel, kept apart from the DOM so it can be tested. */

/** The slide whose start is nearest the track's scroll position (slides' left edges, in the track's coordinates). */
export function nearestSlide(scrollLeft: number, slideStarts: readonly number[]): number {
  let nearest = 0;
  slideStarts.forEach((start, index) => {
    if (Math.abs(start - scrollLeft) < Math.abs(slideStarts[nearest]! - scrollLeft)) nearest = index;
  });
  return nearest;
}

/** The slide `step` places on from `current`, wrapping round at both ends as the WAI-ARIA example does. */
export const stepSlide = (current: number, step: number, count: number): number => (count > 0 ? (((current + step) % count) + count) % count : 0);

/** What the arrow keys do in the carousel: a step, or null for keys it leaves alone. */
export const keyStep = (key: string): number | null => (key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : null);

/** "n of m", the slide's name (WAI-ARIA carousel pattern). */
export const slideLabel = (index: number, count: number) => `${index + 1} of ${count}`;
