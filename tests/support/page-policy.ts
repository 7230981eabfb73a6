import { expect } from 'vitest';
import { inlineScriptHashes, unrecognisedInlineScripts } from '@/server/http/script-policy';
import { CONTENT_SECURITY_POLICY, securityHeadersFor } from '@/server/http/security-headers';

/**
 * A page's Content-Security-Policy is the site's base policy plus script directives naming each of the page's own
 * inline scripts (src/server/http/response-wrapper.ts): without one of them the page would not start. Every
 * inline script in the page is one the site writes (src/server/http/site-inline-scripts.ts): any other is refused.
 */
export function expectPagePolicy(policy: string | null, html: string, path = '/') {
  expect(policy?.startsWith(`${securityHeadersFor(path)[CONTENT_SECURITY_POLICY]}; script-src 'self' `), `${path}: ${policy}`).toBe(true);
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  const hashes = inlineScriptHashes(html);
  expect(hashes.length, `${path} has inline scripts`).toBeGreaterThan(0);
  for (const hash of hashes) expect(policy, path).toContain(hash);
  expect(
    unrecognisedInlineScripts(html).map((script) => script.slice(0, 120)),
    `${path}: inline scripts the site does not know`,
  ).toEqual([]);
}
