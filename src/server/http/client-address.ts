/** The header server.ts sets on every request to the visitor's address; whatever a client sends under it is replaced. */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The visitor's address: the socket's peer, or, when the peer is a proxy on this machine (nginx in front), the
 * address that proxy appended to X-Forwarded-For (the last entry: the ones before it are whatever the client sent).
 */
export function clientAddressOf(socketAddress: string | undefined, forwardedFor: string | string[] | undefined): string {
  const peer = socketAddress ?? 'unknown';
  const forwarded = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')).split(',').map((entry) => entry.trim()).filter(Boolean);
  return loopback.has(peer) && forwarded.length ? forwarded[forwarded.length - 1]! : peer;
}
