import { describe, expect, it } from 'vitest';
import { departmentOf, jobGroupFromSlug } from '@/features/careers/domain/categories';
import { isOpen, type Job } from '@/features/careers/domain/job';
import { searchJobs, type JobFilters } from '@/features/careers/domain/job-search';
import { jobSearchParams, jobSearchQuery } from '@/features/careers/search-params';
import { distanceInMiles } from '@/lib/geo';

const MANCHESTER = { lat: 53.4808, lng: -2.2426 };
const TODAY = '2026-11-23';

let nextId = 1;
const job = (overrides: Partial<Job> & { at?: { lat: number; lng: number; name?: string } } = {}): Job => {
  const { at = { ...MANCHESTER, name: undefined }, ...rest } = overrides;
  return {
    id: nextId++,
    name: 'Server',
    positionUniqueName: `P-${nextId}`,
    jobType: 'part-time',
    category: 'front-of-house',
    titleGroup: 'foh-team',
    cvRequired: false,
    workExperienceRequired: false,
    questions: [],
    location: { kind: 'restaurant', name: at.name ?? 'The Printworks', city: 'Manchester', postcode: 'M4 2BS', lat: at.lat, lng: at.lng },
    salary: '£12.21 an hour',
    summary: 'Look after our guests.',
    description: 'Serve.',
    openDate: '2026-11-01',
    closeDate: null,
    ...rest,
  };
};

const filters = (overrides: Partial<JobFilters> = {}): JobFilters => ({
  keyword: '',
  jobTypes: ['full-time', 'part-time'],
  group: null,
  origin: null,
  ...overrides,
});

/** A point `miles` due north of Manchester (a degree of latitude is 69.09 miles on a 3959-mile sphere). */
const north = (miles: number, name: string) => ({ lat: MANCHESTER.lat + miles / ((3959 * Math.PI) / 180), lng: MANCHESTER.lng, name });

describe('job search by distance', () => {
  const near = job({ at: north(5, 'Near') });
  const nearer = job({ at: north(1, 'Nearer') });
  const edge = job({ at: north(99.9, 'Just inside') });
  const beyond = job({ at: north(100.2, 'Just beyond') });
  const all = [beyond, near, edge, nearer];

  it('keeps only jobs within 100 miles, nearest first, with their distance', () => {
    const results = searchJobs(all, filters({ origin: MANCHESTER }), TODAY);
    expect(results.map((result) => result.location.name)).toEqual(['Nearer', 'Near', 'Just inside']);
    expect(results.map((result) => result.distance)).toEqual([1, 5, 99.9]);
    expect(distanceInMiles(MANCHESTER, beyond.location)).toBeGreaterThan(100);
  });

  it('without a location lists every match, soonest closing first', () => {
    const later = job({ name: 'Later', closeDate: '2026-12-20' });
    const sooner = job({ name: 'Sooner', closeDate: '2026-11-30' });
    const open = job({ name: 'Open until filled' });
    const results = searchJobs([open, later, sooner], filters(), TODAY);
    expect(results.map((result) => result.name)).toEqual(['Sooner', 'Later', 'Open until filled']);
    expect(results.every((result) => result.distance === null)).toBe(true);
  });
});

describe('job search filters', () => {
  const chef = job({ name: 'Line Chef', jobType: 'full-time', category: 'kitchen', titleGroup: 'boh-team' });
  const headChef = job({ name: 'Head Chef', jobType: 'full-time', category: 'kitchen', titleGroup: 'head-chef' });
  const bartender = job({ name: 'Bartender', jobType: 'part-time', category: 'bar', titleGroup: 'bar', at: { ...MANCHESTER, name: 'Café Quarter' } });
  const jobs = [chef, headChef, bartender];
  const names = (found: { name: string }[]) => found.map((entry) => entry.name).sort();

  it('filters by job type; both (or neither) ticked shows both', () => {
    expect(names(searchJobs(jobs, filters({ jobTypes: ['part-time'] }), TODAY))).toEqual(['Bartender']);
    expect(names(searchJobs(jobs, filters({ jobTypes: ['full-time'] }), TODAY))).toEqual(['Head Chef', 'Line Chef']);
    expect(searchJobs(jobs, filters({ jobTypes: [] }), TODAY)).toHaveLength(3);
  });

  it('filters by role category or title group', () => {
    expect(names(searchJobs(jobs, filters({ group: jobGroupFromSlug('kitchen') }), TODAY))).toEqual(['Head Chef', 'Line Chef']);
    expect(names(searchJobs(jobs, filters({ group: jobGroupFromSlug('head-chef') }), TODAY))).toEqual(['Head Chef']);
  });

  it('matches every keyword against the title, place and category, ignoring case and accents', () => {
    expect(names(searchJobs(jobs, filters({ keyword: 'CHEF' }), TODAY))).toEqual(['Head Chef', 'Line Chef']);
    expect(names(searchJobs(jobs, filters({ keyword: 'head chef' }), TODAY))).toEqual(['Head Chef']);
    expect(names(searchJobs(jobs, filters({ keyword: 'cafe' }), TODAY))).toEqual(['Bartender']);
    expect(names(searchJobs(jobs, filters({ keyword: 'kitchen' }), TODAY))).toEqual(['Head Chef', 'Line Chef']);
  });

  it('lists a job from its opening date to the end of its closing date', () => {
    expect(isOpen({ openDate: TODAY, closeDate: TODAY }, TODAY)).toBe(true);
    expect(isOpen({ openDate: '2026-11-24', closeDate: null }, TODAY)).toBe(false);
    expect(isOpen({ openDate: '2026-11-01', closeDate: '2026-11-22' }, TODAY)).toBe(false);
    const closed = job({ closeDate: '2026-11-22' });
    expect(searchJobs([closed], filters(), TODAY)).toEqual([]);
  });
});

describe('job categories', () => {
  it("maps categories to the spec's departments, anything else quick service", () => {
    expect(departmentOf('kitchen')).toBe('Back of House');
    expect(departmentOf('bar')).toBe('Front of House');
    expect(departmentOf('front-of-house')).toBe('Front of House');
    expect(departmentOf('management')).toBe('Management');
    expect(departmentOf('head-office')).toBe('Quick Service');
  });
  it('reads /careers/job-search/{id} as a category first, then a title group', () => {
    expect(jobGroupFromSlug('bar')).toEqual({ kind: 'category', value: 'bar', label: 'Bar' });
    expect(jobGroupFromSlug('general-manager')).toMatchObject({ kind: 'titleGroup', value: 'general-manager' });
    expect(jobGroupFromSlug('astronaut')).toBeNull();
  });
});

describe('job search address', () => {
  it('reads keyword, place, position, job types and page, both types and the first page by default', () => {
    expect(jobSearchParams({ q: ' chef ', where: 'M1 1AA' })).toEqual({
      keyword: 'chef',
      where: 'M1 1AA',
      position: null,
      jobTypes: ['full-time', 'part-time'],
      page: 1,
    });
    expect(jobSearchParams({ lat: '53.481', lng: '-2.243', type: ['part-time', 'nonsense', 'part-time'], page: '3' })).toEqual({
      keyword: '',
      where: '',
      position: { lat: 53.481, lng: -2.243 },
      jobTypes: ['part-time'],
      page: 3,
    });
    expect(jobSearchParams({ lat: 'north', lng: '1' }).position).toBeNull();
  });
  it('reads a page that is not a whole number from 1 as the first page', () => {
    for (const page of ['0', '-2', '1.5', 'two', '', '99999', '02']) expect(jobSearchParams({ page }).page).toBe(1);
  });
  it('writes a search back as an address, leaving out the defaults', () => {
    expect(jobSearchQuery({ keyword: 'chef', where: 'M1 1AA', jobTypes: ['full-time', 'part-time'] })).toBe('?q=chef&where=M1+1AA');
    expect(jobSearchQuery({ position: { lat: 53.48081, lng: -2.24263 }, where: 'ignored', jobTypes: ['full-time'] })).toBe(
      '?lat=53.481&lng=-2.243&type=full-time',
    );
    expect(jobSearchQuery({})).toBe('');
    expect(jobSearchQuery({ keyword: 'chef', page: 2 })).toBe('?q=chef&page=2');
    expect(jobSearchQuery({ keyword: 'chef', page: 1 })).toBe('?q=chef');
  });
});
