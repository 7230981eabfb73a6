import type { EmailAttachment } from '@/server/mail/email-message';
import { layoutEmail } from '@/server/mail/email-layout';
import type { BookingSummary } from './booking-summary';
import { longDate } from '@/lib/long-date';
import { fullAddress } from '@/features/restaurants/location-summary';
import { bookingCalendarFile, partyWording } from './calendar-file';
import { UNCONFIRMED_HOLD_MINUTES } from './domain/unconfirmed-hold';

export type BookingEmailKind = 'confirmed' | 'confirm-request' | 'enquiry' | 'cancelled';

/** Ready for `queueEmail`; the caller adds `restaurant` (the restaurant's document id) for the outbox. */
type BookingEmail = { to: string; subject: string; text: string; html: string; attachments: EmailAttachment[] };

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** The message once, as data: the text and HTML parts are both drawn from it, so they cannot say different things. */
type EmailContent = {
  subject: string;
  greeting: string;
  intro: string[];
  details: [label: string, value: string][];
  link: { label: string; url: string };
  restaurant: string[];
  closing: string[];
};

function contentOf(summary: BookingSummary, kind: BookingEmailKind): EmailContent {
  const venue = `Marigold Grill ${summary.restaurant.title}`;
  const when = longDate(summary.bookingDate);
  const request = summary.customer.specialRequest?.trim();
  const details: [string, string][] = [
    [kind === 'enquiry' ? 'Enquiry reference' : 'Booking reference', summary.reference],
    ['When', `${when} at ${summary.time}`],
    ['Party', partyWording(summary)],
    ['Occasion', summary.occasionName],
  ];
  if (summary.areaName) details.push(['Area', summary.areaName]);
  if (summary.menuName) details.push(['Menu', summary.menuName]);
  if (summary.upsells.length) {
    details.push(['Extras', summary.upsells.map((extra) => `${extra.name} (${pounds.format(extra.price)})`).join('; ')]);
  }
  if (request) details.push(['Your request', request]);

  const phone = summary.restaurant.phone;
  const restaurant = [venue, fullAddress(summary.restaurant), ...(phone ? [`Phone: ${phone}`] : [])];
  const team = `The team at ${venue}`;
  const greeting = summary.customer.firstName ? `Hello ${summary.customer.firstName},` : 'Hello,';

  switch (kind) {
    case 'confirmed':
      return {
        subject: `Your table at ${venue} is booked: ${when}, ${summary.time}`,
        greeting,
        intro: [`Your table at ${venue} is booked. We look forward to seeing you.`],
        details,
        link: { label: 'View or cancel your booking', url: summary.manageUrl },
        restaurant,
        closing: ['The booking is attached as a calendar file, so you can add it to your calendar.', 'See you soon,', team],
      };
    case 'confirm-request':
      return {
        subject: `Please confirm your table at ${venue}: ${when}, ${summary.time}`,
        greeting,
        intro: [
          `We are holding a table for you at ${venue} for ${UNCONFIRMED_HOLD_MINUTES} minutes. To keep it, open the link below and press "Confirm my booking"; after that the table is released for other diners.`,
          'If you did not make this booking, ignore this email: the table will be released and we will not write again.',
        ],
        details,
        link: { label: 'Confirm your booking', url: summary.manageUrl },
        restaurant,
        closing: ['Thank you,', team],
      };
    case 'enquiry':
      return {
        subject: `We have your enquiry for ${venue}`,
        greeting,
        intro: [`Thank you for your enquiry. It is not a booking yet: the team at ${venue} will read it and reply within a day.`],
        details,
        link: { label: 'View or cancel your enquiry', url: summary.manageUrl },
        restaurant,
        closing: ['Thank you,', team],
      };
    case 'cancelled':
      return {
        subject: `Your booking at ${venue} is cancelled`,
        greeting,
        intro: [
          `Your booking at ${venue} is cancelled, and the table has been released.`,
          phone ? `If you did not ask for this, please call us on ${phone}.` : 'If you did not ask for this, please get in touch with the restaurant.',
        ],
        details,
        link: { label: 'View your booking', url: summary.manageUrl },
        restaurant,
        closing: ['If you added the booking to your calendar, you can remove it now.', 'We hope to see you another time,', team],
      };
  }
}

/** The message in the site's one layout: details in a box, the link as a button, the restaurant, the sign-off. */
const rendered = (content: EmailContent) =>
  layoutEmail({
    subject: content.subject,
    blocks: [
      content.greeting,
      ...content.intro,
      { details: content.details },
      { button: content.link },
      { lines: content.restaurant },
      ...content.closing.slice(0, -2),
      { lines: content.closing.slice(-2) },
    ],
  });

/**
 * The email a diner gets when a table is booked, an enquiry is received or a booking is cancelled.
 * Confirmations and cancellations carry the calendar file (a cancellation's marks the event CANCELLED, for the
 * calendars that update from it); an enquiry's time is not settled, so it has none.
 * Null when the booking has no address: the diner asked us to delete their data, so there is no one to write to.
 */
export function bookingEmail(summary: BookingSummary, kind: BookingEmailKind, now: Date): BookingEmail | null {
  const to = summary.customer.email;
  if (!to) return null;
  const attachments: EmailAttachment[] =
    // An enquiry's time is not settled, nor is an unconfirmed booking: the calendar file comes with its confirmation.
    kind === 'enquiry' || kind === 'confirm-request'
      ? []
      : [
          {
            filename: `booking-${summary.reference}.ics`,
            // The summary is the booking as committed (a hook reads it inside the cancelling transaction).
            content: bookingCalendarFile(summary, now),
            contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          },
        ];
  return { to, ...rendered(contentOf(summary, kind)), attachments };
}
