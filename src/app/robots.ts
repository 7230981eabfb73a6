import type { MetadataRoute } from 'next';
import { env } from '@/server/env';

export const dynamic = 'force-dynamic';

/** robots.txt: the public site is open to crawlers; the back-office and the APIs are not pages. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/cms-api', '/api/'] },
    sitemap: new URL('/sitemap.xml', env().SITE_URL).href,
  };
}
