import { z } from 'zod';
import { MAX_QUERY_LENGTH } from '@/features/restaurants/geo/resolve-origin';
import { JOB_TYPES, type JobType } from './domain/categories';
import { ALL_JOB_TYPES } from './domain/job-search';

/**
 * A job search's address (spec section 2: filters kept in the address, so it works without JavaScript and can be
 * shared): ?q=chef&where=M1+1AA&type=full-time&type=part-time, or &lat=…&lng=… for the browser's position.
 * Isomorphic: the page parses it on the server, the API from its query, the geolocation button builds it.
 */
export type JobSearchParams = {
  keyword: string;
  where: string;
  position: { lat: number; lng: number } | null;
  jobTypes: JobType[];
  /** Which page of the results, from 1 (`&page=2`): a long list comes a page at a time. */
  page: number;
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
const all = (value: string | string[] | undefined) => (Array.isArray(value) ? value : value ? [value] : []);
const coordinate = z
  .string()
  .regex(/^-?\d{1,3}(\.\d+)?$/)
  .transform(Number);
const jobTypeValues: readonly string[] = JOB_TYPES.map((type) => type.value);
const pageNumber = z
  .string()
  .regex(/^[1-9]\d{0,3}$/)
  .transform(Number);

export function jobSearchParams(searchParams: Record<string, string | string[] | undefined>): JobSearchParams {
  const lat = coordinate.safeParse(first(searchParams.lat));
  const lng = coordinate.safeParse(first(searchParams.lng));
  const types = all(searchParams.type).filter((type): type is JobType => jobTypeValues.includes(type));
  return {
    keyword: first(searchParams.q).trim().slice(0, MAX_QUERY_LENGTH),
    where: first(searchParams.where).trim().slice(0, MAX_QUERY_LENGTH),
    position: lat.success && lng.success ? { lat: lat.data, lng: lng.data } : null,
    // Both ticked by default (spec section 9), and when none is: nobody searches for no jobs at all.
    jobTypes: types.length ? [...new Set(types)] : ALL_JOB_TYPES,
    page: pageNumber.catch(1).parse(first(searchParams.page)),
  };
}

/** The same search as an address query, leaving out what is the default. */
export function jobSearchQuery(params: Partial<JobSearchParams>): string {
  const query = new URLSearchParams();
  if (params.keyword) query.set('q', params.keyword);
  if (params.position) {
    query.set('lat', params.position.lat.toFixed(3));
    query.set('lng', params.position.lng.toFixed(3));
  } else if (params.where) query.set('where', params.where);
  if (params.jobTypes && params.jobTypes.length < ALL_JOB_TYPES.length) for (const type of params.jobTypes) query.append('type', type);
  if (params.page && params.page > 1) query.set('page', String(params.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** URLSearchParams as the record jobSearchParams takes (for the API). */
export function paramsRecord(params: URLSearchParams): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) record[key] = params.getAll(key);
  return record;
}
