import { createHash } from 'node:crypto';
import { isSiteInlineScript } from './site-inline-scripts';

/**
 * The scripts a page of the site may run: its own files, the inline scripts it writes (recognised by their form and
 * named by their hashes, so a script injected into the page runs nowhere) and the outside providers the site loads on
 * demand. No 'unsafe-inline' and no 'unsafe-eval' (docs/decisions/0032, 0054).
 */

/** Braintree's card form (and the PayPal device check it adds) and Google's reCAPTCHA, when a form needs them. */
export const PROVIDER_SCRIPT_SOURCES = [
  'https://js.braintreegateway.com',
  'https://assets.braintreegateway.com',
  'https://c.paypal.com',
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
];

/** The origins of configured script addresses (the consent and tracking scripts), beside the providers'. */
export function scriptSourcesOf(configuredScriptUrls: readonly (string | undefined)[]): string[] {
  const configured = configuredScriptUrls.filter((url) => url !== undefined).map((url) => new URL(url).origin);
  return [...new Set([...PROVIDER_SCRIPT_SOURCES, ...configured])];
}

/** A data block (JSON-LD) is never run, so it needs no hash. */
const RUNNABLE_TYPE = /^(|text\/javascript|application\/javascript|module)$/i;
const OPENING = Buffer.from('<script');
const CLOSING = Buffer.from('</script');
/** What may follow "<script" in an opening tag: whitespace, "/" or ">" (so not "<scripts>"). */
const ENDS_TAG_NAME = new Set([0x09, 0x0a, 0x0c, 0x0d, 0x20, 0x2f, 0x3e]);

/**
 * The runnable inline scripts in a page, as the bytes between their tags. Read as bytes (a page is mostly the page's
 * data, and decoding it all as text would cost more than hashing it); the tags are matched as React writes them, in
 * lower case: anything else is never named in a policy, and so refused.
 */
export function runnableInlineScripts(page: Buffer | string): Buffer[] {
  const html = typeof page === 'string' ? Buffer.from(page, 'utf8') : page;
  const scripts: Buffer[] = [];
  let opening = html.indexOf(OPENING);
  while (opening !== -1) {
    const tagEnd = html.indexOf(0x3e, opening);
    const closing = tagEnd === -1 ? -1 : html.indexOf(CLOSING, tagEnd);
    if (closing === -1) break;
    if (!ENDS_TAG_NAME.has(html[opening + OPENING.length]!)) {
      opening = html.indexOf(OPENING, opening + 1);
      continue;
    }
    const attributes = html.toString('latin1', opening + OPENING.length, tagEnd);
    const type = attributes.match(/\stype\s*=\s*["']?([^"'\s>]*)/i)?.[1] ?? '';
    if (!/\ssrc\s*=/i.test(attributes) && RUNNABLE_TYPE.test(type)) scripts.push(html.subarray(tagEnd + 1, closing));
    opening = html.indexOf(OPENING, closing + CLOSING.length);
  }
  return scripts;
}

/** The page's inline scripts that the site did not write (src/server/http/site-inline-scripts.ts), as text. */
export const unrecognisedInlineScripts = (page: Buffer | string) =>
  runnableInlineScripts(page)
    .map((script) => script.toString('utf8'))
    .filter((script) => !isSiteInlineScript(script));

/**
 * CSP hash sources of the page's inline scripts that the site and its renderer write, each once, in the form a policy
 * names them. Any other inline script (one planted through content, say) goes unnamed, and the browser refuses it.
 */
export function inlineScriptHashes(page: Buffer | string): string[] {
  const hashes = new Set<string>();
  for (const script of runnableInlineScripts(page)) {
    if (isSiteInlineScript(script.toString('utf8'))) hashes.add(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The script directives for a page. ALTCHA's proof of work runs in workers made from blob: addresses (worker-src
 * would otherwise fall back to script-src and refuse them).
 */
export const scriptDirectives = (hashes: readonly string[], sources: readonly string[]) =>
  `script-src 'self' ${[...hashes, ...sources].join(' ')}; worker-src 'self' blob:`;
