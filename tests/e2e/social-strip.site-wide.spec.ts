import { acceptCookiesBeforeVisit, expect, test } from './fixtures';

/** Site-wide: a new post changes the home page's strip for everyone, so this runs alone, after the other specs. */
test('a social post marketing adds shows on the cached home page at once, and goes when deleted', async ({ page, request, adminToken }) => {
  const headers = { Authorization: `JWT ${adminToken}` };
  await acceptCookiesBeforeVisit(page);
  await page.goto('/');
  const strip = page.getByRole('list', { name: 'Latest social posts' });
  await expect(strip.getByRole('link').first()).toBeAttached();

  const media = (await (await request.get('/cms-api/media?where[filename][equals]=hero-gift-card.svg&depth=0', { headers })).json()) as {
    docs: { id: number; alt: string }[];
  };
  const image = media.docs[0]!;
  const permalink = `https://social.marigold.example/p/e2e-${Date.now()}`;
  const created = await request.post('/cms-api/social-posts', {
    headers,
    data: { image: image.id, caption: 'Gift cards for the whole family.', permalink, postedAt: new Date().toISOString(), show: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { doc } = (await created.json()) as { doc: { id: number } };
  try {
    await page.reload();
    const newest = strip.getByRole('link').first();
    await expect(newest).toHaveAttribute('href', permalink);
    await expect(newest.getByRole('img')).toHaveAttribute('alt', image.alt.trim());
  } finally {
    expect((await request.delete(`/cms-api/social-posts/${doc.id}`, { headers })).status()).toBe(200);
  }
  await page.reload();
  await expect(strip.getByRole('link').first()).not.toHaveAttribute('href', permalink);
});
