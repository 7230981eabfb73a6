import type { EmailMessage } from '@/server/mail/email-message';
import { layoutEmail } from '@/server/mail/email-layout';
import { jobPath } from './paths';

type Applied = { firstName: string; email: string; jobName: string; location: string; jobId: number; retentionMonths: number };

/** The applicant's thank-you email: what they applied for and what happens next. */
export function applicationThanksEmail(application: Applied, siteUrl: string): EmailMessage {
  const jobUrl = new URL(jobPath(application.jobId), siteUrl).href;
  return {
    to: application.email,
    ...layoutEmail({
      subject: `Your application: ${application.jobName}, ${application.location}`,
      blocks: [
        `Hello ${application.firstName},`,
        `Thank you for applying to be ${application.jobName} at Marigold Grill ${application.location}. We have your application.`,
        'Our people team reads every application. If your experience fits the role, we will call or email you within two weeks to arrange a chat. If you do not hear from us by then, this role has gone to someone else this time, and we would be glad to see you apply again.',
        { link: { label: 'The job advert', url: jobUrl } },
        `We keep applications for ${application.retentionMonths} months and then delete them, with your CV.`,
        'The Marigold Grill people team',
      ],
    }),
  };
}

type Received = { id: number | string; jobName: string; location: string };

/**
 * HR's notice of a new application: the job and a link to the application in the back-office, where it is read
 * behind a staff login. Nothing about the applicant, so the email holds no personal data.
 */
export function newApplicationEmail(application: Received, inbox: string, siteUrl: string): EmailMessage {
  const adminUrl = new URL(`/admin/collections/job-applications/${application.id}`, siteUrl).href;
  return {
    to: inbox,
    ...layoutEmail({
      subject: `New application: ${application.jobName}, ${application.location}`,
      blocks: [
        `A new application for ${application.jobName} at ${application.location} has arrived.`,
        { link: { label: 'Read it in the back-office', url: adminUrl } },
      ],
    }),
  };
}
