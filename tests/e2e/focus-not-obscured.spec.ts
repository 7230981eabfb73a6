import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * WCAG 2.2, 2.4.11 Focus Not Obscured: whatever a keyboard user moves to must not be hidden entirely under the sticky
 * header or the cookie banner. These pages open without a cookie choice, so the banner shows all along. Runs at both
 * widths (desktop and phone projects).
 */
const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

type FocusCheck = { element: string; hidden: boolean } | null;

/** The focused element and whether every visible point of it is under something else (the header, the banner). */
const focusedElement = (page: Page): Promise<FocusCheck> =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const rect = element.getBoundingClientRect();
    const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    // Points across the element, clipped to the window: it is hidden only when none of them reaches it.
    const xs = [0.1, 0.5, 0.9].map((f) => Math.min(window.innerWidth - 1, Math.max(0, rect.left + rect.width * f)));
    const ys = [0.1, 0.5, 0.9].map((f) => Math.min(window.innerHeight - 1, Math.max(0, rect.top + rect.height * f)));
    const reached = xs.some((x) =>
      ys.some((y) => {
        const hit = document.elementFromPoint(x, y);
        return hit !== null && (hit === element || element.contains(hit));
      }),
    );
    return { element: name, hidden: !reached };
  });

async function tabThrough(page: Page, key: 'Tab' | 'Shift+Tab', limit: number) {
  const hidden: string[] = [];
  let visited = 0;
  for (; visited < limit; visited++) {
    await page.keyboard.press(key);
    const focused = await focusedElement(page);
    if (!focused) break;
    if (focused.hidden) hidden.push(focused.element);
  }
  return { hidden, visited };
}

// The finder with its map, a menu with its sticky section navigation, and a restaurant page. Each walk goes far enough
// below the first screen that every step brings an element up from behind the banner, then back up under the header.
for (const path of ['/restaurants', '/menu/main', '/restaurants/ellesmere-port/cheshire-oaks']) {
  test(`${path}: nothing that takes focus is hidden under the header or the cookie banner`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(path);
    await expect(banner(page)).toBeVisible();
    const forwards = await tabThrough(page, 'Tab', 70);
    expect(forwards.visited).toBeGreaterThan(10);
    expect(forwards.hidden).toEqual([]);
    // Going back up the page, the browser brings each element in under the sticky header instead.
    const backwards = await tabThrough(page, 'Shift+Tab', 25);
    expect(backwards.hidden).toEqual([]);
  });
}

test('the back-to-top button can be pressed while the cookie banner shows', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(banner(page)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 1500));
  const button = page.getByRole('button', { name: 'Back to top' });
  await expect(button).toBeVisible();
  const [buttonBox, bannerBox] = [await button.boundingBox(), await banner(page).boundingBox()];
  expect(buttonBox!.y + buttonBox!.height).toBeLessThanOrEqual(bannerBox!.y);
  // A click reaches the element under the pointer: Playwright refuses (and times out) if the banner is in the way.
  await button.click({ timeout: 5_000 });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
