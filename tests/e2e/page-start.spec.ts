import { expect, test } from './fixtures';

// A page's framework scripts are added only once it has painted (src/server/http/scripts-after-first-paint.ts).
for (const path of ['/', '/book-now', '/careers/job-search']) {
  test(`${path} paints before it fetches its scripts, then starts as before`, async ({ page }) => {
    await page.goto(path);
    // Hydrated: the app router announces route changes from here on.
    await expect(page.locator('next-route-announcer')).toHaveCount(1);
    const { paintedAt, scriptsRequestedAt } = await page.evaluate(() => ({
      paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scriptsRequestedAt: performance
        .getEntriesByType('resource')
        .filter(({ name }) => new URL(name).pathname.startsWith('/_next/static/chunks/') && new URL(name).pathname.endsWith('.js'))
        .map(({ startTime }) => startTime),
    }));
    expect(paintedAt).toBeGreaterThan(0);
    expect(scriptsRequestedAt.length).toBeGreaterThan(3);
    expect(Math.min(...scriptsRequestedAt)).toBeGreaterThanOrEqual(paintedAt!);
    // Each file once: Next's own loader finds the scripts already on the page rather than adding them again.
    const scripts = await page.locator('script[src^="/_next/static/chunks/"]').evaluateAll((tags) => tags.map((tag) => tag.getAttribute('src')));
    expect(new Set(scripts).size).toBe(scripts.length);
  });
}
