import 'server-only';
import { jsonResponse } from '@/features/api/handler';
import { parseJsonBody, parseQuery } from '@/features/api/parse-request';
import { storeIdOf } from '@/features/booking/api/booking-route';
import { BOOKING_STATUS } from '@/features/booking/booking-status';
import { londonToday } from '@/lib/london-time';
import { NotFoundError } from '@/server/errors';
import { createBlock, liftBlock } from '../blocks';
import { changeBookingStatus } from '../change-status';
import { clearDinerNoShows } from '../clear-no-shows';
import { daySheetFor, staffRestaurants } from '../day-sheet';
import { moveBookingTable } from '../move-table';
import { blockSchema, dayQuerySchema, staffBookingSchema, statusChangeSchema, tableChangeSchema } from '../schema';
import { takeStaffBooking } from '../take-staff-booking';
import { staffApiHandler } from './staff-handler';

/** The staff API's routes (docs/api.md); each route file under src/app/api/staff names one of these. */

/** A booking reference as the engine writes them (MG- and letters and digits): anything else cannot be one. */
const referenceOf = ({ reference }: { reference: string }) => {
  if (!/^[A-Z0-9-]{4,40}$/i.test(reference)) throw new NotFoundError();
  return reference.toUpperCase();
};

/** 409 with booking status 9 when the table went (or was blocked) meanwhile, as the website's create answers. */
const tableTakenOr = (answer: object, status: number) =>
  jsonResponse(answer, { status: 'bookingStatus' in answer && answer.bookingStatus === BOOKING_STATUS.slotTaken ? 409 : status });

export const listRestaurants = staffApiHandler(async (_request, { user }) => jsonResponse({ restaurants: await staffRestaurants(user) }));

export const getDay = staffApiHandler<{ storeId: string }>(async (request, { params, user, now }) => {
  const { date } = parseQuery(request, dayQuerySchema);
  return jsonResponse(await daySheetFor(user, await storeIdOf(params), date ?? londonToday(now), now));
});

export const postBooking = staffApiHandler<{ storeId: string }>(async (request, { params, user, now }) => {
  const storeId = await storeIdOf(params);
  return tableTakenOr(await takeStaffBooking(user, storeId, await parseJsonBody(request, staffBookingSchema), now), 201);
});

export const postStatus = staffApiHandler<{ reference: string }>(async (request, { params, user }) => {
  const { status } = await parseJsonBody(request, statusChangeSchema);
  return jsonResponse(await changeBookingStatus(user, referenceOf(params), status));
});

export const postClearNoShows = staffApiHandler<{ reference: string }>(async (_request, { params, user, now }) =>
  jsonResponse(await clearDinerNoShows(user, referenceOf(params), now)),
);

export const postTable = staffApiHandler<{ reference: string }>(async (request, { params, user, now }) => {
  const { table } = await parseJsonBody(request, tableChangeSchema);
  return tableTakenOr(await moveBookingTable(user, referenceOf(params), table, now), 200);
});

export const postBlock = staffApiHandler<{ storeId: string }>(async (request, { params, user }) => {
  const storeId = await storeIdOf(params);
  return jsonResponse(await createBlock(user, storeId, await parseJsonBody(request, blockSchema)), { status: 201 });
});

export const deleteBlock = staffApiHandler<{ id: string }>(async (_request, { params, user }) => {
  if (!/^\d{1,9}$/.test(params.id)) throw new NotFoundError();
  await liftBlock(user, Number(params.id));
  return new Response(null, { status: 204 });
});
