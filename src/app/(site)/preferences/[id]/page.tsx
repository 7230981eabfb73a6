import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormChoices } from '@/features/content/site-settings';
import { birthYearChoices } from '@/features/marketing/domain/birthday';
import { ManageSubscription } from '@/features/marketing/components/manage-subscription';
import { PreferencesForm } from '@/features/marketing/components/preferences-form.client';
import { customerPreferencesOf, subscriberByGuid } from '@/features/marketing/preferences';
import { restaurantOptions } from '@/features/marketing/restaurant-options';
import { payloadClient } from '@/server/payload';
import styles from '@/features/marketing/components/marketing.module.css';

// A diner's own details: never cached, never indexed, the address (their key) never sent on (Referrer-Policy:
// no-referrer, src/lib/secret-addresses.ts).
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Your contact preferences', robots: { index: false, follow: false } };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const NOTICES: Record<string, string> = {
  welcome: 'Thank you for confirming: you are on the list. Tell us a little more below, if you like.',
  unsubscribed: 'You are unsubscribed: we will not send you any more emails or texts. Changed your mind? Tick the boxes below and save.',
};

/**
 * /preferences/{guid} (spec section 2): the link in every marketing email. The diner sees and changes what we hold,
 * unsubscribes, or deletes it all. An unknown, malformed or erased key is the 404 page, all alike.
 */
export default async function PreferencesPage({ params, searchParams }: Props) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const subscriber = await subscriberByGuid(await payloadClient(), id);
  if (!subscriber) notFound();
  const choices = await getFormChoices();
  const preferences = customerPreferencesOf(
    subscriber,
    (choices.interests ?? []).map((choice) => choice.value),
  );
  const notice = query.welcome === '1' ? NOTICES.welcome : query.done === 'unsubscribed' ? NOTICES.unsubscribed : null;
  return (
    <article className={`container ${styles.page}`}>
      <h1>Your contact preferences</h1>
      {notice && (
        <div className={styles.notice} role="status">
          <p>{notice}</p>
        </div>
      )}
      <p className={styles.lead}>
        Hello{preferences.firstName ? ` ${preferences.firstName}` : ''}. This is what we hold about you for Hear It First. Change anything and save.
      </p>
      <PreferencesForm
        preferences={preferences}
        restaurants={await restaurantOptions()}
        interests={(choices.interests ?? []).map(({ value, label }) => ({ value, label }))}
        years={birthYearChoices(new Date())}
      />
      <ManageSubscription guid={preferences.guid} subscribed={subscriber.status === 'active'} eraseUnconfirmed={query.erase === 'unconfirmed'} />
    </article>
  );
}
