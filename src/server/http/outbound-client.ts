import { Agent, fetch as undiciFetch, type RequestInit, type Response } from 'undici';

/**
 * The one HTTP client for outside services (booking provider, CRM, bot check, payments …). Each kind of service
 * gets its own connection pool with the spec's limits (section 9), so a slow provider cannot starve the others.
 */
export const outboundLimits = {
  booking: { maxSockets: 128, timeoutMs: 60_000 },
  net: { maxSockets: 50, timeoutMs: 30_000 },
} as const;

type OutboundKind = keyof typeof outboundLimits;

export class OutboundTimeoutError extends Error {
  override name = 'OutboundTimeoutError';
}

export type OutboundClient = {
  request: (url: string, init?: RequestInit) => Promise<Response>;
  close: () => Promise<void>;
  readonly limits: { maxSockets: number; timeoutMs: number };
};

export function createOutboundClient(limits: { maxSockets: number; timeoutMs: number }): OutboundClient {
  const agent = new Agent({
    connections: limits.maxSockets,
    connectTimeout: limits.timeoutMs,
    headersTimeout: limits.timeoutMs,
    bodyTimeout: limits.timeoutMs,
    keepAliveTimeout: 10_000,
  });
  return {
    limits,
    async request(url, init = {}) {
      // The whole exchange, not just each phase, must finish within the limit.
      const signal = AbortSignal.any([AbortSignal.timeout(limits.timeoutMs), ...(init.signal ? [init.signal as AbortSignal] : [])]);
      try {
        return await undiciFetch(url, { ...init, dispatcher: agent, signal });
      } catch (error) {
        if (error instanceof Error && (error.name === 'TimeoutError' || (error.cause as Error | undefined)?.name?.includes('Timeout'))) {
          throw new OutboundTimeoutError(`Request to ${new URL(url).host} took longer than ${limits.timeoutMs} ms`);
        }
        throw error;
      }
    },
    close: () => agent.close(),
  };
}

const clients = new Map<OutboundKind, OutboundClient>();

/** The shared client for a kind of outside service. */
export function outboundClient(kind: OutboundKind): OutboundClient {
  let client = clients.get(kind);
  if (!client) {
    client = createOutboundClient(outboundLimits[kind]);
    clients.set(kind, client);
  }
  return client;
}
