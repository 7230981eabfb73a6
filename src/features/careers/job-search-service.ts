import 'server-only';
import { isValidPosition, type LatLng } from '@/lib/geo';
import { MAX_DISTANCE_MILES } from '@/features/restaurants/domain/ranking';
import { loadGazetteer } from '@/features/restaurants/geo/load-gazetteer';
import { resolveOrigin } from '@/features/restaurants/geo/resolve-origin';
import { listedLocations } from '@/features/restaurants/published-restaurants';
import type { JobGroupChoice } from './domain/categories';
import { searchJobs, type JobResult } from './domain/job-search';
import { londonToday } from '@/lib/london-time';
import { listJobs } from './jobs';
import type { JobSearchParams } from './search-params';

type JobSearchOutcome = {
  jobs: JobResult[];
  /** The place distances are measured from, as the job seeker reads it ("M1 1AA", "your location"). */
  originLabel: string | null;
  /** Why nothing is listed, or why the location was not used; never an error. */
  message: string | null;
};

const LOCATION_HINT = 'Try a postcode such as M1 1AA or a town such as Leeds.';

/** A postcode (full or partial), postcode area or town, to a position: the restaurant finder's offline geo data. */
export async function locate(where: string): Promise<(LatLng & { label: string }) | null> {
  const origin = resolveOrigin(where, { gazetteer: loadGazetteer(), restaurants: await listedLocations() });
  return origin ? { lat: origin.lat, lng: origin.lng, label: origin.label } : null;
}

export async function runJobSearch(params: JobSearchParams, group: JobGroupChoice | null, now = new Date()): Promise<JobSearchOutcome> {
  let origin: (LatLng & { label: string }) | null = null;
  if (params.position && isValidPosition(params.position.lat, params.position.lng)) origin = { ...params.position, label: 'your location' };
  else if (params.where) {
    origin = await locate(params.where);
    if (!origin) return { jobs: [], originLabel: null, message: `We couldn't find “${params.where}”. ${LOCATION_HINT}` };
  }
  const jobs = searchJobs(await listJobs(), { keyword: params.keyword, jobTypes: params.jobTypes, group, origin }, londonToday(now));
  if (jobs.length) return { jobs, originLabel: origin?.label ?? null, message: null };
  const near = origin ? ` within ${MAX_DISTANCE_MILES} miles of ${origin.label}` : '';
  return {
    jobs,
    originLabel: origin?.label ?? null,
    message: `We have no open jobs matching your search${near} right now. Try fewer words, another place, or both job types.`,
  };
}
