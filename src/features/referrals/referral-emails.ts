import { escapeHtml } from '@/features/booking/confirmation-email';
import { env } from '@/server/env';

const wrap = (subject: string, paragraphs: string[], link?: { label: string; url: string }) => {
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.url}`] : []), 'Marigold Grill'].join('\n\n').concat('\n');
  const html = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#ffffff;">
<div style="max-width:560px;margin:0 auto;padding:24px 16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f1f1f;">
${paragraphs.map((line) => `<p style="margin:0 0 16px;">${escapeHtml(line)}</p>`).join('\n')}
${link ? `<p style="margin:0 0 16px;"><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:#9a3412;color:#ffffff;font-weight:bold;text-decoration:none;">${escapeHtml(link.label)}</a></p>` : ''}
<p style="margin:0 0 16px;">Marigold Grill</p>
</div></body></html>
`;
  return { subject, text, html };
};

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
