import type { CollectionConfig, Field } from 'payload';
import { ownRestaurantsOnly } from '@/access/restaurants';
import { isAdmin } from '@/access/roles';
import { queueEnquiryEmails } from '@/features/enquiries/enquiry-emails';
import { deleteFilesWithOwner, uploadedFilesField } from '@/server/uploads/uploaded-files-field';

const ENQUIRY_DOWNLOAD_PATH = '/staff-files/enquiries';

/**
 * Administrators and marketing see every enquiry; a restaurant manager sees their restaurants' only (as a query
 * filter, so lists, counts, single reads and file downloads agree); HR sees none.
 */
const enquiryReaders = ownRestaurantsOnly({ seeEvery: ['admin', 'marketing'] });

/** Everything but the status is what the visitor sent: staff read it, nobody edits it. */
const sent = (field: Field): Field => ({ ...field, access: { update: () => false }, admin: { ...field.admin, readOnly: true } }) as Field;
const isKind = (kind: string) => (data: Partial<{ kind: string }>) => data?.kind === kind;

/**
 * Group-booking enquiries and contact messages from the website (spec section 3: the group enquiry request and the
 * contact form). Written only by POST /api/contact/group-booking and /api/contact/sendemail after the bot check;
 * emailed to the restaurant (with the files) and acknowledged to the visitor; deleted after the retention period
 * set in Enquiry settings.
 */
export const Enquiries: CollectionConfig = {
  slug: 'enquiries',
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'kind', 'restaurant', 'status', 'createdAt'],
    listSearchableFields: ['lastName', 'email', 'summary'],
    group: 'Enquiries',
    description:
      'Contact messages and group-booking enquiries from the website. Set the status as you answer them. Restaurant managers see their restaurants’ enquiries; each is deleted with its files after the period in Enquiry settings.',
  },
  defaultSort: '-createdAt',
  access: { read: enquiryReaders, update: enquiryReaders, create: () => false, delete: isAdmin },
  hooks: {
    afterChange: [
      async ({ doc, operation, req }) => {
        if (operation === 'create') await queueEnquiryEmails(req, doc);
        return doc;
      },
    ],
    afterDelete: [deleteFilesWithOwner('files')],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'new',
          index: true,
          options: [
            { value: 'new', label: 'New' },
            { value: 'replied', label: 'Replied' },
            { value: 'closed', label: 'Closed' },
          ],
          admin: { description: 'New until someone answers; Replied once you have; Closed when nothing more is needed.' },
        },
        sent({
          name: 'kind',
          type: 'select',
          required: true,
          index: true,
          options: [
            { value: 'group-booking', label: 'Group booking' },
            { value: 'contact', label: 'Contact message' },
          ],
        }),
        sent({ name: 'restaurant', type: 'relationship', relationTo: 'restaurants', index: true, admin: { description: 'Empty: not about one restaurant.' } }),
      ],
    },
    sent({ name: 'summary', type: 'text', admin: { description: 'A one-line summary, for lists and email subjects.' } }),
    {
      type: 'row',
      fields: [
        sent({ name: 'firstName', type: 'text', required: true }),
        sent({ name: 'lastName', type: 'text', required: true }),
        sent({ name: 'email', type: 'email', required: true, index: true }),
        sent({ name: 'phone', type: 'text' }),
      ],
    },
    sent({
      name: 'groupBooking',
      label: 'Group booking',
      type: 'group',
      admin: { condition: isKind('group-booking') },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'venue', type: 'text' },
            { name: 'bookingType', label: 'Booking type', type: 'text' },
            { name: 'covers', label: 'Guests', type: 'number' },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'date', type: 'text', admin: { description: 'yyyy-mm-dd' } },
            { name: 'time', label: 'From', type: 'text' },
            { name: 'until', label: 'Until', type: 'text' },
          ],
        },
        { name: 'specialRequest', label: 'Special request', type: 'textarea' },
      ],
    }),
    sent({
      name: 'contact',
      label: 'Contact message',
      type: 'group',
      admin: { condition: isKind('contact') },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'enquiryType', label: 'Enquiry type', type: 'text' },
            { name: 'reason', type: 'text' },
            { name: 'subReason', label: 'Sub-reason', type: 'text' },
            { name: 'guests', type: 'number' },
          ],
        },
        { name: 'message', type: 'textarea' },
      ],
    }),
    {
      type: 'row',
      fields: [
        sent({ name: 'shouldReceivePromotions', label: 'Email news and offers: yes', type: 'checkbox', defaultValue: false }),
        sent({ name: 'shouldReceiveSms', label: 'Text news and offers: yes', type: 'checkbox', defaultValue: false }),
      ],
    },
    uploadedFilesField({
      name: 'files',
      label: 'Attached files',
      downloadPath: ENQUIRY_DOWNLOAD_PATH,
      description: 'Sent with a contact message: photos or PDFs, each checked by its contents. Download a file to open it; it is deleted with the enquiry.',
    }),
  ],
};
