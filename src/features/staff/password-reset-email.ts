import { buttonEmail } from '@/server/mail/button-email';
import type { RenderedEmail } from '@/server/mail/email-layout';

/*
 * The email a member of staff gets when they ask to reset their back-office password. Payload's own email links to a
 * relative address (it trusts the request's Host only when listed, and the site sets no serverURL), which no mail
 * client can open: this one builds the link from the site's public address (SITE_URL), never from the request.
 * No `import 'server-only'`: the staff users collection's hook sends it, and collections load outside Next too.
 */

/** How long a reset link works; Payload's own default, stated so the email can say it. */
export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

export const PASSWORD_RESET_SUBJECT = 'Reset your Marigold Grill back-office password';

/** Payload's reset page (admin route, then its `reset` view) under the site's public address. */
export const passwordResetUrl = (token: string, siteUrl: string) => `${siteUrl.replace(/\/+$/, '')}/admin/reset/${encodeURIComponent(token)}`;

export function passwordResetEmail(user: { name?: string | null; email: string }, token: string, siteUrl: string): RenderedEmail {
  return buttonEmail({
    subject: PASSWORD_RESET_SUBJECT,
    greeting: user.name ? `Hello ${user.name},` : 'Hello,',
    paragraphs: [
      `Someone (we hope you) asked to reset the password of the back-office account ${user.email}.`,
      `The link below lets you choose a new one. It works once, for the next ${RESET_LINK_LIFETIME_MS / 60_000} minutes. Choosing a new password signs this account out on every other device.`,
      'If you did not ask, ignore this email: your password stays as it is.',
    ],
    button: { label: 'Choose a new password', url: passwordResetUrl(token, siteUrl) },
  });
}
