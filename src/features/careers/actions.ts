'use server';

import { redirect } from 'next/navigation';
import type { FormState } from '@/components/forms/form-state';
import { thankYouPath } from '@/features/thank-you/thank-you-pages';
import { formDataToObject } from '@/lib/form-values';
import { NotFoundError, ServiceError } from '@/server/errors';
import { runFormAction } from '@/server/form-action';
import { filesFromForm } from '@/server/uploads/accept-uploads';
import { INVALID_FIELDS_MESSAGE } from './application-errors';
import type { Job } from './domain/job';
import { applicationSchemaFor, completeApplication, openJobApplied, resumeSummary } from './submit-application';

/** Said when the job closed (or never was) between the page and the post. */
const JOB_CLOSED = 'Sorry, this job is no longer taking applications. Please look at our other jobs.';
/** Browsers cannot fill a file input in again: a form shown again for correction asks for the CV afresh. */
const CV_AGAIN = 'Please choose your CV again: it is not kept while the form is corrected.';

/**
 * The job application as it is posted without JavaScript (with it the form sends JSON to POST /api/jobs/application,
 * which takes the same steps): the job's own schema, runFormAction's limits and honeypot, then the thank-you page.
 */
export async function sendApplicationAction(_state: FormState, form: FormData): Promise<FormState> {
  // A job without questions posts none; nor does a post that left out every answer's hidden question id.
  const fields: Record<string, unknown> = { questions: [], ...formDataToObject(form) };
  const [file] = await filesFromForm(form, 'resume');
  const resume = typeof file === 'string' ? undefined : file;
  let job: Job | undefined;
  const schemaOfJob = async () => {
    job = await openJobApplied(fields.jobId).catch((error: unknown) => {
      throw error instanceof NotFoundError ? new ServiceError('notFound', JOB_CLOSED) : error;
    });
    return applicationSchemaFor(job);
  };
  const state = await runFormAction('job-application', schemaOfJob, { ...fields, resume: resumeSummary(resume) }, (application) =>
    completeApplication(job!, application, resume),
  );
  if (state.status === 'done') redirect(thankYouPath('job-application'));
  if (state.status !== 'invalid') return state;
  const errors = resume ? { resume: CV_AGAIN, ...state.errors } : state.errors;
  return { ...state, errors, message: state.message ?? (Object.keys(errors).length ? INVALID_FIELDS_MESSAGE : undefined) };
}
