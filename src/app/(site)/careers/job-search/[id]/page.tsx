import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JobSearch } from '@/features/careers/components/job-search';
import { jobGroupFromSlug } from '@/features/careers/domain/categories';
import { jobSearchGroupPath } from '@/features/careers/paths';
import { jobSearchParams } from '@/features/careers/search-params';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const group = jobGroupFromSlug((await params).id);
  if (!group) return {};
  return {
    title: `${group.label} jobs`,
    description: `${group.label} jobs at Marigold Grill near you: search by postcode or town and apply from your phone.`,
    alternates: { canonical: jobSearchGroupPath(group.value) },
  };
}

/** /careers/job-search/{id}: the job search opened with a role category or title group; anything else is a 404. */
export default async function JobGroupSearchPage({ params, searchParams }: Props) {
  const group = jobGroupFromSlug((await params).id);
  if (!group) notFound();
  return <JobSearch params={jobSearchParams(await searchParams)} group={group} />;
}
