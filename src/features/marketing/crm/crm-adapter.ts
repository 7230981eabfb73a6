/**
 * The CRM seam. Our own database is the store of record for the mailing list, always: sign-ups, consents,
 * preferences and erasures are written to the `subscribers` collection first (src/features/marketing), and staff
 * work with them in the back-office. A chain that also runs an outside CRM plugs it in here: every change is queued
 * as a job (forward-to-crm-task.ts) that sends it with retries, so nothing is lost while the CRM is down, and no
 * visitor waits for it.
 *
 * An event names the subscriber by `crmId` (a random id, not personal data) and carries no personal data itself: the
 * job loads the subscriber's current record when it runs, so a job waiting in the queue holds nothing to erase.
 */
export type CrmEvent = { type: 'subscriber.updated'; crmId: string } | { type: 'subscriber.erased'; crmId: string };

/** What an outside CRM receives: the event, and for an update the subscriber as they are now. */
export type CrmSubscriber = {
  crmId: string;
  email: string;
  status: 'pending' | 'active' | 'unsubscribed';
  firstName: string | null;
  phoneNumber: string | null;
  favouriteRestaurantStoreId: number | null;
  birthday: { day: number; month: number; year: number } | null;
  gender: string | null;
  interests: string[];
  emailOptIn: boolean;
  smsOptIn: boolean;
  consents: { channel: string; granted: boolean; at: string; wording: string; source: string }[];
};

export type CrmDelivery =
  { type: 'subscriber.updated'; crmId: string; subscriber: CrmSubscriber; sentAt: string } | { type: 'subscriber.erased'; crmId: string; sentAt: string };

/** An outside CRM. `deliver` throws when the CRM did not take the change; the job then retries with backoff. */
export type CrmAdapter = {
  name: string;
  deliver: (delivery: CrmDelivery) => Promise<void>;
};
