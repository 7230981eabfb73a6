/*
 * The cache tags of the site's cached reads and pages, and what the instances tell each other about them
 * (docs/decisions/0029). No Next or Payload imports: server.ts reads this too.
 */
import { randomUUID } from 'node:crypto';

/** Cache tags for content reads; a Payload hook expires them when staff change the content behind them. */
export const cacheTags = {
  siteSettings: 'site-settings',
  choices: 'choices',
  pages: 'pages',
  page: (slug: string) => `page:${slug}`,
  restaurants: 'restaurants',
  menus: 'menus',
  enquirySettings: 'enquiry-settings',
  jobs: 'jobs',
  socialPosts: 'social-posts',
} as const;

/** Every tag the site's cached reads and pages carry: what an instance expires when it may have missed notices. */
export const ALL_PAGES_TAG = '_N_T_/layout';
export const everyCacheTag = (): string[] => [ALL_PAGES_TAG, ...Object.values(cacheTags).flatMap((tag) => (typeof tag === 'string' ? [tag] : []))];

/** The PostgreSQL channel on which an instance tells the others which tags it expired. */
export const EXPIRY_CHANNEL = 'marigold_expired_cache_tags';

export type ExpiryNotice = { from: string; tags: string[] };

/** This process, so it does not expire again what it has just expired itself; one id however often it is loaded. */
const PROCESS_ID = Symbol.for('marigold.process-id');
const processWide = globalThis as { [PROCESS_ID]?: string };
export const processId = (processWide[PROCESS_ID] ??= randomUUID());
