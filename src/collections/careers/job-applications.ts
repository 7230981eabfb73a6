import type { CollectionAfterChangeHook, CollectionConfig } from 'payload';
import { canManageCareers, hiddenFromAllButCareersStaff } from '@/access/careers';
import { deleteFilesWithOwner, uploadedFilesField } from '@/server/uploads/uploaded-files-field';
import { applicationThanksEmail, newApplicationEmail } from '@/features/careers/application-email';
import { DEFAULT_RETENTION_MONTHS } from '@/globals/careers-settings';
import { env } from '@/server/env';
import { queueEmail } from '@/server/mail/queue-email';

/**
 * The applicant's thanks, and HR's notice when Careers settings name an inbox: queued in the creating request's
 * transaction, so they are sent only if the application is saved.
 */
const emailOnApplication: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc;
  const settings = await req.payload.findGlobal({ slug: 'careers-settings', req });
  const jobId = typeof doc.job === 'object' ? doc.job.id : doc.job;
  const { SITE_URL } = env();
  await queueEmail(req, applicationThanksEmail({ ...doc, jobId, retentionMonths: settings.applicationRetentionMonths ?? DEFAULT_RETENTION_MONTHS }, SITE_URL));
  if (settings.applicationsInbox) await queueEmail(req, newApplicationEmail(doc, settings.applicationsInbox, SITE_URL));
  return doc;
};

const JOB_APPLICATION_FILES_PATH = '/staff-files/job-applications';

const readOnly = { readOnly: true };

/**
 * Applications sent from the job pages (spec section 3, Job application). Written only by the application endpoint
 * after every check; read, updated and deleted by HR and administrators alone (a restaurant manager sees none).
 * Deleted after the retention period in Careers settings, with their CVs.
 */
export const JobApplications: CollectionConfig = {
  slug: 'job-applications',
  labels: { singular: 'Job application', plural: 'Job applications' },
  admin: {
    useAsTitle: 'applicant',
    defaultColumns: ['applicant', 'jobName', 'location', 'status', 'createdAt'],
    listSearchableFields: ['email', 'firstName', 'secondName', 'jobName'],
    group: 'Careers',
    description:
      'Applications from the job pages, newest first. Download a CV from its application (it arrives as a file to save, never opened in the browser). Set the status as you go; applications are deleted, CVs included, after the period set in Careers settings.',
    hidden: hiddenFromAllButCareersStaff,
  },
  defaultSort: '-createdAt',
  access: { read: canManageCareers, create: () => false, update: canManageCareers, delete: canManageCareers },
  hooks: { afterChange: [emailOnApplication], afterDelete: [deleteFilesWithOwner('resume')] },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'new',
          index: true,
          options: [
            { value: 'new', label: 'New' },
            { value: 'reviewing', label: 'Reviewing' },
            { value: 'interview', label: 'Interview' },
            { value: 'offered', label: 'Offered' },
            { value: 'unsuccessful', label: 'Unsuccessful' },
          ],
        },
        { name: 'job', type: 'relationship', relationTo: 'jobs', required: true, index: true, admin: readOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'jobName', label: 'Job', type: 'text', required: true, admin: readOnly },
        { name: 'location', type: 'text', required: true, admin: readOnly },
      ],
    },
    { name: 'applicant', type: 'text', required: true, admin: { ...readOnly, description: 'First and second name, for the list.' } },
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', required: true, admin: readOnly },
        { name: 'secondName', type: 'text', required: true, admin: readOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', required: true, index: true, admin: readOnly },
        { name: 'telephone', type: 'text', required: true, admin: readOnly },
      ],
    },
    uploadedFilesField({
      name: 'resume',
      label: 'CV',
      downloadPath: JOB_APPLICATION_FILES_PATH,
      description: "The applicant's CV, checked by its contents (PDF or Word .docx, at most 5 MB).",
    }),
    {
      name: 'experience',
      label: 'Work history',
      type: 'array',
      admin: readOnly,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'employer', type: 'text', required: true },
            { name: 'jobTitle', type: 'text', required: true },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'fromMonth', type: 'number', required: true },
            { name: 'fromYear', type: 'number', required: true },
            { name: 'toMonth', type: 'number' },
            { name: 'toYear', type: 'number' },
            { name: 'isCurrentRole', label: 'Current role', type: 'checkbox' },
          ],
        },
      ],
    },
    {
      name: 'answers',
      type: 'array',
      admin: readOnly,
      fields: [
        { name: 'questionId', type: 'text', admin: { hidden: true } },
        { name: 'question', type: 'text', required: true },
        { name: 'answer', type: 'textarea' },
      ],
    },
    { name: 'notes', label: 'HR notes', type: 'textarea', admin: { description: 'Only HR and administrators see these.' } },
    {
      // One application per job and email address (code 14), enforced by the database so two at once cannot both pass.
      name: 'dedupeKey',
      type: 'text',
      required: true,
      unique: true,
      admin: { hidden: true },
      access: { update: () => false },
    },
  ],
};
