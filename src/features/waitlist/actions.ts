'use server';

import { headers } from 'next/headers';
import type { FormState } from '@/components/forms/form-state';
import { BOOKING_BOT_CHECK_ACTION } from '@/features/booking/booking-bot-check';
import { requireBotCheck } from '@/features/bot-check/verify-bot-check';
import { formDataToObject } from '@/lib/form-values';
import { runFormAction } from '@/server/form-action';
import { requestClientAddress } from '@/server/http/client-address';
import { joinWaitlist, type JoinAnswer } from './join-waitlist';
import { waitlistFormSchema } from './schema';

/**
 * The journey's "Tell me if a table frees up" form, with JavaScript or without (then past the honeypot and a
 * stricter limit: form-action.ts): the same checks and the same join as POST /api/booking/waitlist/{storeId}.
 */
export async function joinWaitlistAction(_state: FormState<JoinAnswer>, form: FormData): Promise<FormState<JoinAnswer>> {
  return runFormAction('waitlist', waitlistFormSchema, formDataToObject(form), async ({ storeId, botCheck, ...request }) => {
    await requireBotCheck(botCheck, { action: BOOKING_BOT_CHECK_ACTION, remoteIp: requestClientAddress(await headers()) });
    return joinWaitlist(storeId, request, new Date());
  });
}
