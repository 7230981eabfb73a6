import { rankByDistance, MAX_DISTANCE_MILES } from '@/features/restaurants/domain/ranking';
import type { LatLng } from '@/lib/geo';
import { JOB_TYPES, roleCategoryLabel, type JobGroupChoice, type JobType } from './categories';
import { isOpen, type Job } from './job';

export type JobFilters = {
  keyword: string;
  /** Both by default (spec section 9); none ticked shows both too, rather than nothing. */
  jobTypes: JobType[];
  group: JobGroupChoice | null;
  /** Where the job seeker is; without it jobs are not ranked or cut by distance. */
  origin: LatLng | null;
};

export type JobResult = Job & { distance: number | null };

export const ALL_JOB_TYPES: JobType[] = JOB_TYPES.map((type) => type.value);

/** "Café" and "cafe", "KITCHEN" and "kitchen" match. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function matchesKeyword(job: Job, keyword: string): boolean {
  const words = fold(keyword).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold([job.name, job.location.name, job.location.city, roleCategoryLabel(job.category), job.summary].join(' '));
  return words.every((word) => haystack.includes(word));
}

const matchesGroup = (job: Job, group: JobGroupChoice | null) =>
  !group || (group.kind === 'category' ? job.category === group.value : job.titleGroup === group.value);

/**
 * The open jobs that match, spec section 9: with a location, only jobs within 100 miles, nearest first (ties keep
 * their order); without one, every match, soonest closing first so nobody misses a deadline.
 */
export function searchJobs(jobs: readonly Job[], filters: JobFilters, today: string): JobResult[] {
  const types = filters.jobTypes.length ? filters.jobTypes : ALL_JOB_TYPES;
  const matching = jobs.filter(
    (job) => isOpen(job, today) && types.includes(job.jobType) && matchesGroup(job, filters.group) && matchesKeyword(job, filters.keyword),
  );
  if (!filters.origin) {
    const closing = (job: Job) => job.closeDate ?? '9999-12-31';
    return [...matching].sort((a, b) => closing(a).localeCompare(closing(b)) || a.name.localeCompare(b.name)).map((job) => ({ ...job, distance: null }));
  }
  const positioned = matching.map((job) => ({ job, lat: job.location.lat, lng: job.location.lng }));
  return rankByDistance(positioned, filters.origin, { limit: Number.POSITIVE_INFINITY, maxDistance: MAX_DISTANCE_MILES }).map(({ job, distance }) => ({
    ...job,
    distance,
  }));
}
