import { describe, expect, it } from 'vitest';
import { UNCONFIRMED_SIGN_UP_DAYS, unconfirmedSignUpCutoff } from '@/features/marketing/domain/unconfirmed-sign-ups';
import { MAILING_LIST_SUBJECTS, confirmationEmail } from '@/features/marketing/marketing-emails';
import { jobSummary, taskLabelsOf } from '@/server/jobs/jobs-collection';
import { jobsConfig } from '@/server/jobs/jobs-config';

describe('unconfirmed sign-ups', () => {
  it('are kept for 30 days, which the confirmation email promises in both parts', () => {
    expect(UNCONFIRMED_SIGN_UP_DAYS).toBe(30);
    const email = confirmationEmail('A'.repeat(43), 'Robin');
    expect(email.subject).toBe(MAILING_LIST_SUBJECTS.confirmation);
    for (const part of [email.text, email.html]) expect(part).toContain('we delete unconfirmed sign-ups after 30 days.');
  });

  it('are due for deletion once signed up 30 days of 24 hours ago, a clock change or not', () => {
    // 25 October 2026: the clocks go back, so that London day has 25 hours; the promise counts days of 24.
    const now = new Date('2026-11-10T09:30:00.000Z');
    expect(unconfirmedSignUpCutoff(now).toISOString()).toBe('2026-10-11T09:30:00.000Z');
    expect(now.getTime() - unconfirmedSignUpCutoff(now).getTime()).toBe(30 * 24 * 60 * 60 * 1000);
  });

  it('name their clean-up under Background jobs', () => {
    expect(jobSummary({ taskSlug: 'delete-unconfirmed-sign-ups' }, taskLabelsOf(jobsConfig.tasks ?? []))).toBe('Delete sign-ups not confirmed within 30 days');
  });
});
