import 'server-only';
import { createLocalReq, commitTransaction, initTransaction, killTransaction } from 'payload';
import { fieldErrorsOf } from '@/features/api/parse-request';
import { requireBotCheck } from '@/features/bot-check/verify-bot-check';
import { comparableEmail } from '@/lib/contact-fields';
import { NotFoundError, ServiceError, ValidationError } from '@/server/errors';
import { toNumberOrAsIs } from '@/lib/schema-values';
import { logger } from '@/server/logger';
import { payloadClient } from '@/server/payload';
import { isPayloadError } from '@/server/payload-errors';
import { acceptUploads, type IncomingFile } from '@/server/uploads/accept-uploads';
import { cvUpload } from '@/server/uploads/upload-policies';
import { deleteStoredFiles, storeUploads } from '@/server/uploads/upload-store';
import { forApplication, type Job } from './domain/job';
import { findOpenJob } from './jobs';
import { INVALID_APPLICATION_MARKER } from './application-errors';
import { applicationSchema, type Application } from './schema';
import { serviceResults } from '@/features/api/service-results';

/** The endpoint's payload (spec section 3): the form's fields, with the CV as { fileName, type, content (base64) }. */
type RawApplication = Record<string, unknown> & { resume?: unknown };
type RawResume = { fileName: string; content: string };

/** Code 15 with a message containing err=15 (spec section 8), and what was wrong with each field. */
const invalid = (fieldErrors: Record<string, string>) =>
  new ValidationError(fieldErrors, `${serviceResults.applicationValidationError.message} (${INVALID_APPLICATION_MARKER})`, 'applicationValidationError');

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function decodeResume(resume: unknown): IncomingFile | undefined {
  if (resume === undefined || resume === null || resume === '') return undefined;
  const raw = resume as Partial<RawResume>;
  if (typeof raw.fileName !== 'string' || typeof raw.content !== 'string' || !BASE64.test(raw.content))
    throw invalid({ resume: 'The CV could not be read. Please choose it again.' });
  return { name: raw.fileName, bytes: Buffer.from(raw.content, 'base64') };
}

const dedupeKeyOf = (jobId: number, email: string) => `${jobId}:${comparableEmail(email)}`;

async function isDuplicate(jobId: number, email: string): Promise<boolean> {
  const payload = await payloadClient();
  const { totalDocs } = await payload.count({
    collection: 'job-applications',
    where: { dedupeKey: { equals: dedupeKeyOf(jobId, email) } },
    overrideAccess: true,
  });
  return totalDocs > 0;
}

/**
 * The open job an application names (its jobId, as JSON or form text), or 404. No job named at all is a refusal naming
 * the field; any other id that names no open job is the 404 of an unknown job.
 */
export async function openJobApplied(jobIdValue: unknown, now = new Date()): Promise<Job> {
  if (jobIdValue === undefined || jobIdValue === null || jobIdValue === '') throw invalid({ jobId: 'Choose the job you are applying for.' });
  const jobId = toNumberOrAsIs(jobIdValue);
  const job: Job | null = typeof jobId === 'number' && Number.isInteger(jobId) && jobId > 0 ? await findOpenJob(jobId, now) : null;
  if (!job) throw new NotFoundError();
  return job;
}

/** The application's schema for this job and year, the browser form's (the CV is checked as its name and size). */
export const applicationSchemaFor = (job: Job, now = new Date()) => applicationSchema(forApplication(job), now.getUTCFullYear());

/** The CV's name and size, as the schema checks it before its bytes are. */
export const resumeSummary = (resume: IncomingFile | undefined) => resume && { name: resume.name, size: resume.bytes.length };

/**
 * POST /api/jobs/application's work: the job must be open; the fields pass the form's own schema; then
 * `completeApplication`. A form posted without JavaScript takes the same steps through its server action.
 */
export async function submitApplication(body: RawApplication, now = new Date()): Promise<{ id: number | string }> {
  const job = await openJobApplied(body.jobId, now);
  const resume = decodeResume(body.resume);
  const parsed = applicationSchemaFor(job, now).safeParse({ ...body, resume: resumeSummary(resume) });
  if (!parsed.success) throw invalid(fieldErrorsOf(parsed.error));
  return completeApplication(job, parsed.data, resume);
}

/**
 * A checked application, received: the bot check passes; the CV passes the shared upload checks (its bytes, size, and
 * a .docx's archive); one application per job and email. Only then is the CV stored and the application saved, with
 * the applicant's email queued in the same transaction.
 */
export async function completeApplication(job: Job, application: Application, resume: IncomingFile | undefined): Promise<{ id: number | string }> {
  await requireBotCheck(application.botCheck, { action: 'job-application' });

  let accepted;
  try {
    accepted = resume ? await acceptUploads('resume', [resume], cvUpload) : [];
  } catch (error) {
    if (error instanceof ValidationError) throw invalid(error.fieldErrors);
    throw error;
  }
  if (await isDuplicate(job.id, application.email)) throw new ServiceError('duplicatedRequest');

  const stored = await storeUploads(accepted);
  try {
    return await saveApplication(job, application, stored);
  } catch (error) {
    await deleteStoredFiles(stored.map((file) => file.fileId));
    // Two submissions at the same moment: the database's unique key let one through.
    if (isPayloadError(error, 'ValidationError') && error.data?.errors?.some((entry) => entry.path === 'dedupeKey'))
      throw new ServiceError('duplicatedRequest');
    logger.error({ err: error, jobId: job.id }, 'A job application could not be saved');
    throw new ServiceError('submitApplicationError');
  }
}

async function saveApplication(job: Job, application: Application, resume: Awaited<ReturnType<typeof storeUploads>>) {
  const payload = await payloadClient();
  const req = await createLocalReq({}, payload);
  await initTransaction(req);
  try {
    const doc = await payload.create({
      collection: 'job-applications',
      req,
      overrideAccess: true,
      data: {
        status: 'new',
        job: job.id,
        jobName: job.name,
        location: job.location.name,
        applicant: `${application.firstName} ${application.secondName}`,
        firstName: application.firstName,
        secondName: application.secondName,
        email: application.email,
        telephone: application.telephone,
        resume,
        experience: application.experience.map((entry) => ({ ...entry, toMonth: entry.toMonth ?? null, toYear: entry.toYear ?? null })),
        answers: application.questions.map((entry) => ({
          questionId: entry.id,
          question: entry.question,
          answer: Array.isArray(entry.answer) ? entry.answer.join('\n') : entry.answer,
        })),
        dedupeKey: dedupeKeyOf(job.id, application.email),
      },
    });
    await commitTransaction(req);
    return { id: doc.id };
  } catch (error) {
    await killTransaction(req);
    throw error;
  }
}
