import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { carriesSecret } from '@/lib/secret-addresses';
import type { ResponseWrapper } from './response-wrapper';
import { PROVIDER_SCRIPT_SOURCES, scriptDirectives } from './script-policy';
import { CONTENT_SECURITY_POLICY, isBackOfficePage, pagesLimitScripts } from './security-headers';

/** Request headers from which Next takes the nonce it writes on its scripts: only this module sets them. */
const NONCE_REQUEST_HEADERS = ['content-security-policy', 'content-security-policy-report-only'];

/**
 * Payload's back-office: its pages are rendered for each request (a staff member's session), never cached, so each
 * gets a nonce of its own. Next reads it from the request's policy header and writes it on every script it and React
 * render (its page data, its start-up code); a script that reached the page any other way has none and is refused.
 * Payload's admin loads nothing from other sites.
 */
function nameBackOfficeScripts(req: IncomingMessage, res: ServerResponse, basePolicy: string) {
  const policy = `${basePolicy}; ${scriptDirectives([`'nonce-${randomBytes(18).toString('base64')}'`], [])}`;
  req.headers['content-security-policy'] = policy;
  res.setHeader(CONTENT_SECURITY_POLICY, policy);
}

/**
 * The script policy of an answer, made before Next answers (docs/decisions/0032, 0054):
 * - a page of the site names the inline scripts it writes by their hashes (response-wrapper.ts holds it), and the
 *   outside scripts it may load; a page whose address carries a secret may load no consent or tracking script, only
 *   the providers a form of its own needs (src/lib/secret-addresses.ts);
 * - a page of the back-office names its scripts by a nonce.
 * A policy header a client sent with its request is dropped first: Next would write the nonce it names on its scripts.
 */
export function applyScriptPolicy(
  req: IncomingMessage,
  res: ServerResponse,
  response: ResponseWrapper,
  url: string,
  basePolicy: string,
  scriptSources: readonly string[],
) {
  for (const name of NONCE_REQUEST_HEADERS) delete req.headers[name];
  if (pagesLimitScripts(url)) response.holdPages(basePolicy, carriesSecret(url) ? PROVIDER_SCRIPT_SOURCES : scriptSources);
  else if (isBackOfficePage(url)) nameBackOfficeScripts(req, res, basePolicy);
}
