import type { Payload, PayloadRequest } from 'payload';
import { retentionCutoff } from '@/features/enquiries/retention';

/*
 * No `import 'server-only'`: the nightly booking retention (anonymise-past-bookings.ts) runs this from
 * payload.config.ts, which also runs outside Next.
 */

/**
 * "Delete my data" for the no-show policy: the diner's clearances (no-show-clearances, keyed by the hash of their
 * email) go with their details, as the hash goes from their bookings (erased-customer.ts). Returns how many.
 */
export async function eraseDinerClearances(payload: Payload, dinerKey: string): Promise<number> {
  const { docs, errors } = await payload.delete({
    collection: 'no-show-clearances',
    where: { dinerKey: { equals: dinerKey } },
    depth: 0,
    overrideAccess: true,
  });
  if (errors.length) throw new Error(`Could not delete ${errors.length} no-show clearances: ${errors.map((error) => error.message).join('; ')}`);
  return docs.length;
}

/**
 * Storage limitation: clearances made more than `months` calendar months ago (the bookings' retention period) are
 * deleted, as past bookings lose their diner's key then. A clearance only matters for 12 months (the no-shows it
 * covers stop counting by then); the rest of the period it is the record of who cleared what.
 */
export async function forgetOldNoShowClearances(payload: Payload, { now, months, req }: { now: Date; months: number; req?: PayloadRequest }): Promise<number> {
  const { docs, errors } = await payload.delete({
    collection: 'no-show-clearances',
    where: { clearedAt: { less_than: retentionCutoff(now, months).toISOString() } },
    depth: 0,
    overrideAccess: true,
    req,
  });
  if (errors.length) throw new Error(`Could not delete ${errors.length} old no-show clearances: ${errors.map((error) => error.message).join('; ')}`);
  return docs.length;
}
