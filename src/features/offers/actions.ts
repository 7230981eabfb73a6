'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { FormState } from '@/components/forms/form-state';
import { formDataToObject } from '@/lib/form-values';
import { runFormAction } from '@/server/form-action';
import { payloadClient } from '@/server/payload';
import { claimOfferVoucher } from './claim-offer';
import { voucherRequestSchema } from './schema';

type ClaimResult = { email: string };

/**
 * The offer page's form: the diner's code is emailed, and the page shows the generated-voucher message saying where
 * it went (never the code itself); or, when the offer says so, straight on to its override address.
 */
export async function claimVoucherAction(_state: FormState<ClaimResult>, form: FormData): Promise<FormState<ClaimResult>> {
  let overrideUrl: string | null = null;
  const state = await runFormAction('voucher', voucherRequestSchema, formDataToObject(form), async (request) => {
    const payload = await payloadClient();
    const claim = await claimOfferVoucher(payload, request, await headers());
    const offer = await payload.find({ collection: 'offers', where: { slug: { equals: claim.offerSlug } }, limit: 1, depth: 0, overrideAccess: true });
    overrideUrl = offer.docs[0]?.overrideSuccessUrl || null;
    return { email: request.email };
  });
  if (state.status === 'done' && overrideUrl) redirect(overrideUrl);
  return state;
}
