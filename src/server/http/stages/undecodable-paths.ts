import { serviceResultBody } from '@/features/api/service-results';
import type { Stage } from '../pipeline';
import { isApiPath, sendJson } from '../refusals';

/** Any address no content page can have: the catch-all page route answers it with the 404 page. */
const NOT_FOUND_PATH = '/address-not-valid';

function isDecodablePath(url: string): boolean {
  try {
    decodeURIComponent(url.split('?')[0]!);
    return true;
  } catch (error) {
    if (error instanceof URIError) return false;
    throw error;
  }
}

/**
 * Next answers a path with broken percent-encoding (/menu/%E0%A4%A) with a bare 500. It is an address that cannot
 * exist: the API says so as a service result, pages show the 404 page.
 */
export const undecodablePaths: Stage = {
  name: 'undecodable paths',
  run({ req, res, url }) {
    if (isDecodablePath(url)) return 'next';
    if (isApiPath(url)) {
      sendJson(res, 400, serviceResultBody('validationFailed'));
      return 'answered';
    }
    req.url = NOT_FOUND_PATH;
    return 'next';
  },
};
