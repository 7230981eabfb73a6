import type { Metadata } from 'next';
import Link from 'next/link';
import { botCheckClientConfig } from '@/features/bot-check/verify-bot-check';
import { ReferralClaimForm } from '@/features/referrals/components/referral-claim-form.client';
import { openInvitation } from '@/features/referrals/referrals';
import { payloadClient } from '@/server/payload';
import styles from '@/features/marketing/components/marketing.module.css';

export const dynamic = 'force-dynamic';
// The invitation's key is in the address: never indexed, never sent on (Referrer-Policy: no-referrer, src/lib/secret-addresses.ts).
export const metadata: Metadata = { title: 'Your welcome to Marigold Grill', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /referral?code= (spec section 2): where an invited friend lands and claims the welcome voucher. */
export default async function ReferralPage({ searchParams }: Props) {
  const code = (await searchParams).code;
  const invitation = typeof code === 'string' ? await openInvitation(await payloadClient(), code) : null;
  if (!invitation || typeof code !== 'string') {
    return (
      <article className={`container ${styles.page}`}>
        <h1>Welcome to Marigold Grill</h1>
        <p className={styles.lead}>
          This page is for friends invited by one of our diners. This invitation link is not valid any more: it may have been used already.
        </p>
        <p>
          You can still <Link href="/sign-up">sign up to Hear It First</Link> for offers, or <Link href="/restaurants">find your nearest restaurant</Link>.
        </p>
      </article>
    );
  }
  const { referral, reward } = invitation;
  return (
    <article className={`container ${styles.page}`}>
      <h1>{referral.referrerName ? `${referral.referrerName} has invited you` : 'You are invited'}</h1>
      <p className={styles.lead}>
        {reward.title}. {reward.description}
      </p>
      <details>
        <summary>Terms and conditions</summary>
        <p>{reward.termAndConditions}</p>
      </details>
      <ReferralClaimForm code={code} botCheck={botCheckClientConfig('referral')} />
    </article>
  );
}
