import type { Page } from '@playwright/test';

/**
 * Waits on the page's own clock rather than the test's: resolves once a timer of `ms` set in the page now has fired.
 * A browser runs its timers in the order they fall due, so every timer of `ms` or less that the page set before this
 * (a script loaded "a second after", a loading bar shown "after 200 ms") has run by then, however busy the machine is.
 */
export async function pastPageTimers(page: Page, ms: number) {
  await page.evaluate((delay) => new Promise<void>((resolve) => setTimeout(resolve, delay)), ms);
}

/** Resolves once the page has drawn two more frames: a scroll started before then has moved the page by then. */
export async function pastTwoFrames(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}
