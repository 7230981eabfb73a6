import { describe, expect, it } from 'vitest';
import { attachmentsFor, enquiryEmails } from '@/features/enquiries/enquiry-emails';
import { retentionCutoff } from '@/features/enquiries/retention';
import { emailMessageSchema } from '@/server/mail/email-message';
import type { Enquiry, Restaurant } from '@/payload-types';

const restaurant = { id: 7, title: 'Cheshire Oaks', email: 'cheshire-oaks@marigold.example' } as Restaurant;

const groupEnquiry = {
  id: 42,
  kind: 'group-booking',
  status: 'new',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '07700 900123',
  summary: '24 guests on 12 December 2026, Ada Lovelace',
  groupBooking: {
    venue: 'Cheshire Oaks',
    bookingType: 'Christmas or festive party',
    covers: 24,
    date: '2026-12-12',
    time: '19:00',
    until: '23:00',
    specialRequest: 'A cake',
  },
  shouldReceivePromotions: true,
  shouldReceiveSms: false,
} as Enquiry;

describe('enquiry emails', () => {
  it('sends the team every detail, replying to the diner, and acknowledges the diner', () => {
    const { team, visitor } = enquiryEmails(groupEnquiry, { restaurant, teamAddress: restaurant.email!, files: [], siteUrl: 'https://www.marigold.example' });
    expect(team).toMatchObject({ to: 'cheshire-oaks@marigold.example', replyTo: 'ada@example.com', restaurant: 7 });
    expect(team.subject).toBe('New group booking enquiry for Cheshire Oaks: 24 guests on 12 December 2026, Ada Lovelace');
    expect(team.text).toContain('Guests: 24');
    expect(team.text).toContain('Date: Saturday 12 December 2026');
    expect(team.text).toContain('Email news and offers: yes');
    expect(team.text).toContain('https://www.marigold.example/admin/collections/enquiries/42');
    expect(visitor).toMatchObject({ to: 'ada@example.com', subject: 'We have your group booking enquiry' });
    expect(visitor.text).toContain('Your table is not booked until they do.');
    expect(() => emailMessageSchema.parse(team)).not.toThrow();
    expect(() => emailMessageSchema.parse(visitor)).not.toThrow();
  });

  it('never quotes the visitor’s own words back to an address nobody has confirmed', () => {
    const words = 'Win a prize at https://evil.example now';
    const contact = {
      ...groupEnquiry,
      kind: 'contact',
      groupBooking: null,
      contact: { enquiryType: 'Feedback', reason: 'Food', guests: 2, message: words },
    } as unknown as Enquiry;
    const file = { name: `${words}.pdf`, mimeType: 'application/pdf', extension: 'pdf', bytes: Buffer.alloc(10, 1) };
    const { team, visitor } = enquiryEmails(contact, { restaurant, teamAddress: restaurant.email!, files: [file], siteUrl: 'https://www.marigold.example' });
    expect(team.text).toContain(`Message: ${words}`);
    expect(visitor.subject).toBe('Thanks for your message');
    expect(visitor.text).toContain('Enquiry type: Feedback');
    expect(visitor.text).toContain('Files: 1');
    expect(visitor.text).not.toContain('evil.example');
    const group = enquiryEmails(
      { ...groupEnquiry, groupBooking: { ...groupEnquiry.groupBooking!, specialRequest: words } },
      { restaurant, teamAddress: restaurant.email!, files: [], siteUrl: 'https://www.marigold.example' },
    );
    expect(group.team.text).toContain(`Special request: ${words}`);
    expect(group.visitor.text).toContain('Guests: 24');
    expect(group.visitor.text).not.toContain('evil.example');
  });

  it('attaches files under the extension of what they are, while they fit the queue, and names the rest', () => {
    const file = (name: string, size: number) => ({ name, mimeType: 'application/pdf', extension: 'pdf', bytes: Buffer.alloc(size, 1) });
    const { attached, left } = attachmentsFor([file('menu.PDF', 30), file('plan', 60), file('big.pdf', 30)], 120);
    expect(attached.map((entry) => entry.filename)).toEqual(['menu.pdf', 'plan.pdf']);
    expect(attached[0]).toMatchObject({ encoding: 'base64', contentType: 'application/pdf' });
    expect(left).toEqual(['big.pdf']);
  });
});

describe('retention', () => {
  it('counts whole calendar months back, ending on the last day of a shorter month', () => {
    expect(retentionCutoff(new Date('2026-11-23T03:15:00Z'), 12).toISOString()).toBe('2025-11-23T03:15:00.000Z');
    expect(retentionCutoff(new Date('2026-03-31T03:15:00Z'), 1).toISOString()).toBe('2026-02-28T03:15:00.000Z');
    expect(retentionCutoff(new Date('2028-03-31T00:00:00Z'), 1).toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });
});
