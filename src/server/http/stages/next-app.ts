import type { IncomingMessage, ServerResponse } from 'node:http';
import { applyScriptPolicy } from '../apply-script-policy';
import type { Outcome, Stage } from '../pipeline';
import { CONTENT_SECURITY_POLICY } from '../security-headers';

/**
 * Everything else goes to Next.js, which also serves Payload's admin: each answer with its script policy (the site's
 * pages held and named by their scripts, the back-office's by a nonce: apply-script-policy.ts), compressed as Next
 * would have compressed it, beneath the response wrapper, so that a held page is compressed once per version.
 * `scriptSources` null: no script policy (development, whose scripts Next rebuilds and evaluates on the fly).
 */
export const nextApp = (handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>, scriptSources: readonly string[] | null): Stage => ({
  name: 'Next.js',
  async run(exchange): Promise<Outcome> {
    const { req, res, url, securityHeaders, response } = exchange;
    if (scriptSources) applyScriptPolicy(req, res, response, url, securityHeaders[CONTENT_SECURITY_POLICY]!, scriptSources);
    response.compressLikeNext();
    await handle(req, res);
    return 'answered';
  },
});
