import 'server-only';
import type { Payload } from 'payload';
import { docsHoldingAddress } from '@/server/personal-data/holding-address';

/**
 * The address leaves the diner's voucher codes; each code stays claimed (and redeemed, if it was), so the offer's
 * counts stay right and a code already handed over still works at the till. Safe to run twice.
 */
export async function forgetAddressOnVouchers(payload: Payload, address: string): Promise<void> {
  const ids = (await docsHoldingAddress(payload, 'vouchers', 'email', address)).map((doc) => doc.id);
  if (ids.length) await payload.update({ collection: 'vouchers', where: { id: { in: ids } }, data: { email: null }, depth: 0, overrideAccess: true });
}
