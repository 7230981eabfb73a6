import { layoutEmail, type RenderedEmail } from '@/server/mail/email-layout';
import { longDate } from '@/lib/long-date';
import { fullAddress } from '@/features/restaurants/location-summary';
import type { BookingSummary } from '../booking-summary';
import { partyWording } from '../calendar-file';
import { reminderAnswerUrl } from './reminder-answer-links';

/*
 * The reminder a diner gets before their booking, as an email in the site's one layout and as a short text. Pure, so
 * it is tested without a database. No `import 'server-only'`: the sweep is a scheduled task.
 */

/** The reminder email: the booking, then "I'm coming" and "Cancel my booking", each opening a one-button page. */
export function reminderEmail(summary: BookingSummary): RenderedEmail {
  const venue = `Marigold Grill ${summary.restaurant.title}`;
  const when = `${longDate(summary.bookingDate, { withYear: false })} at ${summary.time}`;
  const phone = summary.restaurant.phone;
  return layoutEmail({
    subject: `See you soon at ${venue}? ${when}`,
    blocks: [
      summary.customer.firstName ? `Hello ${summary.customer.firstName},` : 'Hello,',
      `Your table at ${venue} is booked for ${when}. Are you still coming? One tap lets the team know, or frees the table for someone else.`,
      {
        details: [
          ['Booking reference', summary.reference],
          ['When', `${longDate(summary.bookingDate)} at ${summary.time}`],
          ['Party', partyWording(summary)],
          ['Where', `${venue}, ${fullAddress(summary.restaurant)}`],
        ],
      },
      { button: { label: 'I’m coming', url: reminderAnswerUrl(summary.manageUrl, 'coming') } },
      { button: { label: 'Cancel my booking', url: reminderAnswerUrl(summary.manageUrl, 'cancel') } },
      ...(phone ? [`Running late, or need to change something? Call us on ${phone}.`] : []),
      { lines: ['See you soon,', `The team at ${venue}`] },
    ],
  });
}

/** The reminder text: short (one or two SMS segments), with the link to answer. */
export function reminderText(summary: BookingSummary): string {
  const when = `${longDate(summary.bookingDate, { withYear: false })} ${summary.time}`;
  return `Marigold Grill ${summary.restaurant.title}: your table for ${summary.covers}, ${when} (ref ${summary.reference}). Coming, or need to cancel? ${reminderAnswerUrl(summary.manageUrl, 'coming')}`;
}
