'use server';

import { headers } from 'next/headers';
import type { FormState } from '@/components/forms/form-state';
import { formDataToObject } from '@/lib/form-values';
import { ServiceError } from '@/server/errors';
import { runFormAction } from '@/server/form-action';
import { payloadClient } from '@/server/payload';
import { claimReferral, sendInvitation } from './referrals';
import { invitationSchema, referralClaimSchema } from './schema';

/** /refer-a-friend's form: the same thanks whatever happened to the invitation. */
export async function inviteFriendAction(_state: FormState, form: FormData): Promise<FormState> {
  return runFormAction('referral', invitationSchema, formDataToObject(form), async (invitation) => {
    await sendInvitation(await payloadClient(), invitation, await headers());
    return true as const;
  });
}

/** /referral's form: "check your inbox", or that the invitation is no longer open. */
export async function claimReferralAction(_state: FormState, form: FormData): Promise<FormState> {
  return runFormAction('referral', referralClaimSchema, formDataToObject(form), async (claim) => {
    if (!(await claimReferral(await payloadClient(), claim, await headers())))
      throw new ServiceError('notFound', 'This invitation has already been used. Each invitation gives one welcome.');
    return true as const;
  });
}
