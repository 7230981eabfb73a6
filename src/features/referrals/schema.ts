import { z } from 'zod';
import { botCheckField } from '@/features/bot-check/schema';
import { checkbox } from '@/lib/form-values';
import { emailAddress, personName } from '@/lib/contact-fields';

const MESSAGES = {
  name: 'Enter your first name.',
  email: 'Enter your email address.',
  friendEmail: 'Enter your friend’s email address.',
  emailInvalid: 'Enter an email address like name@example.com.',
  sameAddress: 'Enter your friend’s address, not your own.',
  acceptTerms: 'Tick the box to accept the terms and conditions.',
} as const;

const email = (required: string) => emailAddress({ required, invalid: MESSAGES.emailInvalid });

/** /refer-a-friend: who is inviting, and the friend's address. */
export const invitationSchema = z
  .object({
    referrerName: personName({
      required: MESSAGES.name,
      tooLong: 'Use 50 characters or fewer.',
      invalid: 'Use letters, spaces, hyphens and apostrophes only.',
    }),
    referrerEmail: email(MESSAGES.email),
    friendEmail: email(MESSAGES.friendEmail),
    botCheck: botCheckField,
  })
  .refine((form) => form.referrerEmail !== form.friendEmail, { message: MESSAGES.sameAddress, path: ['friendEmail'] });

/** /referral: the invited friend claims the welcome voucher with their address. */
export const referralClaimSchema = z.object({
  code: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  email: email(MESSAGES.email),
  acceptTerms: checkbox.refine(Boolean, MESSAGES.acceptTerms),
  botCheck: botCheckField,
});

export type Invitation = z.output<typeof invitationSchema>;
export type ReferralClaim = z.output<typeof referralClaimSchema>;
