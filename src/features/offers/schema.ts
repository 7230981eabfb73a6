import { z } from 'zod';
import { botCheckField } from '@/features/bot-check/schema';
import { checkbox } from '@/lib/form-values';
import { emailAddress } from '@/lib/contact-fields';
import { oneLineText } from '@/lib/schema-values';

const VOUCHER_MESSAGES = {
  email: 'Enter your email address.',
  emailInvalid: 'Enter an email address like name@example.com.',
  acceptTerms: 'Tick the box to accept the terms and conditions.',
} as const;

/**
 * The offer page's form and POST /api/offer/getcode (spec section 3, Voucher request: email and accepted terms).
 * `offerId` is the offer's slug (or its number, for the API's callers that have it).
 */
export const voucherRequestSchema = z.object({
  offerId: z.union([oneLineText().min(1).max(120), z.number().int().positive()]).transform(String),
  email: emailAddress({ required: VOUCHER_MESSAGES.email, invalid: VOUCHER_MESSAGES.emailInvalid }),
  acceptTerms: checkbox.refine(Boolean, VOUCHER_MESSAGES.acceptTerms),
  botCheck: botCheckField,
});

export type VoucherRequest = z.output<typeof voucherRequestSchema>;
