import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload';
import { clearBookingConfigs } from '@/features/booking/config-cache';
import { expireAllPages } from '@/server/revalidate';

/**
 * A save in a booking collection (settings, occasions, menus, extras, areas) changes what cached pages show: a paused
 * restaurant's booking area and header link, the occasions step one offers. The engine forgets its configurations
 * and every page is rendered afresh on its next request, so diners see the change at once.
 */
export const bookingContentChanged: CollectionAfterChangeHook & CollectionAfterDeleteHook = async ({ doc, req }) => {
  clearBookingConfigs();
  await expireAllPages(req);
  return doc;
};
