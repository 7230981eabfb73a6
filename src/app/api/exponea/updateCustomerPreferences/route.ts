import { apiHandler, jsonResponse } from '@/features/api/handler';
import { parseJsonBody } from '@/features/api/parse-request';
import { updatePreferences } from '@/features/marketing/preferences';
import { preferencesSchema } from '@/features/marketing/schema';
import { NotFoundError } from '@/server/errors';
import { payloadClient } from '@/server/payload';

/**
 * POST /api/exponea/updateCustomerPreferences with the preferences (spec section 3) and their `guid`: saves them and
 * answers `{message: "Success"}`, which the page looks for. An unknown guid is the same 404 as everywhere.
 */
export const POST = apiHandler(async (request) => {
  const body = await parseJsonBody(request, preferencesSchema);
  if (!(await updatePreferences(await payloadClient(), body))) throw new NotFoundError();
  return jsonResponse({ message: 'Success' });
});
