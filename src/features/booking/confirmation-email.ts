import type { EmailAttachment } from '@/server/mail/email-message';
import type { BookingSummary } from './booking-summary';
import { longDate } from '@/lib/long-date';
import { fullAddress } from '@/features/restaurants/location-summary';
import { bookingCalendarFile, partyWording } from './calendar-file';
import { UNCONFIRMED_HOLD_MINUTES } from './domain/unconfirmed-hold';

export type BookingEmailKind = 'confirmed' | 'confirm-request' | 'enquiry' | 'cancelled';

/** Ready for `queueEmail`; the caller adds `restaurant` (the restaurant's document id) for the outbox. */
export type BookingEmail = { to: string; subject: string; text: string; html: string; attachments: EmailAttachment[] };

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** Every value put into the HTML part goes through this: names, requests and addresses are typed by people. */
export const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

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
        intro: [
          `Thank you for your enquiry. It is not a booking yet: the team at ${venue} will read it and reply within a day.`,
        ],
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

function textPart(content: EmailContent): string {
  return [
    content.greeting,
    content.intro.join('\n\n'),
    content.details.map(([label, value]) => `${label}: ${value}`).join('\n'),
    `${content.link.label}: ${content.link.url}`,
    content.restaurant.join('\n'),
    content.closing.slice(0, -2).join('\n\n'),
    content.closing.slice(-2).join('\n'),
  ]
    .filter(Boolean)
    .join('\n\n')
    .concat('\n');
}

/** Only web links become buttons: the manage URL is built from SITE_URL, but an odd value must not turn into a script link. */
const safeHref = (url: string) => (/^https?:\/\//i.test(url) ? escapeHtml(url) : '#');

const paragraph = (html: string, style = '') => `<p style="margin:0 0 16px;${style}">${html}</p>`;
/** Escapes, then keeps the diner's own line breaks. */
const lines = (values: string[]) => values.map((value) => escapeHtml(value).replace(/\r?\n/g, '<br>')).join('<br>');

function htmlPart(content: EmailContent): string {
  const details = content.details
    .map(([label, value]) => paragraph(`<strong>${escapeHtml(label)}</strong><br>${lines([value])}`, 'margin-bottom:12px;'))
    .join('\n');
  const button =
    `<a href="${safeHref(content.link.url)}" style="display:inline-block;padding:12px 20px;border-radius:6px;` +
    `background:#9a3412;color:#ffffff;font-weight:bold;text-decoration:none;">${escapeHtml(content.link.label)}</a>`;
  const linkFallback = `Or copy this link: <a href="${safeHref(content.link.url)}" style="color:#9a3412;word-break:break-all;">${escapeHtml(content.link.url)}</a>`;
  const closing = content.closing.slice(0, -2).map((line) => paragraph(escapeHtml(line)));
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#ffffff;">
<div style="max-width:560px;margin:0 auto;padding:24px 16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f1f1f;">
${paragraph(escapeHtml(content.greeting))}
${content.intro.map((line) => paragraph(escapeHtml(line))).join('\n')}
<div style="margin:24px 0;padding:16px;border:1px solid #e5e0d8;border-radius:8px;">
${details}
</div>
${paragraph(button, 'margin-bottom:8px;')}
${paragraph(linkFallback, 'font-size:14px;color:#555555;')}
${paragraph(lines(content.restaurant), 'margin-top:24px;')}
${closing.join('\n')}
${paragraph(lines(content.closing.slice(-2)))}
</div>
</body>
</html>
`;
}

/**
 * The email a diner gets when a table is booked, an enquiry is received or a booking is cancelled.
 * Confirmations and cancellations carry the calendar file (a cancellation's marks the event CANCELLED, for the
 * calendars that update from it); an enquiry's time is not settled, so it has none.
 * Null when the booking has no address: the diner asked us to delete their data, so there is no one to write to.
 */
export function bookingEmail(summary: BookingSummary, kind: BookingEmailKind, now: Date): BookingEmail | null {
  const to = summary.customer.email;
  if (!to) return null;
  const content = contentOf(summary, kind);
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
  return { to, subject: content.subject, text: textPart(content), html: htmlPart(content), attachments };
}
