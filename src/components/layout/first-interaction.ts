/** The first signs that someone is using the page: a pointer, a touch, a key, focus or a scroll. */
const INTERACTION_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'] as const;

/**
 * Calls `callback` once, on the visitor's first interaction with the page, for the parts whose code waits for it
 * (decision 0024). Returns what stops waiting.
 */
export function onFirstInteraction(callback: () => void): () => void {
  const stopWaiting = () => {
    for (const type of INTERACTION_EVENTS) window.removeEventListener(type, start, true);
  };
  const start = () => {
    stopWaiting();
    callback();
  };
  for (const type of INTERACTION_EVENTS) window.addEventListener(type, start, { capture: true, passive: true });
  return stopWaiting;
}
