import type { EmailMessage } from '@/server/mail/email-message';
import { jobPath } from './paths';

type Applied = { firstName: string; email: string; jobName: string; location: string; jobId: number; retentionMonths: number };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The applicant's thank-you email: what they applied for and what happens next. */
export function applicationThanksEmail(application: Applied, siteUrl: string): EmailMessage {
  const jobUrl = new URL(jobPath(application.jobId), siteUrl).href;
  const lines = [
    `Hello ${application.firstName},`,
    '',
    `Thank you for applying to be ${application.jobName} at Marigold Grill ${application.location}. We have your application.`,
    '',
    'Our people team reads every application. If your experience fits the role, we will call or email you within two weeks to arrange a chat. If you do not hear from us by then, this role has gone to someone else this time, and we would be glad to see you apply again.',
    '',
    `The job advert: ${jobUrl}`,
    '',
    `We keep applications for ${application.retentionMonths} months and then delete them, with your CV.`,
    '',
    'The Marigold Grill people team',
  ];
  return {
    to: application.email,
    subject: `Your application: ${application.jobName}, ${application.location}`,
    text: lines.join('\n'),
    html: lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join(''),
  };
}

type Received = { id: number | string; jobName: string; location: string };

/**
 * HR's notice of a new application: the job and a link to the application in the back-office, where it is read
 * behind a staff login. Nothing about the applicant, so the email holds no personal data.
 */
export function newApplicationEmail(application: Received, inbox: string, siteUrl: string): EmailMessage {
  const adminUrl = new URL(`/admin/collections/job-applications/${application.id}`, siteUrl).href;
  const lines = [`A new application for ${application.jobName} at ${application.location} has arrived.`, '', `Read it in the back-office: ${adminUrl}`];
  return {
    to: inbox,
    subject: `New application: ${application.jobName}, ${application.location}`,
    text: lines.join('\n'),
    html: lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join(''),
  };
}
