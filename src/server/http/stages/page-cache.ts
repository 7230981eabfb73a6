import { cachedPageAddressFor } from '@/features/routing/cached-page-address';
import type { Stage } from '../pipeline';

/** A menu filter or finder search is served by its own cached page (cached-page-address.ts). */
export const pageCache: Stage = {
  name: 'page cache',
  run({ req, res }) {
    const cachedPage = cachedPageAddressFor(req.url ?? '/');
    if (cachedPage && 'redirect' in cachedPage) {
      res.writeHead(303, { Location: cachedPage.redirect });
      res.end();
      return 'answered';
    }
    if (cachedPage) req.url = cachedPage.rewrite;
    return 'next';
  },
};
