import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JobView } from '@/features/careers/components/job-view';
import { findOpenJob } from '@/features/careers/jobs';
import { jobPath } from '@/features/careers/paths';
import { jobPostingJsonLd } from '@/features/careers/structured-data';
import { getSiteSettings } from '@/features/content/site-settings';
import { env } from '@/server/env';

/** Rendered on first request, then cached until a job is saved (its cache tag) or an hour passes. */
export const revalidate = 3600;
export const dynamicParams = true;
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ id: string }> };

async function jobFor(params: Props['params']) {
  const { id } = await params;
  return /^\d{1,9}$/.test(id) ? findOpenJob(Number(id)) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const job = await jobFor(params);
  if (!job) return {};
  return {
    title: `${job.name}, ${job.location.name}`,
    description: job.summary,
    alternates: { canonical: jobPath(job.id) },
  };
}

/** /careers/job/{id}: an open job with its application; an unknown, closed or not yet open job is a 404. */
export default async function JobPage({ params }: Props) {
  const job = await jobFor(params);
  if (!job) notFound();
  const { siteName } = await getSiteSettings();
  return <JobView job={job} jsonLd={jobPostingJsonLd(job, { siteUrl: env().SITE_URL, siteName })} />;
}
