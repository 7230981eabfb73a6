import type { Metadata } from 'next';
import { botCheckClientConfig } from '@/features/bot-check/verify-bot-check';
import { InviteForm } from '@/features/referrals/components/invite-form.client';
import styles from '@/features/marketing/components/marketing.module.css';

// The layout reads the database, which the build does not have: rendered on request.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = {
  title: 'Refer a friend',
  description: 'Invite a friend to Marigold Grill and they get £5 off their first visit.',
  alternates: { canonical: '/refer-a-friend' },
};

/** /refer-a-friend (spec section 2): a diner invites a friend by email. */
export default function ReferAFriendPage() {
  return (
    <article className={`container ${styles.page}`}>
      <h1>Refer a friend</h1>
      <p className={styles.lead}>Know someone who would love Marigold Grill? Invite them, and they get a welcome of £5 off their first visit.</p>
      <InviteForm botCheck={botCheckClientConfig('referral')} />
    </article>
  );
}
