import { expect } from 'vitest';
import { staffHeaders } from './site-api';

type TemporaryPage = {
  slug: string;
  /** Saves the page with one tile under `heading`, as staff do in the back-office. */
  retitle: (heading: string) => Promise<void>;
};

/** A published content page with one tile headed `heading`, made through `base`'s back-office API for `test`, then deleted. */
export async function withTemporaryPage(base: string, heading: string, test: (page: TemporaryPage) => Promise<void>) {
  const headers = await staffHeaders(base);
  const slug = `temporary-page-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const created = await fetch(`${base}/cms-api/pages`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ title: 'Temporary page', slug, _status: 'published', tiles: [{ heading }] }),
  });
  expect(created.status).toBe(201);
  const { doc } = (await created.json()) as { doc: { id: number } };
  const retitle = async (next: string) => {
    const edited = await fetch(`${base}/cms-api/pages/${doc.id}`, { method: 'PATCH', headers, body: JSON.stringify({ tiles: [{ heading: next }] }) });
    expect(edited.status).toBe(200);
  };
  try {
    await test({ slug, retitle });
  } finally {
    await fetch(`${base}/cms-api/pages/${doc.id}`, { method: 'DELETE', headers });
  }
}
