import { env } from '@/server/env';
import { outboundClient } from '@/server/http/outbound-client';
import type { CrmAdapter } from './crm-adapter';
import { webhookCrm } from './webhook-crm';

let cached: CrmAdapter | null | undefined;

/** The outside CRM from the environment (CRM_WEBHOOK_URL and CRM_WEBHOOK_SECRET), or null: our database only. */
export function configuredCrm(): CrmAdapter | null {
  if (cached !== undefined) return cached;
  const { CRM_WEBHOOK_URL, CRM_WEBHOOK_SECRET } = env();
  cached = CRM_WEBHOOK_URL && CRM_WEBHOOK_SECRET ? webhookCrm({ url: CRM_WEBHOOK_URL, secret: CRM_WEBHOOK_SECRET, client: outboundClient('net') }) : null;
  return cached;
}
