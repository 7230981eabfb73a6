import 'server-only';
import { unstable_cache } from 'next/cache';
import { payloadClient } from '@/server/payload';
import { cacheTags } from '@/server/revalidate';
import type { FormChoice, SiteSetting } from '@/payload-types';
import { CONTENT_CACHE_SECONDS } from './cache';

export const getSiteSettings = unstable_cache(
  async (): Promise<SiteSetting> => (await payloadClient()).findGlobal({ slug: 'site-settings', depth: 1 }),
  ['site-settings'],
  { tags: [cacheTags.siteSettings], revalidate: CONTENT_CACHE_SECONDS },
);

export const getFormChoices = unstable_cache(
  async (): Promise<FormChoice> => (await payloadClient()).findGlobal({ slug: 'form-choices', depth: 0 }),
  ['form-choices'],
  { tags: [cacheTags.choices], revalidate: CONTENT_CACHE_SECONDS },
);
