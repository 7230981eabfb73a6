import type { CollectionConfig, Field } from 'payload';
import { hiddenFromAllButAdmins, isAdmin, isAdminField } from '@/access/roles';

/*
 * Payload's jobs collection as staff see it: "Background jobs", for administrators (a queued email holds a diner's
 * address). Finished jobs are deleted, so the list holds what is waiting, running, retrying or failed, plus the next
 * run of each scheduled task. A readable summary, state and error replace the raw JSON, whose editor would load from
 * a CDN the back-office may not reach; a failed job can be tried again.
 */

type JobData = {
  taskSlug?: string | null;
  input?: { message?: { to?: string | string[]; subject?: string } } | null;
  processing?: boolean | null;
  completedAt?: string | null;
  hasError?: boolean | null;
  totalTried?: number | null;
  waitUntil?: string | null;
  error?: { message?: string } | null;
  log?: { state?: string; error?: { message?: string } | null }[] | null;
};

type TaskNames = readonly { slug: string; label?: string }[];
/** Each task's name for staff, by its slug: the `label` the task is defined with, so it is written once. */
type TaskLabels = ReadonlyMap<string, string>;

export const taskLabelsOf = (tasks: TaskNames): TaskLabels => new Map(tasks.flatMap(({ slug, label }) => (label ? [[slug, label] as const] : [])));

const londonTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'medium', timeStyle: 'short' });

export function jobSummary(job: JobData, taskLabels: TaskLabels): string {
  const message = job.input?.message;
  if (job.taskSlug === 'send-email' && message) {
    const to = Array.isArray(message.to) ? message.to.join(', ') : message.to;
    return `Email to ${to}: ${message.subject}`;
  }
  return taskLabels.get(job.taskSlug ?? '') ?? job.taskSlug ?? 'Job';
}

export function jobState(job: JobData, now = new Date()): string {
  const tries = job.totalTried ?? 0;
  if (job.completedAt) return 'Done';
  if (job.hasError) return `Failed after ${tries} ${tries === 1 ? 'try' : 'tries'}`;
  if (job.processing) return 'Running';
  const due = job.waitUntil ? new Date(job.waitUntil) : null;
  if (due && due > now) return `${tries > 0 ? 'Trying again' : 'Runs'} at ${londonTime.format(due)}`;
  return tries > 0 ? `Waiting to try again (${tries} ${tries === 1 ? 'try' : 'tries'} so far)` : 'Waiting';
}

export function lastError(job: JobData): string {
  const failed = [...(job.log ?? [])].reverse().find((entry) => entry.state === 'failed');
  return job.error?.message ?? failed?.error?.message ?? '';
}

/** JSON fields keep their data but leave the form: staff read the summary instead. */
const withoutJsonEditors = (fields: Field[]): Field[] =>
  fields.map((field) => {
    if (field.type === 'json') return { ...field, admin: { ...field.admin, hidden: true } };
    if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: withoutJsonEditors(tab.fields) })) };
    if ('fields' in field && field.type !== 'array') return { ...field, fields: withoutJsonEditors(field.fields) } as Field;
    if (field.type === 'array') return { ...field, admin: { ...field.admin, hidden: true } };
    return field;
  });

const readable = (name: string, label: string, value: (job: JobData) => string, type: 'text' | 'textarea' = 'text'): Field =>
  ({
    name,
    label,
    type,
    virtual: true,
    admin: { readOnly: true },
    hooks: { afterRead: [({ data }) => value((data ?? {}) as JobData)] },
  }) as Field;

/**
 * "Try again": a failed job starts afresh, with its tries and log cleared, and runs on the next pass of its queue.
 * A field hook, not a collection hook: Payload's runner bypasses collection hooks and warns about any it finds.
 */
const tryAgain: Field = {
  name: 'tryAgain',
  label: 'Try again (clears its tries and runs it on the next pass)',
  type: 'checkbox',
  virtual: true,
  access: { update: isAdminField },
  admin: { condition: (data) => Boolean((data as JobData).hasError) },
  hooks: {
    beforeChange: [
      ({ value, siblingData }) => {
        if (value) Object.assign(siblingData, { hasError: false, error: null, processing: false, completedAt: null, totalTried: 0, waitUntil: null, log: [] });
        return false;
      },
    ],
  },
};

/** Payload's override of its jobs collection, naming each job by the label of its task, one of `tasks`. */
export const jobsCollectionOverridesFor =
  (tasks: TaskNames) =>
  ({ defaultJobsCollection }: { defaultJobsCollection: CollectionConfig }): CollectionConfig => {
    const taskLabels = taskLabelsOf(tasks);
    return {
      ...defaultJobsCollection,
      labels: { singular: 'Background job', plural: 'Background jobs' },
      admin: {
        ...defaultJobsCollection.admin,
        group: 'Emails',
        hidden: hiddenFromAllButAdmins,
        defaultColumns: ['summary', 'state', 'queue', 'createdAt'],
        description:
          'Emails waiting to be sent or that failed, and the site’s other background work. Finished jobs disappear; an email ' +
          'that could not be sent is tried again for about four hours, then stays here as failed until you try it again.',
      },
      access: {
        ...defaultJobsCollection.access,
        read: isAdmin,
        update: isAdmin,
        delete: isAdmin,
      },
      fields: [
        readable('summary', 'What', (job) => jobSummary(job, taskLabels)),
        readable('state', 'State', (job) => jobState(job)),
        readable('lastError', 'Last error', lastError, 'textarea'),
        tryAgain,
        ...withoutJsonEditors(defaultJobsCollection.fields),
      ],
    };
  };
