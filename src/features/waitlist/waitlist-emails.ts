import { longDate } from '@/lib/long-date';
import { env } from '@/server/env';
import { layoutEmail } from '@/server/mail/email-layout';
import type { RenderedEmail } from '@/server/mail/email-layout';
import { manageBookingPath } from '@/features/booking/summarise-booking';

/*
 * No `import 'server-only'`: the match runs as a job, part of payload.config.ts, which also loads outside Next.
 */

/** The waitlist entry as its emails speak of it. */
type WaitlistEmailEntry = {
  firstName: string;
  restaurantTitle: string;
  date: string;
  from: string;
  until: string;
  covers: number;
  token: string;
};

const absolute = (path: string) => new URL(path, env().SITE_URL).toString();

/** The diner's page for their place in line, with its "Leave the waitlist" button (a GET changes nothing). */
export const waitlistEntryPath = (token: string) => `/waitlist/${encodeURIComponent(token)}`;

const party = (covers: number) => (covers === 1 ? '1 guest' : `${covers} guests`);
const greeting = (entry: WaitlistEmailEntry) => (entry.firstName ? `Hello ${entry.firstName},` : 'Hello,');
const venue = (entry: WaitlistEmailEntry) => `Marigold Grill ${entry.restaurantTitle}`;

/** "You are on the waitlist", with the link to leave it. */
export function waitlistJoinedEmail(entry: WaitlistEmailEntry): RenderedEmail {
  return layoutEmail({
    subject: `You are on the waitlist at ${venue(entry)}: ${longDate(entry.date)}`,
    blocks: [
      greeting(entry),
      `You are on the waitlist at ${venue(entry)}. If a table frees up that fits your party and your times, we will hold it for you and email you straight away; the first to join is offered it first.`,
      {
        details: [
          ['When', `${longDate(entry.date)}, arriving between ${entry.from} and ${entry.until}`],
          ['Party', party(entry.covers)],
        ],
      },
      { link: { label: 'No longer need a table? Leave the waitlist', url: absolute(waitlistEntryPath(entry.token)) } },
      { lines: ['Thank you,', `The team at ${venue(entry)}`] },
    ],
  });
}

const heldUntil = (holdUntil: Date) => holdUntil.toLocaleTimeString('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' });

/** The offer as a text, to a diner who ticked "Happy to receive texts": short, with the one-step confirmation. */
export function waitlistOfferText(entry: WaitlistEmailEntry, offer: { time: string; manageToken: string; holdUntil: Date }): string {
  return `${venue(entry)}: a table for ${entry.covers} is free on ${longDate(entry.date, { withYear: false })} at ${offer.time}, held for you until ${heldUntil(offer.holdUntil)}. Book it: ${absolute(manageBookingPath(offer.manageToken))}`;
}

/** "A table is yours if you want it": the held table, until when, the one-step confirmation and the link to leave. */
export function waitlistOfferEmail(
  entry: WaitlistEmailEntry,
  offer: { time: string; manageToken: string; holdUntil: Date; holdMinutes: number },
): RenderedEmail {
  const until = heldUntil(offer.holdUntil);
  return layoutEmail({
    subject: `A table is free at ${venue(entry)}: ${longDate(entry.date)}, ${offer.time}`,
    blocks: [
      greeting(entry),
      `Good news: a table has freed up at ${venue(entry)}, and we are holding it for you for ${offer.holdMinutes} minutes, until ${until}. To take it, open the link below and press "Confirm my booking"; after that it goes to the next diner in line.`,
      {
        details: [
          ['When', `${longDate(entry.date)} at ${offer.time}`],
          ['Party', party(entry.covers)],
        ],
      },
      { button: { label: 'Confirm my booking', url: absolute(manageBookingPath(offer.manageToken)) } },
      { link: { label: 'No longer need a table? Leave the waitlist', url: absolute(waitlistEntryPath(entry.token)) } },
      { lines: ['Thank you,', `The team at ${venue(entry)}`] },
    ],
  });
}
