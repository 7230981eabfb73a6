import type { IncomingMessage } from 'node:http';

/** The header server.ts sets on every request to the visitor's address; whatever a client sends under it is replaced. */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

/** "::ffff:127.0.0.1" is how Node names an IPv4 peer on a dual-stack socket; one name per address. */
const normalise = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

/** Whether the request came straight from a proxy listed in TRUST_PROXY, whose headers may be believed. */
export const isFromTrustedProxy = (req: IncomingMessage, trustedProxies: readonly string[]) => trustedProxies.includes(normalise(req.socket.remoteAddress ?? 'unknown'));

/**
 * The visitor's address, for rate limits and logs. Behind a trusted proxy (TRUST_PROXY) it is the last address the
 * proxies appended to X-Forwarded-For that is not a proxy itself: earlier entries are whatever the client wrote and
 * prove nothing. From anyone else the header is ignored, so a client cannot choose its own address.
 */
export function clientAddress(req: IncomingMessage, trustedProxies: readonly string[]): string {
  const peer = normalise(req.socket.remoteAddress ?? 'unknown');
  if (!isFromTrustedProxy(req, trustedProxies)) return peer;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map(normalise).filter(Boolean);
  while (hops.length > 0 && trustedProxies.includes(hops.at(-1)!)) hops.pop();
  return hops.at(-1) ?? peer;
}

/** The visitor's address as server.ts decided it for this request, read where only the request's headers reach. */
export const requestClientAddress = (headers: Headers): string => headers.get(CLIENT_ADDRESS_HEADER) || 'unknown';
