import { apiHandler, jsonResponse } from '@/features/api/handler';
import { getFormChoices } from '@/features/content/site-settings';
import { customerPreferencesOf, subscriberByGuid } from '@/features/marketing/preferences';
import { NotFoundError } from '@/server/errors';
import { payloadClient } from '@/server/payload';

/**
 * POST /api/exponea/getcustomerpreferences/{customerGuid}: the subscriber's preferences (spec section 3). The body's
 * `attributes`, if any, are not needed: the answer always has every field. An unknown, malformed or erased guid gets
 * the same 404, so the answer tells nothing about it.
 */
export const POST = apiHandler<{ customerGuid: string }>(async (_request, { params }) => {
  const { customerGuid } = await params;
  const subscriber = await subscriberByGuid(await payloadClient(), customerGuid);
  if (!subscriber) throw new NotFoundError();
  const interests = ((await getFormChoices()).interests ?? []).map((choice) => choice.value);
  return jsonResponse(customerPreferencesOf(subscriber, interests));
});
