import { isIPv4, isIPv6 } from 'node:net';
import type { IncomingMessage } from 'node:http';

/** The header server.ts sets on every request to the visitor's address; whatever a client sends under it is replaced. */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

/** "::ffff:127.0.0.1" is how Node names an IPv4 peer on a dual-stack socket; one name per address. */
const normalise = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

/** Whether the request came straight from a proxy listed in TRUST_PROXY, whose headers may be believed. */
export const isFromTrustedProxy = (req: IncomingMessage, trustedProxies: readonly string[]) =>
  trustedProxies.includes(normalise(req.socket.remoteAddress ?? 'unknown'));

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

/** An IPv6 address's eight 16-bit groups (a trailing dotted IPv4 part as two), or null for anything else. */
function ipv6Groups(address: string): number[] | null {
  if (!isIPv6(address)) return null;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const hex = dotted
    ? address.slice(0, dotted.index) + [dotted.slice(1, 3), dotted.slice(3, 5)].map(([high, low]) => ((Number(high) << 8) | Number(low)).toString(16)).join(':')
    : address;
  const [head, tail] = hex.includes('::') ? hex.split('::') : [hex, undefined];
  const parse = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const [front, back] = [parse(head), parse(tail)];
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * Whom the per-visitor rate limits count a request against. An IPv4 address is one visitor; an IPv6 visitor is
 * their /64, the block a provider gives one household or phone, which holds more addresses than any limit could
 * count one by one. An IPv4 address written as IPv6 (`::ffff:1.2.3.4`) is that IPv4 address.
 */
export function rateLimitKeyOf(address: string): string {
  const groups = ipv6Groups(address.trim().replace(/%.*$/, ''));
  if (!groups) return address;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const ipv4 = [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
    if (isIPv4(ipv4)) return ipv4;
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
