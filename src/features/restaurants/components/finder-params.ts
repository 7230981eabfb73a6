import { z } from 'zod';

/** A finder address's query: ?q=CH65+9JJ for a search, or ?lat=53.278&lng=-2.902 for a position. Anything else shows every restaurant. */
export type FinderRequest = { kind: 'query'; query: string } | { kind: 'position'; lat: number; lng: number } | { kind: 'browse' };

const firstValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const coordinate = z.string().regex(/^-?\d{1,3}(\.\d+)?$/).transform(Number);

export function finderRequest(searchParams: Record<string, string | string[] | undefined>): FinderRequest {
  const query = firstValue(searchParams.q)?.trim();
  if (query) return { kind: 'query', query };
  const lat = coordinate.safeParse(firstValue(searchParams.lat));
  const lng = coordinate.safeParse(firstValue(searchParams.lng));
  if (lat.success && lng.success) return { kind: 'position', lat: lat.data, lng: lng.data };
  return { kind: 'browse' };
}
