import { buttonEmail } from '@/server/mail/button-email';
import type { RenderedEmail } from '@/server/mail/email-layout';
import { UNCONFIRMED_SIGN_UP_DAYS } from './domain/unconfirmed-sign-ups';
import { confirmUrl, listUnsubscribeHeaders, preferencesUrl, unsubscribeUrl } from './marketing-links';

type MarketingEmail = RenderedEmail & { headers?: Record<string, string> };

const greeting = (firstName?: string | null) => (firstName ? `Hi ${firstName},` : 'Hello,');

/** The mailing list's own emails, by subject: what the unconfirmed sign-ups' clean-up deletes with a sign-up. */
export const MAILING_LIST_SUBJECTS = {
  confirmation: 'Please confirm you would like to hear from Marigold Grill',
  welcome: 'Welcome to Hear It First',
  alreadySubscribed: 'You are already on the Marigold Grill list',
} as const;

/** Double opt-in: nothing else goes to the address until this link is followed. Not marketing itself. */
export const confirmationEmail = (token: string, firstName?: string | null): MarketingEmail =>
  buttonEmail({
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
  ...buttonEmail({
    subject: MAILING_LIST_SUBJECTS.welcome,
    greeting: greeting(firstName),
    paragraphs: [
      'You are on the list. Look out for new menus, offers and your birthday treat.',
      'You can change what we send you, or ask us to delete your details, at any time.',
    ],
    button: { label: 'Manage my preferences', url: preferencesUrl(guid) },
    footer: [`Unsubscribe from all emails: ${unsubscribeUrl(guid)}`],
  }),
  headers: listUnsubscribeHeaders(guid),
});

/** Someone signed up with an address already on the list: its owner gets their preferences link, nothing changes. */
export const alreadySubscribedEmail = (guid: string, firstName?: string | null): MarketingEmail => ({
  ...buttonEmail({
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
