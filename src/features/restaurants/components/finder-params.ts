import { z } from 'zod';
import { MAX_QUERY_LENGTH } from '../geo/resolve-origin';

/** A finder address's query: ?q=CH65+9JJ for a search, or ?lat=53.278&lng=-2.902 for a position. Anything else shows every restaurant. */
export type FinderRequest = { kind: 'query'; query: string } | { kind: 'position'; lat: number; lng: number } | { kind: 'browse' };

const firstValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const coordinate = z
  .string()
  .regex(/^-?\d{1,3}(\.\d+)?$/)
  .transform(Number);

export function finderRequest(searchParams: Record<string, string | string[] | undefined>): FinderRequest {
  const query = firstValue(searchParams.q)?.trim();
  if (query) return { kind: 'query', query };
  const lat = coordinate.safeParse(firstValue(searchParams.lat));
  const lng = coordinate.safeParse(firstValue(searchParams.lng));
  if (lat.success && lng.success) return { kind: 'position', lat: lat.data, lng: lng.data };
  return { kind: 'browse' };
}

/**
 * The part of a finder address that decides its answer, written one way (the query trimmed, spaced once and cut to
 * the longest search we answer; or the position), or null when it shows every restaurant. routing/cached-page-address.ts rewrites a
 * search to a path carrying this key, so each search is a cached page of its own, as a restaurant page is.
 */
export function finderSearchKey(params: URLSearchParams): string | null {
  const request = finderRequest({ q: params.get('q') ?? undefined, lat: params.get('lat') ?? undefined, lng: params.get('lng') ?? undefined });
  if (request.kind === 'query') return new URLSearchParams({ q: request.query.replace(/\s+/g, ' ').slice(0, MAX_QUERY_LENGTH).trim() }).toString();
  if (request.kind === 'position') return new URLSearchParams({ lat: String(request.lat), lng: String(request.lng) }).toString();
  return null;
}

/** The search a path segment carrying a `finderSearchKey` stands for; every restaurant for one that is not a key. */
export function finderRequestOfSegment(segment: string): FinderRequest {
  try {
    return finderRequest(Object.fromEntries(new URLSearchParams(decodeURIComponent(segment))));
  } catch (error) {
    if (error instanceof URIError) return { kind: 'browse' };
    throw error;
  }
}
