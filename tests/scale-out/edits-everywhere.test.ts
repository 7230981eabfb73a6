/**
 * Staff edit a page in the back-office through nginx; within five seconds every visitor sees the edit, whichever
 * instance answers them and whatever nginx has kept: each instance's page cache hears of the edit (decision 0029) and
 * nginx keeps a page for one second only.
 */
import { describe, expect, it } from 'vitest';
import { withTemporaryPage } from '../support/temporary-page';

const base = process.env.TEST_SCALE_OUT_URL!;
const instances = process.env.TEST_SCALE_OUT_INSTANCES?.split(',') ?? [];
const everywhere = [base, ...instances];

const shows = async (site: string, path: string, text: string) => (await (await fetch(`${site}${path}`)).text()).includes(text);

describe.runIf(base)('an edit through nginx', () => {
  it('shows on every instance and through nginx within five seconds', async () => {
    await withTemporaryPage(base, 'Before the edit', async ({ slug, retitle }) => {
      // Every instance renders the page and keeps it in its page cache; nginx keeps it too.
      for (const site of everywhere) for (let visit = 0; visit < 2; visit++) expect(await shows(site, `/${slug}`, 'Before the edit')).toBe(true);

      await retitle('After the edit');
      const savedAt = Date.now();
      for (const site of everywhere) {
        await expect.poll(() => shows(site, `/${slug}`, 'After the edit'), { timeout: 5_000, interval: 200 }).toBe(true);
      }
      expect(Date.now() - savedAt).toBeLessThan(5_000);
    });
  });
});
