import { env } from '@/server/env';
import { layoutEmail } from '@/server/mail/email-layout';

const wrap = (subject: string, paragraphs: string[], link?: { label: string; url: string }) =>
  layoutEmail({ subject, blocks: [...paragraphs, ...(link ? [{ button: link }] : []), 'Marigold Grill'] });

/** The one email a friend gets: who invited them and the link to their welcome voucher. Not marketing: sent once. */
export const invitationEmail = (referrerName: string, code: string) =>
  wrap(
    `${referrerName} has invited you to Marigold Grill`,
    [
      'Hello,',
      `${referrerName} thinks you would enjoy Marigold Grill, and asked us to send you a welcome: £5 off your first visit.`,
      'Claim your code with the link below. We will not email you again unless you sign up yourself.',
    ],
    { label: 'Claim my welcome', url: new URL(`/referral?code=${code}`, env().SITE_URL).toString() },
  );

/** The answer to a claim from an address that is not new to us: no second reward, nothing else changes. */
export const notNewEmail = () =>
  wrap('About your Marigold Grill welcome', [
    'Hello,',
    'Someone (we hope you) just asked for a welcome voucher for this address. The welcome is for guests new to Marigold Grill, and this address has already been with us, so there is no new code this time.',
    'If you have a code from before, it still works until it is used.',
  ]);
