import type { Stage } from '../pipeline';
import { hasAllowedOrigin, nameSameSiteOrigin } from '../origin-check';
import { refuse } from '../refusals';

/** A post from a foreign page is refused before anything counts it against anyone (origin-check.ts). */
export const originCheck = (siteUrl: string): Stage => ({
  name: 'origin check',
  run({ req, res }) {
    if (!hasAllowedOrigin(req, siteUrl)) {
      refuse(req, res, 'foreignOrigin');
      return 'answered';
    }
    nameSameSiteOrigin(req);
    return 'next';
  },
});
