import 'server-only';
import { findRestaurant } from '@/features/restaurants/published-restaurants';
import { isListed } from '@/features/restaurants/location-summary';
import { ValidationError } from '@/server/errors';
import { payloadClient } from '@/server/payload';
import type { AcceptedUpload } from '@/server/uploads/inspect-upload';
import { deleteStoredFiles, storeUploads } from '@/server/uploads/upload-store';
import { longDate } from '@/lib/long-date';
import type { Restaurant } from '@/payload-types';
import { enquiryFormContent, type Choice } from './enquiry-content';
import { NO_RESTAURANT, reasonProblems, type ContactRequest, type GroupBookingRequest } from './schema';

/** The restaurant a form named, if it is one diners can see; otherwise the field's error. */
async function listedRestaurant(storeId: number, field: string): Promise<Restaurant> {
  const restaurant = await findRestaurant({ storeId });
  if (!restaurant || !isListed(restaurant)) throw new ValidationError({ [field]: 'Please choose a restaurant.' });
  return restaurant;
}

/** A choice from a list staff edit: it must be on the list as it is now (an empty list takes what the form sent). */
const onList = (list: Choice[], value: string) => list.length === 0 || list.some((choice) => choice.value === value);
const labelOf = (list: Choice[], value: string) => list.find((choice) => choice.value === value)?.label ?? value;

/** Stores a group enquiry (its emails are queued by the collection's hook, in the same transaction). */
export async function saveGroupBooking(request: GroupBookingRequest): Promise<{ id: number }> {
  const [restaurant, content] = await Promise.all([listedRestaurant(request.storeId, 'storeId'), enquiryFormContent()]);
  if (!onList(content.bookingTypes, request.bookingType)) throw new ValidationError({ bookingType: 'Please choose the kind of booking.' });
  const payload = await payloadClient();
  const doc = await payload.create({
    collection: 'enquiries',
    overrideAccess: true,
    depth: 0,
    data: {
      kind: 'group-booking',
      status: 'new',
      restaurant: restaurant.id,
      summary: `${request.covers} guests on ${longDate(request.date)}, ${request.firstName} ${request.lastName}`,
      firstName: request.firstName,
      lastName: request.lastName,
      email: request.email,
      phone: request.telephoneNumber,
      groupBooking: {
        venue: restaurant.title,
        bookingType: labelOf(content.bookingTypes, request.bookingType),
        covers: request.covers,
        date: request.date,
        time: request.time,
        until: request.until,
        specialRequest: request.specialRequest,
      },
      shouldReceivePromotions: request.shouldReceivePromotions,
      shouldReceiveSms: request.shouldReceiveSms,
    },
  });
  return { id: doc.id };
}

/**
 * Stores a contact message and its files (already checked by their bytes). The files are written first; if the
 * message then cannot be saved they are deleted again, so nothing is left behind.
 */
export async function saveContactMessage(request: ContactRequest, files: AcceptedUpload[]): Promise<{ id: number }> {
  const content = await enquiryFormContent();
  const restaurant = request.enquiryRestaurant === NO_RESTAURANT ? null : await listedRestaurant(request.enquiryRestaurant, 'enquiryRestaurant');
  const problems = {
    ...(onList(content.contactTypes, request.enquiryType) ? {} : { enquiryType: 'Please choose what your enquiry is about.' }),
    ...(content.contactReasons.length ? reasonProblems(content.contactReasons, request.reason, request.subReason) : {}),
  };
  if (Object.keys(problems).length) throw new ValidationError(problems);

  const reason = content.contactReasons.find((candidate) => candidate.value === request.reason);
  const stored = await storeUploads(files);
  try {
    const payload = await payloadClient();
    const doc = await payload.create({
      collection: 'enquiries',
      overrideAccess: true,
      depth: 0,
      data: {
        kind: 'contact',
        status: 'new',
        restaurant: restaurant?.id ?? null,
        summary: `${labelOf(content.contactTypes, request.enquiryType)}, ${request.firstName} ${request.lastName}`,
        firstName: request.firstName,
        lastName: request.lastName,
        email: request.email,
        phone: request.phone,
        contact: {
          enquiryType: labelOf(content.contactTypes, request.enquiryType),
          reason: reason?.label ?? request.reason,
          subReason: reason ? labelOf(reason.subReasons, request.subReason) : request.subReason,
          guests: request.guests ?? null,
          message: request.message,
        },
        files: stored,
      },
    });
    return { id: doc.id };
  } catch (error) {
    await deleteStoredFiles(stored.map((file) => file.fileId));
    throw error;
  }
}
