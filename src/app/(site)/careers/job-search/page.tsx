import type { Metadata } from 'next';
import { JobSearch } from '@/features/careers/components/job-search';
import { jobSearchPath } from '@/features/careers/paths';
import { jobSearchParams } from '@/features/careers/search-params';

export const metadata: Metadata = {
  title: 'Jobs',
  description: 'Kitchen, bar, front of house, management and head office jobs at Marigold Grill: search by postcode or town and apply from your phone.',
  alternates: { canonical: jobSearchPath },
};

/** Each search is answered on request (the jobs it reads are cached). */
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /careers/job-search: every open job, or a search by keyword, place and job type. */
export default async function JobSearchPage({ searchParams }: Props) {
  return <JobSearch params={jobSearchParams(await searchParams)} group={null} />;
}
