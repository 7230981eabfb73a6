/** Scrolling rules of spec sections 2, 4 and 9, as pure functions so they can be tested without a browser. */

export const BACK_TO_TOP_VISIBLE_OFFSET = 600;
export const BACK_TO_TOP_BOTTOM_OFFSET = 0;
const DEFAULT_SCROLL_OFFSET = 58;
const HEADER_GAP = 15;
const WIDE_SCREEN_MIN = 576;

/**
 * Where the page is after one frame of the back-to-top animation: a fifth of the remaining distance closer to the top.
 * Whole pixels, rounded down, because browsers round scroll positions: 1.6 px would stay at 2 px for ever.
 */
export function nextScrollStep(scrollY: number): number {
  return Math.max(0, Math.floor(scrollY - scrollY / 5));
}

/** How far above a #target the page stops, so the sticky header does not cover it. */
export function hashScrollOffset(viewportWidth: number, headerHeight: number): number {
  return viewportWidth >= WIDE_SCREEN_MIN ? headerHeight + HEADER_GAP : DEFAULT_SCROLL_OFFSET;
}

export function isBackToTopVisible({
  scrollY,
  viewportHeight,
  pageHeight,
  visibleOffset = BACK_TO_TOP_VISIBLE_OFFSET,
  bottomOffset = BACK_TO_TOP_BOTTOM_OFFSET,
}: {
  scrollY: number;
  viewportHeight: number;
  pageHeight: number;
  visibleOffset?: number;
  bottomOffset?: number;
}): boolean {
  if (scrollY <= visibleOffset) return false;
  if (bottomOffset <= 0) return true;
  const distanceToBottom = pageHeight - (scrollY + viewportHeight);
  return distanceToBottom > bottomOffset;
}
