import 'server-only';
import { unstable_cache } from 'next/cache';
import { londonToday } from '@/lib/london-time';
import { payloadClient } from '@/server/payload';
import { cacheTags } from '@/server/revalidate';
import type { CareersSetting, Job as JobDoc, Restaurant } from '@/payload-types';
import { restaurantPath } from '@/features/restaurants/paths';
import { isOpen, type Job, type JobLocation } from './domain/job';
import type { JobType, QuestionType, RoleCategory, TitleGroup } from './domain/categories';

/** Jobs are read as a whole (a chain advertises tens to hundreds) and filtered in memory; edits expire the cache. */
const JOBS_CACHE_SECONDS = 3600;

function locationOf(doc: JobDoc, headOffice: CareersSetting['headOffice']): JobLocation | null {
  if (doc.workplace === 'head-office')
    return { kind: 'head-office', name: headOffice.name, city: headOffice.city, postcode: headOffice.postcode, lat: headOffice.lat, lng: headOffice.lng };
  const restaurant = doc.restaurant as Restaurant | number | null | undefined;
  if (!restaurant || typeof restaurant !== 'object' || restaurant._status !== 'published') return null;
  return {
    kind: 'restaurant',
    name: restaurant.title,
    city: restaurant.cityName,
    postcode: restaurant.address?.postcode ?? '',
    lat: restaurant.lat,
    lng: restaurant.lng,
    restaurantPath: restaurant.hideRestaurantDetailPage ? undefined : restaurantPath(restaurant),
  };
}

function toJob(doc: JobDoc, headOffice: CareersSetting['headOffice']): Job | null {
  const location = locationOf(doc, headOffice);
  if (!location) return null;
  return {
    id: doc.id,
    name: doc.name,
    positionUniqueName: doc.positionUniqueName,
    jobType: doc.jobType as JobType,
    category: doc.category as RoleCategory,
    titleGroup: (doc.titleGroup as TitleGroup | null | undefined) ?? null,
    cvRequired: Boolean(doc.cvRequired),
    workExperienceRequired: Boolean(doc.workExperienceRequired),
    questions: (doc.questions ?? []).map((question) => ({
      id: question.id!,
      type: question.type as QuestionType,
      question: question.question,
      isMandatory: Boolean(question.isMandatory),
      options: (question.options ?? []).map((option) => option.label),
    })),
    location,
    salary: doc.salary,
    summary: doc.summary,
    description: doc.description,
    openDate: doc.openDate,
    closeDate: doc.closeDate || null,
  };
}

/** Every job with a place to be (a published restaurant, or head office), open or not. */
export const listJobs = unstable_cache(
  async (): Promise<Job[]> => {
    const payload = await payloadClient();
    const [{ docs }, settings] = await Promise.all([
      payload.find({ collection: 'jobs', depth: 1, pagination: false, sort: 'name' }),
      payload.findGlobal({ slug: 'careers-settings' }),
    ]);
    return docs.map((doc) => toJob(doc, settings.headOffice)).filter((job): job is Job => job !== null);
  },
  ['jobs'],
  { tags: [cacheTags.jobs], revalidate: JOBS_CACHE_SECONDS },
);

/** The open jobs, as of today in the UK. */
export async function listOpenJobs(now = new Date()): Promise<Job[]> {
  const today = londonToday(now);
  return (await listJobs()).filter((job) => isOpen(job, today));
}

/** An open job by its id, or null (unknown, closed or not yet open: the page is a 404). */
export async function findOpenJob(id: number, now = new Date()): Promise<Job | null> {
  return (await listOpenJobs(now)).find((job) => job.id === id) ?? null;
}
