import type { Offer } from '@/payload-types';
import { env } from '@/server/env';
import { layoutEmail } from '@/server/mail/email-layout';

/** The diner's code, with the offer's terms: what they show at the till. Sent each time they ask. */
export function voucherEmail(offer: Pick<Offer, 'title' | 'validityText' | 'termAndConditions' | 'slug'>, code: string) {
  return layoutEmail({
    subject: `Your Marigold Grill code: ${offer.title}`,
    blocks: [
      'Hello,',
      { lead: `Here is your code for ${offer.title}`, code },
      'Show this code to your server when you order (on your phone is fine). It can be used once.',
      offer.validityText ? `When: ${offer.validityText}` : '',
      { note: `Terms and conditions: ${offer.termAndConditions}` },
      { link: { label: 'The offer', url: new URL(`/offer/${offer.slug}`, env().SITE_URL).toString() } },
      'Marigold Grill',
    ],
  });
}
