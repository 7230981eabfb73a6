import type { Offer } from '@/payload-types';
import { escapeHtml } from '@/features/booking/confirmation-email';
import { env } from '@/server/env';

/** The diner's code, with the offer's terms: what they show at the till. Sent each time they ask. */
export function voucherEmail(offer: Pick<Offer, 'title' | 'validityText' | 'termAndConditions' | 'slug'>, code: string) {
  const offerUrl = new URL(`/offer/${offer.slug}`, env().SITE_URL).toString();
  const subject = `Your Marigold Grill code: ${offer.title}`;
  const lines = [
    'Hello,',
    `Here is your code for ${offer.title}: ${code}`,
    'Show this code to your server when you order (on your phone is fine). It can be used once.',
    offer.validityText ? `When: ${offer.validityText}` : '',
    `Terms and conditions: ${offer.termAndConditions}`,
    `The offer: ${offerUrl}`,
    'Marigold Grill',
  ].filter(Boolean);
  const html = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#ffffff;">
<div style="max-width:560px;margin:0 auto;padding:24px 16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f1f1f;">
<p style="margin:0 0 16px;">Hello,</p>
<p style="margin:0 0 16px;">Here is your code for <strong>${escapeHtml(offer.title)}</strong>:</p>
<p style="margin:0 0 16px;font-size:24px;font-weight:bold;letter-spacing:2px;">${escapeHtml(code)}</p>
<p style="margin:0 0 16px;">Show this code to your server when you order (on your phone is fine). It can be used once.</p>
${offer.validityText ? `<p style="margin:0 0 16px;">When: ${escapeHtml(offer.validityText)}</p>` : ''}
<p style="margin:0 0 16px;font-size:14px;color:#555555;">Terms and conditions: ${escapeHtml(offer.termAndConditions)}</p>
<p style="margin:0 0 16px;font-size:14px;"><a href="${escapeHtml(offerUrl)}" style="color:#9a3412;">See the offer</a></p>
<p style="margin:0 0 16px;">Marigold Grill</p>
</div></body></html>
`;
  return { subject, text: `${lines.join('\n\n')}\n`, html };
}
