import { isoDatePattern } from '@/lib/weekdays';
import { GROUP_MAX_COVERS } from './schema';

/**
 * The fields the booking journey fills in when it sends a party too large to book online here
 * (`/group-bookings?storeId={id}&date={yyyy-mm-dd}&covers={n}`). Only values the form can take are used: an unknown
 * restaurant, a malformed date or a party that is not a whole number is left for the diner to choose.
 */
export function prefillFromAddress(search: string, storeIds: readonly number[]): { storeId?: string; date?: string; covers?: string } {
  const params = new URLSearchParams(search);
  const prefill: { storeId?: string; date?: string; covers?: string } = {};
  const storeId = params.get('storeId') ?? '';
  if (/^\d{1,9}$/.test(storeId) && storeIds.includes(Number(storeId))) prefill.storeId = storeId;
  const date = params.get('date') ?? '';
  if (isoDatePattern.test(date)) prefill.date = date;
  const covers = params.get('covers') ?? '';
  if (/^\d{1,4}$/.test(covers) && Number(covers) >= 1 && Number(covers) <= GROUP_MAX_COVERS) prefill.covers = String(Number(covers));
  return prefill;
}
