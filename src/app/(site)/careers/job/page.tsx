import { redirect } from 'next/navigation';
import { jobSearchPath } from '@/features/careers/paths';

/** /careers/job without a job (spec section 2: the id is optional): the job search. */
export default function JobIndexPage() {
  redirect(jobSearchPath);
}
