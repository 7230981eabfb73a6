import { createHmac } from 'node:crypto';
import type { OutboundClient } from '@/server/http/outbound-client';
import type { CrmAdapter, CrmDelivery } from './crm-adapter';

export const SIGNATURE_HEADER = 'X-Marigold-Signature';

/** `sha256=` and the hex HMAC-SHA256 of the exact body, as the receiving end recomputes it. */
const signBody = (body: string, secret: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/**
 * An outside CRM reached by signed JSON webhooks: each change is POSTed to `url` with an HMAC signature of the body,
 * which most CRMs' inbound hooks (or a small integration service in front of one) can check. Any answer but 2xx is a
 * failure, retried by the job queue.
 */
export function webhookCrm({ url, secret, client }: { url: string; secret: string; client: OutboundClient }): CrmAdapter {
  return {
    name: 'webhook',
    deliver: async (delivery: CrmDelivery) => {
      const body = JSON.stringify(delivery);
      const response = await client.request(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [SIGNATURE_HEADER]: signBody(body, secret),
          'Idempotency-Key': `${delivery.type}:${delivery.crmId}:${delivery.sentAt}`,
        },
        body,
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`The CRM answered ${response.status} to ${delivery.type}`);
    },
  };
}
