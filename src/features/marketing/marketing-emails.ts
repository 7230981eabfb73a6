import { escapeHtml } from '@/features/booking/confirmation-email';
import { UNCONFIRMED_SIGN_UP_DAYS } from './domain/unconfirmed-sign-ups';
import { confirmUrl, listUnsubscribeHeaders, preferencesUrl, unsubscribeUrl } from './marketing-links';

/** An email of the mailing list as data: the text and HTML parts are drawn from it and say the same. */
type Content = { subject: string; greeting: string; paragraphs: string[]; button: { label: string; url: string }; footer?: string[] };

export type MarketingEmail = { subject: string; text: string; html: string; headers?: Record<string, string> };

const safeHref = (url: string) => (/^https?:\/\//i.test(url) ? escapeHtml(url) : '#');
const paragraph = (html: string, style = '') => `<p style="margin:0 0 16px;${style}">${html}</p>`;

function render(content: Content): Omit<MarketingEmail, 'headers'> {
  const text = [content.greeting, ...content.paragraphs, `${content.button.label}: ${content.button.url}`, ...(content.footer ?? []), 'Marigold Grill']
    .join('\n\n')
    .concat('\n');
  const button =
    `<a href="${safeHref(content.button.url)}" style="display:inline-block;padding:12px 20px;border-radius:6px;` +
    `background:#9a3412;color:#ffffff;font-weight:bold;text-decoration:none;">${escapeHtml(content.button.label)}</a>`;
  const html = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#ffffff;">
<div style="max-width:560px;margin:0 auto;padding:24px 16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f1f1f;">
${paragraph(escapeHtml(content.greeting))}
${content.paragraphs.map((line) => paragraph(escapeHtml(line))).join('\n')}
${paragraph(button)}
${paragraph(`Or copy this link: <a href="${safeHref(content.button.url)}" style="color:#9a3412;word-break:break-all;">${escapeHtml(content.button.url)}</a>`, 'font-size:14px;color:#555555;')}
${(content.footer ?? []).map((line) => paragraph(escapeHtml(line), 'font-size:14px;color:#555555;')).join('\n')}
${paragraph('Marigold Grill')}
</div>
</body>
</html>
`;
  return { subject: content.subject, text, html };
}

const greeting = (firstName?: string | null) => (firstName ? `Hi ${firstName},` : 'Hello,');

/** The mailing list's own emails, by subject: what the unconfirmed sign-ups' clean-up deletes with a sign-up. */
export const MAILING_LIST_SUBJECTS = {
  confirmation: 'Please confirm you would like to hear from Marigold Grill',
  welcome: 'Welcome to Hear It First',
  alreadySubscribed: 'You are already on the Marigold Grill list',
} as const;

/** Double opt-in: nothing else goes to the address until this link is followed. Not marketing itself. */
export const confirmationEmail = (token: string, firstName?: string | null): MarketingEmail =>
  render({
    subject: MAILING_LIST_SUBJECTS.confirmation,
    greeting: greeting(firstName),
    paragraphs: [
      'Thanks for signing up to Hear It First. Please confirm this is your email address, and we will start sending you news, offers and a treat on your birthday.',
      `If you did not sign up, ignore this email: we will not write to you again, and we delete unconfirmed sign-ups after ${UNCONFIRMED_SIGN_UP_DAYS} days.`,
    ],
    button: { label: 'Confirm my subscription', url: confirmUrl(token) },
  });

/** The first marketing email, once confirmed: it carries the preferences link and one-click unsubscribe headers. */
export const welcomeEmail = (guid: string, firstName?: string | null): MarketingEmail => ({
  ...render({
    subject: MAILING_LIST_SUBJECTS.welcome,
    greeting: greeting(firstName),
    paragraphs: ['You are on the list. Look out for new menus, offers and your birthday treat.', 'You can change what we send you, or ask us to delete your details, at any time.'],
    button: { label: 'Manage my preferences', url: preferencesUrl(guid) },
    footer: [`Unsubscribe from all emails: ${unsubscribeUrl(guid)}`],
  }),
  headers: listUnsubscribeHeaders(guid),
});

/** Someone signed up with an address already on the list: its owner gets their preferences link, nothing changes. */
export const alreadySubscribedEmail = (guid: string, firstName?: string | null): MarketingEmail => ({
  ...render({
    subject: MAILING_LIST_SUBJECTS.alreadySubscribed,
    greeting: greeting(firstName),
    paragraphs: [
      'Someone (we hope you) just asked to sign this address up to Hear It First. It is already on our list, so nothing has changed.',
      'To change your details or what we send you, use the link below.',
    ],
    button: { label: 'Manage my preferences', url: preferencesUrl(guid) },
  }),
  headers: listUnsubscribeHeaders(guid),
});
