import { describe, expect, it } from 'vitest';
import type { BookingSummary } from '@/features/booking/booking-summary';
import { bookingEmail } from '@/features/booking/confirmation-email';
import { escapeHtml } from '@/server/mail/email-layout';
import { bookingSummary } from '../support/booking-summary';

const summary = (overrides: Partial<BookingSummary> = {}, customer: Partial<BookingSummary['customer']> = {}): BookingSummary =>
  bookingSummary({ ...overrides, customer: { ...bookingSummary().customer, ...customer } });

const now = new Date('2026-12-01T10:00:00Z');

/** The email for a booking that has an address (every test here but the erased one). */
function emailOf(...args: Parameters<typeof bookingEmail>) {
  const email = bookingEmail(...args);
  if (!email) throw new Error('No email for a booking with an address');
  return email;
}

describe('booking email', () => {
  it('has a subject for each kind of message', () => {
    expect(emailOf(summary(), 'confirmed', now).subject).toBe('Your table at Marigold Grill Merry Hill is booked: Saturday 12 December 2026, 19:00');
    expect(emailOf(summary({ status: 'enquiry' }), 'enquiry', now).subject).toBe('We have your enquiry for Marigold Grill Merry Hill');
    expect(emailOf(summary({ status: 'cancelled' }), 'cancelled', now).subject).toBe('Your booking at Marigold Grill Merry Hill is cancelled');
  });

  it('asks the diner to confirm an unconfirmed booking within 30 minutes, with the link and no calendar file yet', () => {
    const email = emailOf(summary({ status: 'unconfirmed', holdUntil: new Date('2026-12-01T10:30:00Z') }), 'confirm-request', now);
    expect(email.subject).toBe('Please confirm your table at Marigold Grill Merry Hill: Saturday 12 December 2026, 19:00');
    expect(email.attachments).toEqual([]);
    for (const part of [email.text, email.html]) {
      expect(part).toContain('for 30 minutes');
      expect(part).toContain('Confirm your booking');
      expect(part).toContain(bookingSummary().manageUrl);
      expect(part).toContain('If you did not make this booking, ignore this email');
    }
  });

  it('goes to the diner and tells them what they booked, in both parts', () => {
    const email = emailOf(summary(), 'confirmed', now);
    expect(email.to).toBe('priya@example.com');
    for (const part of [email.text, email.html]) {
      expect(part).toContain('Hello Priya,');
      expect(part).toContain('MG7K2Q');
      expect(part).toContain('Saturday 12 December 2026 at 19:00');
      expect(part).toContain('4 guests (3 adults, 1 child)');
      expect(part).toContain('Birthday');
      expect(part).toContain('Unit 4, The Waterfront, Level Street, Brierley Hill, DY5 1XD');
      expect(part).toContain('01384 000111');
    }
  });

  it('links to the page where the diner views or cancels the booking', () => {
    const email = emailOf(summary(), 'confirmed', now);
    expect(email.text).toContain('View or cancel your booking: https://marigold.example/manage-booking/tok_123');
    expect(email.html).toContain('href="https://marigold.example/manage-booking/tok_123"');
    expect(email.html).toMatch(/<a [^>]*>View or cancel your booking<\/a>/);
  });

  it('escapes what diners typed in the HTML part, and keeps it as typed in the text part', () => {
    const request = '<script>alert("hi")</script> & a high chair';
    const email = emailOf(summary({}, { firstName: 'Jo<b>', specialRequest: request }), 'confirmed', now);
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('Jo<b>');
    expect(email.html).toContain('&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; &amp; a high chair');
    expect(email.text).toContain(`Your request: ${request}`);
    expect(escapeHtml(`<a href='x'>&</a>`)).toBe('&lt;a href=&#39;x&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('lists the area, menu and extras with prices in pounds only when chosen', () => {
    const plain = emailOf(summary(), 'confirmed', now);
    expect(plain.text).not.toMatch(/^(Area|Menu|Extras|Your request):/m);
    const full = emailOf(
      summary({
        areaName: 'Terrace',
        menuName: 'Festive menu',
        upsells: [
          { name: 'Prosecco on arrival', price: 25 },
          { name: '2 × Cake', price: 12.5 },
        ],
      }),
      'confirmed',
      now,
    );
    expect(full.text).toContain('Area: Terrace');
    expect(full.text).toContain('Menu: Festive menu');
    expect(full.text).toContain('Extras: Prosecco on arrival (£25.00); 2 × Cake (£12.50)');
    expect(full.html).toContain('Prosecco on arrival (£25.00)');
  });

  it('says child or children, and leaves the ages out for adults only', () => {
    const wording = (adults: number, children: number) => emailOf(summary({ adults, children, covers: adults + children }), 'confirmed', now).text;
    expect(wording(3, 1)).toContain('Party: 4 guests (3 adults, 1 child)');
    expect(wording(2, 2)).toContain('Party: 4 guests (2 adults, 2 children)');
    expect(wording(1, 1)).toContain('Party: 2 guests (1 adult, 1 child)');
    expect(wording(2, 0)).toMatch(/^Party: 2 guests$/m);
    expect(wording(1, 0)).toMatch(/^Party: 1 guest$/m);
  });

  it('attaches the calendar file to confirmations and cancellations, not to enquiries', () => {
    const confirmed = emailOf(summary(), 'confirmed', now);
    expect(confirmed.attachments).toHaveLength(1);
    expect(confirmed.attachments[0]).toMatchObject({ filename: 'booking-MG7K2Q.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH' });
    expect(confirmed.attachments[0]?.content).toContain('STATUS:CONFIRMED');
    // The summary is read inside the cancelling transaction, so it already says cancelled.
    const cancelled = emailOf(summary({ status: 'cancelled' }), 'cancelled', now);
    expect(cancelled.attachments[0]?.content).toContain('STATUS:CANCELLED');
    expect(emailOf(summary({ status: 'enquiry', kind: 'enquiry' }), 'enquiry', now).attachments).toEqual([]);
  });

  it('tells an enquirer the team will reply within a day, and a cancelled diner that the table is gone', () => {
    const enquiry = emailOf(summary({ status: 'enquiry' }), 'enquiry', now);
    expect(enquiry.text).toContain('reply within a day');
    expect(enquiry.html).toContain('reply within a day');
    expect(enquiry.text).toContain('Enquiry reference: MG7K2Q');
    const cancelled = emailOf(summary({ status: 'cancelled' }), 'cancelled', now);
    expect(cancelled.text).toContain('is cancelled');
    expect(cancelled.text).not.toContain('View or cancel');
    expect(cancelled.text).toContain('View your booking: https://marigold.example/manage-booking/tok_123');
  });

  it('writes to nobody once the diner asked us to delete their data, whatever the booking’s state', () => {
    const erased = { firstName: null, lastName: null, email: null, phoneNumber: null, specialRequest: null };
    for (const kind of ['confirmed', 'enquiry', 'cancelled'] as const) expect(bookingEmail(summary({}, erased), kind, now)).toBeNull();
  });

  it('greets without a name when there is none', () => {
    expect(emailOf(summary({}, { firstName: null }), 'confirmed', now).text).toMatch(/^Hello,$/m);
  });
});
