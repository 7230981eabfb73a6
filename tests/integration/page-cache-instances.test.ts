/**
 * Two app instances on one PostgreSQL database, each with its own page cache (as behind nginx): a page edited through
 * the back-office of one shows on the other within seconds, not after the other's cache hour (docs/decisions/0029).
 */
import { describe, expect, it } from 'vitest';
import { runningSitePairs } from '../support/site-api';
import { withTemporaryPage } from '../support/temporary-page';

const shows = async (site: string, path: string, text: string) => (await (await fetch(`${site}${path}`)).text()).includes(text);

describe.each(runningSitePairs.filter(([name]) => name === 'PostgreSQL'))('page caches of the instances on %s', (_name, first, second) => {
  it('expire together: an edit saved on one instance shows on the other within five seconds', async () => {
    await withTemporaryPage(first, 'Before the edit', async ({ slug, retitle }) => {
      // The second instance renders the page and keeps it in its own cache.
      for (let visit = 0; visit < 2; visit++) expect(await shows(second, `/${slug}`, 'Before the edit')).toBe(true);

      await retitle('After the edit');
      const savedAt = Date.now();
      await expect.poll(() => shows(second, `/${slug}`, 'After the edit'), { timeout: 5_000, interval: 250 }).toBe(true);
      expect(Date.now() - savedAt).toBeLessThan(5_000);
    });
  });
});
