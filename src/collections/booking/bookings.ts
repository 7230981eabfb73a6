import { ValidationError, type CollectionConfig, type Field } from 'payload';
import { queueBookingEmail } from '@/features/booking/booking-emails';
import { extrasLine } from '@/features/booking/extras-line';
import { statusChangeRefusal, statusTimeField, type BookingStatus } from '@/features/booking/domain/booking-lifecycle';
import { ownRestaurantsOnly } from '@/access/restaurants';
import { queueWaitlistMatch } from '@/features/waitlist/queue-waitlist-match';
import { cancelQuietlyEndpoint, QUIET_CANCEL } from './cancel-quietly-endpoint';

/**
 * Fields staff may change: the status (and the time of each change, which the hook below writes and field access
 * would otherwise put back). Everything else is the engine's record of what was booked, table and times included: a
 * table is changed through the ledger (features/front-of-house/move-table.ts).
 */
const STAFF_EDITABLE = new Set(['status', ...Object.values(statusTimeField)]);

/**
 * Locks every named field against updates through the back-office and its REST API (admin.readOnly only greys out
 * the form). A table and its times are assigned inside the ledger's lock; changing them anywhere else could put two
 * parties on one table.
 */
const lockedForUpdate = (fields: Field[]): Field[] =>
  fields.map((field) => {
    if ('fields' in field && !('name' in field)) return { ...field, fields: lockedForUpdate(field.fields) } as Field;
    if (!('name' in field) || STAFF_EDITABLE.has(field.name) || ('virtual' in field && field.virtual)) return field;
    const locked = 'fields' in field ? { ...field, fields: lockedForUpdate(field.fields) } : field;
    const access = (locked as { access?: Record<string, unknown> }).access;
    return { ...locked, access: { ...access, update: () => false } } as Field;
  });

/**
 * Every booking and enquiry. Rows are written by the booking engine only (its capacity check and insert share one
 * serialised transaction, see features/booking/ledger), phone bookings and walk-ins included; staff read them and move
 * them through their statuses (features/booking/domain/booking-lifecycle.ts), here or on the day sheet.
 */
export const Bookings: CollectionConfig = {
  slug: 'bookings',
  admin: {
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'restaurant', 'bookingDate', 'time', 'covers', 'status', 'customerName', 'channel'],
    listSearchableFields: ['reference', 'customer.lastName', 'customer.email'],
    group: 'Bookings',
    description:
      'Every booking and enquiry, from the website, the phone and walk-ins. Cancelling or marking a no-show frees the table at once. Tonight at a glance: the Day sheet.',
    // A flood from one source, or the ticked rows, cancelled at once without emailing anyone.
    components: { beforeListTable: ['@/collections/booking/components/cancel-flood.client#CancelFlood'] },
  },
  defaultSort: '-startsAt',
  hooks: {
    beforeChange: [
      ({ data, originalDoc, req }) => {
        // One rule for every change of status, here and from the day sheet (domain/booking-lifecycle.ts).
        const from = originalDoc?.status as BookingStatus | undefined;
        const to = data.status as BookingStatus | undefined;
        if (!from || !to || from === to) return data;
        const refusal = statusChangeRefusal(from, to);
        if (refusal) throw new ValidationError({ errors: [{ path: 'status', message: refusal }], req });
        if (to in statusTimeField) data[statusTimeField[to as keyof typeof statusTimeField]] = new Date().toISOString();
        // "Arrived" by mistake: back to booked, the arrival forgotten.
        if (from === 'arrived' && to === 'confirmed') data.arrivedAt = null;
        return data;
      },
    ],
    // However it was cancelled (by the diner's link or by staff here), the diner hears about it, except in a bulk
    // cancellation of a flood (cancel-quietly-endpoint.ts), whose addresses were made up or someone else's: the email is queued
    // through `req`, in the request's transaction, so it describes the cancelled booking and is sent only if the
    // cancellation is committed. Nobody waits for the mail server.
    afterChange: [
      async ({ doc, previousDoc, operation, req }) => {
        if (operation === 'update' && doc.status === 'cancelled' && previousDoc?.status !== 'cancelled' && !req.context[QUIET_CANCEL]) {
          await queueBookingEmail(req, doc.id, 'cancelled');
        }
        return doc;
      },
      // A table freed by a cancellation or a no-show goes to the first diner waiting for that day (features/waitlist).
      async ({ doc, previousDoc, operation, req }) => {
        if (operation === 'update' && doc.tableKey && (doc.status === 'cancelled' || doc.status === 'no-show') && previousDoc?.status !== doc.status) {
          await queueWaitlistMatch(req, doc.storeId, doc.bookingDate);
        }
        return doc;
      },
    ],
  },
  // Which tables a restaurant's bookings hold around a time (HOLDS_WHERE in ledger.ts): every slot search and booking
  // asks, and on the store id alone it would read every booking the restaurant ever took.
  indexes: [{ fields: ['storeId', 'startsAt'] }],
  endpoints: [cancelQuietlyEndpoint],
  access: {
    read: ownRestaurantsOnly(),
    update: ownRestaurantsOnly(),
    create: () => false,
    delete: () => false,
  },
  fields: lockedForUpdate([
    {
      type: 'row',
      fields: [
        { name: 'reference', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
        {
          name: 'status',
          type: 'select',
          required: true,
          index: true,
          options: [
            { value: 'confirmed', label: 'Booked' },
            { value: 'unconfirmed', label: 'Waiting for the diner to confirm by email' },
            { value: 'enquiry', label: 'Enquiry (reply to the diner)' },
            { value: 'arrived', label: 'Arrived' },
            { value: 'seated', label: 'Seated' },
            { value: 'finished', label: 'Finished' },
            { value: 'no-show', label: 'No-show' },
            { value: 'cancelled', label: 'Cancelled' },
          ],
        },
        {
          name: 'kind',
          type: 'select',
          required: true,
          options: ['table', 'event', 'enquiry'],
          admin: { readOnly: true },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'restaurant', type: 'relationship', relationTo: 'restaurants', required: true, index: true, admin: { readOnly: true } },
        { name: 'storeId', type: 'number', required: true, index: true, admin: { readOnly: true } },
        { name: 'occasion', type: 'relationship', relationTo: 'booking-occasions', admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'bookingDate', type: 'text', required: true, index: true, admin: { readOnly: true } },
        { name: 'time', type: 'text', required: true, admin: { readOnly: true } },
        { name: 'adults', type: 'number', required: true, admin: { readOnly: true } },
        { name: 'children', type: 'number', required: true, admin: { readOnly: true } },
        { name: 'covers', type: 'number', required: true, admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'startsAt', type: 'date', required: true, index: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'endsAt', type: 'date', required: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'tableKey', type: 'text', index: true, admin: { hidden: true } },
        { name: 'tableLabel', label: 'Table', type: 'text', admin: { readOnly: true } },
        { name: 'areaName', label: 'Area', type: 'text', admin: { readOnly: true } },
        { name: 'menuName', label: 'Menu', type: 'text', admin: { readOnly: true } },
      ],
    },
    // Stored as JSON for the engine and the emails; staff read the line below (the JSON editor needs a CDN).
    { name: 'upsells', type: 'json', admin: { hidden: true } },
    {
      name: 'extras',
      type: 'text',
      virtual: true,
      admin: { readOnly: true },
      hooks: {
        afterRead: [({ siblingData }) => extrasLine(siblingData?.upsells)],
      },
    },
    // The booking request's schema requires the name and email; the columns may be empty because "delete my data"
    // empties them on a booking that stays (docs/decisions/0026), and a required field would then refuse every later
    // save of the booking, a cancellation included.
    {
      name: 'customer',
      type: 'group',
      admin: { readOnly: true, description: 'Empty once the diner asked us to delete their data: the booking, its table and covers stay.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'firstName', type: 'text' },
            { name: 'lastName', type: 'text' },
            { name: 'email', type: 'email' },
            { name: 'phoneNumber', type: 'text' },
          ],
        },
        { name: 'specialRequest', type: 'textarea' },
        {
          type: 'row',
          fields: [
            { name: 'shouldReceivePromotions', label: 'Happy to receive offers by email', type: 'checkbox' },
            { name: 'shouldReceiveSms', label: 'Happy to receive texts', type: 'checkbox' },
          ],
        },
        {
          name: 'erasedAt',
          label: 'Diner’s details deleted (at their request, or after the retention period)',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime' }, condition: (_, sibling) => Boolean(sibling?.erasedAt) },
        },
      ],
    },
    {
      name: 'customerName',
      type: 'text',
      virtual: true,
      admin: { hidden: true },
      hooks: {
        afterRead: [
          ({ siblingData }) =>
            siblingData?.customer?.erasedAt ? 'Details deleted' : [siblingData?.customer?.firstName, siblingData?.customer?.lastName].filter(Boolean).join(' '),
        ],
      },
    },
    { name: 'cardCustomerId', label: 'Card guarantee (payment provider customer)', type: 'text', admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'arrivedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'seatedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'finishedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'noShowAt', label: 'No-show at', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'cancelledAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'channel',
          label: 'Taken',
          type: 'select',
          required: true,
          defaultValue: 'website',
          options: [
            { value: 'website', label: 'On the website' },
            { value: 'phone', label: 'By phone' },
            { value: 'walk-in', label: 'Walk-in' },
          ],
          admin: { readOnly: true },
        },
        { name: 'takenBy', label: 'Taken by', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
      ],
    },
    {
      name: 'holdUntil',
      label: 'Table released unless confirmed by',
      type: 'date',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' }, condition: (data) => data?.status === 'unconfirmed' },
    },
    // A keyed hash of the visitor's network address (features/booking/booking-source.ts), never the address: the
    // bookings of one source share it, so staff can see a flood and cancel it (POST /cms-api/bookings/cancel-quietly).
    {
      name: 'source',
      type: 'text',
      index: true,
      admin: {
        readOnly: true,
        description: 'Where an online booking came from: the same code for the same network address (a keyed hash, never the address itself).',
      },
    },
    // The diner's email, lower-cased and keyed-hashed: the ledger finds their other bookings by it (the 2-hour rule).
    { name: 'dinerKey', type: 'text', index: true, admin: { hidden: true }, access: { read: () => false } },
    // Secrets of the booking: the diner's manage link, and the key that makes a retried request return this booking.
    { name: 'manageToken', type: 'text', index: true, admin: { hidden: true }, access: { read: () => false } },
    { name: 'idempotencyKey', type: 'text', unique: true, admin: { hidden: true }, access: { read: () => false } },
    // The reminder (features/booking/reminders): when the sweep claimed the booking and sent it, and the diner's answer.
    {
      type: 'row',
      fields: [
        { name: 'remindedAt', label: 'Reminder sent', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        {
          name: 'reminderAnswer',
          label: 'Diner’s answer to the reminder',
          type: 'select',
          options: [
            { value: 'coming', label: 'Coming' },
            { value: 'cancelled', label: 'Cancelled' },
          ],
          admin: { readOnly: true },
        },
        { name: 'reminderAnsweredAt', label: 'Answered', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    // Set by the ledger with the booking, cleared when the diner's first email is queued (owed-booking-emails.ts).
    { name: 'confirmationEmailPending', type: 'checkbox', defaultValue: false, index: true, admin: { hidden: true } },
  ]),
};
