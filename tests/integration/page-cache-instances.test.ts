/**
 * Two app instances on one PostgreSQL database, each with its own page cache (as behind nginx): a page edited through
 * the back-office of one shows on the other within seconds, not after the other's cache hour (docs/decisions/0029).
 */
import { describe, expect, it } from 'vitest';
import { runningSitePairs, staffHeaders } from '../support/site-api';

describe.each(runningSitePairs.filter(([name]) => name === 'PostgreSQL'))('page caches of the instances on %s', (_name, first, second) => {
  it('expire together: an edit saved on one instance shows on the other within five seconds', async () => {
    const headers = await staffHeaders(first);
    const slug = `shared-cache-${Date.now()}`;
    const created = await fetch(`${first}/cms-api/pages`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: 'Shared cache check', slug, _status: 'published', tiles: [{ heading: 'Before the edit' }] }),
    });
    expect(created.status).toBe(201);
    const { doc } = (await created.json()) as { doc: { id: number } };
    try {
      // The second instance renders the page and keeps it in its own cache.
      for (let visit = 0; visit < 2; visit++) expect(await (await fetch(`${second}/${slug}`)).text()).toContain('Before the edit');

      const edited = await fetch(`${first}/cms-api/pages/${doc.id}`, { method: 'PATCH', headers, body: JSON.stringify({ tiles: [{ heading: 'After the edit' }] }) });
      expect(edited.status).toBe(200);
      const savedAt = Date.now();
      await expect.poll(async () => (await (await fetch(`${second}/${slug}`)).text()).includes('After the edit'), { timeout: 5_000, interval: 250 }).toBe(true);
      expect(Date.now() - savedAt).toBeLessThan(5_000);
    } finally {
      await fetch(`${first}/cms-api/pages/${doc.id}`, { method: 'DELETE', headers });
    }
  });
});
