import type { CollectionSlug } from 'payload';
import { resolveTarget, type PayloadTarget } from '@/server/jobs/payload-target';
import { isSameAddress } from './mentions';

/*
 * No `import 'server-only'`: scheduled tasks may use it, and they are part of payload.config.ts.
 */

type Doc = { id: number | string } & Record<string, unknown>;

const valueAt = (doc: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), doc);

/**
 * The documents of `collection` whose `field` (a dotted path, such as `customer.email`) holds `address`, in any case.
 * The database narrows with `like` (case-insensitive on both dialects, but a substring); the exact check is here.
 */
export async function docsHoldingAddress(target: PayloadTarget, collection: CollectionSlug, field: string, address: string): Promise<Doc[]> {
  const { payload, req } = resolveTarget(target);
  const { docs } = await payload.find({ collection, where: { [field]: { like: address.trim() } }, pagination: false, depth: 0, overrideAccess: true, req });
  return (docs as unknown as Doc[]).filter((doc) => isSameAddress(valueAt(doc, field) as string | null | undefined, address));
}

/**
 * Deletes the documents whose `field` holds `address`, through Payload, so each collection's afterDelete hooks run (an
 * enquiry's or an application's files go with it). Safe to run twice. Returns how many were deleted.
 */
export async function deleteDocsHoldingAddress(target: PayloadTarget, collection: CollectionSlug, field: string, address: string): Promise<number> {
  const { payload, req } = resolveTarget(target);
  const ids = (await docsHoldingAddress(target, collection, field, address)).map((doc) => doc.id);
  if (!ids.length) return 0;
  const { errors } = await payload.delete({ collection, where: { id: { in: ids } }, depth: 0, overrideAccess: true, req });
  if (errors.length)
    throw new Error(`Could not delete ${errors.length} ${collection} holding an erased address: ${errors.map((error) => error.message).join('; ')}`);
  return ids.length;
}
