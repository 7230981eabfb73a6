import type { Enquiry, Restaurant } from '@/payload-types';
import { env } from '@/server/env';
import { resolveTarget, type PayloadTarget } from '@/server/jobs/payload-target';
import { queueEmail } from '@/server/mail/queue-email';
import type { EmailAttachment, EmailMessage } from '@/server/mail/email-message';
import { layoutEmail } from '@/server/mail/email-layout';
import { readStoredFile } from '@/server/uploads/upload-store';
import { filesOf } from '@/server/uploads/uploaded-files-field';
import { longDate } from '@/lib/long-date';

/*
 * No `import 'server-only'`: the enquiries collection's hook calls this with its `req`, and collections are loaded
 * outside Next too (Payload's CLI, the start script).
 */

/** The queue carries attachments as base64 in the job's row; files beyond this are left for staff to download. */
const MAX_ATTACHED_BASE64_CHARACTERS = 9 * 1024 * 1024;

type FileBytes = { name: string; mimeType: string; extension: string; bytes: Buffer | null };

const nameOf = (enquiry: Enquiry) => `${enquiry.firstName} ${enquiry.lastName}`;

/** The details as lines of "Label: value", leaving out what was not given. */
function detailLines(enquiry: Enquiry, restaurant: Restaurant | null): string[] {
  const lines: [string, unknown][] = [
    ['Name', nameOf(enquiry)],
    ['Email', enquiry.email],
    ['Phone', enquiry.phone],
    ['Restaurant', restaurant?.title ?? 'Not about one restaurant'],
  ];
  const group = enquiry.groupBooking;
  if (enquiry.kind === 'group-booking' && group) {
    lines.push(
      ['Booking type', group.bookingType],
      ['Guests', group.covers],
      ['Date', group.date ? longDate(group.date) : null],
      ['From', group.time],
      ['Until', group.until],
      ['Special request', group.specialRequest],
    );
  }
  const contact = enquiry.contact;
  if (enquiry.kind === 'contact' && contact) {
    lines.push(
      ['Enquiry type', contact.enquiryType],
      ['Reason', [contact.reason, contact.subReason].filter(Boolean).join(' / ')],
      ['Guests', contact.guests],
      ['Message', contact.message],
    );
  }
  lines.push(['Email news and offers', enquiry.shouldReceivePromotions ? 'yes' : 'no'], ['Text news and offers', enquiry.shouldReceiveSms ? 'yes' : 'no']);
  return lines.filter(([, value]) => value !== null && value !== undefined && value !== '').map(([label, value]) => `${label}: ${String(value)}`);
}

/** Files attached while they fit the queue; the rest named, to download from the back-office. */
export function attachmentsFor(files: FileBytes[], budget = MAX_ATTACHED_BASE64_CHARACTERS): { attached: EmailAttachment[]; left: string[] } {
  const attached: EmailAttachment[] = [];
  const left: string[] = [];
  let used = 0;
  for (const file of files) {
    const content = file.bytes?.toString('base64');
    if (!content || used + content.length > budget) {
      left.push(file.name);
      continue;
    }
    used += content.length;
    attached.push({ filename: `${file.name.replace(/\.[^.]*$/, '') || 'file'}.${file.extension}`, content, contentType: file.mimeType, encoding: 'base64' });
  }
  return { attached, left };
}

/**
 * The lines of the acknowledgement: the structured details, never what the visitor wrote in their own words (their
 * message, a special request, their files' names). The address is nobody's confirmed one, so quoting free text back
 * would let anyone send our email, saying whatever they typed, to any inbox.
 */
const FREE_TEXT_LABELS = ['Email', 'Message', 'Special request'];
const acknowledgedLines = (details: string[]) => details.filter((line) => !FREE_TEXT_LABELS.some((label) => line.startsWith(`${label}: `)));

const kindText = (enquiry: Enquiry) => (enquiry.kind === 'group-booking' ? 'group booking enquiry' : 'message');

/** The two emails an enquiry sends: to the team that answers it (with its files), and the visitor's acknowledgement. */
export function enquiryEmails(
  enquiry: Enquiry,
  { restaurant, teamAddress, files, siteUrl }: { restaurant: Restaurant | null; teamAddress: string; files: FileBytes[]; siteUrl: string },
): { team: EmailMessage; visitor: EmailMessage } {
  const details = detailLines(enquiry, restaurant);
  const { attached, left } = attachmentsFor(files);
  const where = restaurant ? ` for ${restaurant.title}` : '';
  const team: EmailMessage = {
    to: teamAddress,
    replyTo: enquiry.email,
    ...layoutEmail({
      subject: `New ${kindText(enquiry)}${where}: ${enquiry.summary ?? nameOf(enquiry)}`,
      blocks: [
        `A ${kindText(enquiry)} arrived through the website${where}. Reply to this email to answer ${enquiry.firstName}.`,
        { lines: details },
        left.length ? `Too large to attach here, download from the back-office: ${left.join(', ')}` : '',
        {
          link: { label: 'In the back-office (set its status once answered)', url: new URL(`/admin/collections/enquiries/${enquiry.id}`, siteUrl).toString() },
        },
      ],
    }),
    attachments: attached.length ? attached : undefined,
    restaurant: restaurant?.id,
  };
  const visitor: EmailMessage = {
    to: enquiry.email,
    replyTo: teamAddress,
    ...layoutEmail({
      subject: enquiry.kind === 'group-booking' ? 'We have your group booking enquiry' : 'Thanks for your message',
      blocks: [
        `Hello ${enquiry.firstName},`,
        enquiry.kind === 'group-booking'
          ? `Thank you for your group booking enquiry${where}. The team will be in touch within two working days to confirm the details. Your table is not booked until they do.`
          : `Thank you for getting in touch${where}. The team will reply within two working days.`,
        { lines: ['What you sent us:', ...acknowledgedLines(details), ...(files.length ? [`Files: ${files.length}`] : [])] },
        'Marigold Grill',
      ],
    }),
    restaurant: restaurant?.id,
  };
  return { team, visitor };
}

/**
 * Queues both emails of a new enquiry from the collection's afterChange hook, in the request's transaction: they
 * are sent (or kept in the Outbox) only if the enquiry is committed, and nobody waits for the mail server.
 */
export async function queueEnquiryEmails(target: PayloadTarget, enquiry: Enquiry): Promise<void> {
  const { payload, req } = resolveTarget(target);
  const restaurantId = typeof enquiry.restaurant === 'object' && enquiry.restaurant ? enquiry.restaurant.id : enquiry.restaurant;
  const restaurant = restaurantId ? await payload.findByID({ collection: 'restaurants', id: restaurantId, depth: 0, overrideAccess: true, req }) : null;
  const settings = await payload.findGlobal({ slug: 'enquiry-settings', depth: 0, overrideAccess: true, req });
  const files = await Promise.all(
    filesOf(enquiry as unknown as Record<string, unknown>, 'files').map(async (file) => ({ ...file, bytes: await readStoredFile(file.fileId) })),
  );
  const { team, visitor } = enquiryEmails(enquiry, { restaurant, teamAddress: restaurant?.email || settings.enquiriesEmail, files, siteUrl: env().SITE_URL });
  await queueEmail(target, team);
  await queueEmail(target, visitor);
}
