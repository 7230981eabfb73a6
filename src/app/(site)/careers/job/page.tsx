import { redirect } from 'next/navigation';
import { jobSearchPath } from '@/features/careers/paths';

/** Answered on request: the site's layout reads the database, which the build does not. */
export const dynamic = 'force-dynamic';

/** /careers/job without a job (spec section 2: the id is optional): the job search. */
export default function JobIndexPage() {
  redirect(jobSearchPath);
}
