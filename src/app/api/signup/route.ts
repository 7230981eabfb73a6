import { apiHandler, jsonResponse } from '@/features/api/handler';
import { parseJsonBody } from '@/features/api/parse-request';
import { signUpRequestSchema } from '@/features/marketing/schema';
import { receiveSignUp } from '@/features/marketing/sign-up-request';
import { payloadClient } from '@/server/payload';

/**
 * POST /api/signup, in the spec's two variants: the sign-up page's (`variant: "full"` or none: emailAddress,
 * favouriteRestaurant, firstName, phoneNumber, birthday, acceptTerms, acceptSMSTerms) and the strip's
 * (`variant: "strip"`: emailAddress and acceptTerms), each with `botCheck`. Answers 202 "check your inbox" whether
 * or not the address was already on the list: the confirmation email decides, so nobody learns who is subscribed.
 */
export const POST = apiHandler(async (request) => {
  const body = await parseJsonBody(request, signUpRequestSchema);
  await receiveSignUp(await payloadClient(), body, request.headers);
  return jsonResponse({ success: true, message: 'Please check your inbox to confirm your subscription.' }, { status: 202 });
});
