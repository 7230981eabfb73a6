/**
 * The queues background work runs on. Email has its own, polled every few seconds, so a message never waits behind
 * clean-up; maintenance holds the scheduled tasks (clean-ups, retention) and anything that may take its time.
 */
export const JOB_QUEUES = {
  email: 'email',
  maintenance: 'maintenance',
  /** Copies of mailing-list changes for an outside CRM, when one is configured. */
  crm: 'crm',
  /** Offers of freed tables to waitlisted diners (features/waitlist): soon after a table frees up. */
  waitlist: 'waitlist',
} as const;

export type JobQueue = (typeof JOB_QUEUES)[keyof typeof JOB_QUEUES];
