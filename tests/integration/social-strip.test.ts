/**
 * The social strip (issue 32, item 4): the cached home page lists the posts GET /api/social/insta/media serves, and a
 * post marketing adds or deletes shows there at once, on every instance (the social-posts cache tag).
 */
import { describe, expect, it } from 'vitest';
import { apiClient, runningSitePairs, runningSites, staffHeaders } from '../support/site-api';

type Post = { permalink: string; alt: string };

const homePermalinks = async (site: string) =>
  [...(await (await fetch(`${site}/`)).text()).matchAll(/href="(https:\/\/social\.marigold\.example\/p\/[^"]+)"/g)].map(([, link]) => link!);

async function withNewPost(site: string, check: (permalink: string) => Promise<void>) {
  const headers = await staffHeaders(site);
  const media = (await (await fetch(`${site}/cms-api/media?where[filename][equals]=hero-gift-card.svg&depth=0`, { headers })).json()) as {
    docs: { id: number }[];
  };
  const permalink = `https://social.marigold.example/p/integration-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const created = await fetch(`${site}/cms-api/social-posts`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      image: media.docs[0]!.id,
      caption: 'A gift card for every occasion.',
      permalink,
      postedAt: new Date(Date.now() + 60_000).toISOString(),
      show: true,
    }),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const { doc } = (await created.json()) as { doc: { id: number } };
  try {
    await check(permalink);
  } finally {
    expect((await fetch(`${site}/cms-api/social-posts/${doc.id}`, { method: 'DELETE', headers })).status).toBe(200);
  }
}

describe.each(runningSites)('the social strip on %s', (_name, site) => {
  it('lists the latest posts the API serves, newest first, and follows an added or deleted post at once', async () => {
    const { status, body } = await (await apiClient(site)).getJson<{ data: Post[] }>('/api/social/insta/media');
    expect(status).toBe(200);
    expect(await homePermalinks(site)).toEqual(body.data.slice(0, 6).map(({ permalink }) => permalink));

    await withNewPost(site, async (permalink) => {
      expect((await homePermalinks(site))[0]).toBe(permalink);
    });
    expect((await homePermalinks(site)).some((link) => link.includes('/integration-'))).toBe(false);
  });
});

describe.each(runningSitePairs.filter(([name]) => name === 'PostgreSQL'))('the social strip on two instances on %s', (_name, first, second) => {
  it('shows a post added on one instance on the other within five seconds', async () => {
    for (let visit = 0; visit < 2; visit++) await homePermalinks(second);
    await withNewPost(first, async (permalink) => {
      await expect.poll(async () => (await homePermalinks(second))[0], { timeout: 5_000, interval: 250 }).toBe(permalink);
    });
  });
});
