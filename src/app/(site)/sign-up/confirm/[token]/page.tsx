import type { Metadata } from 'next';
import { ConfirmForm } from '@/features/marketing/components/confirm-form.client';
import styles from '@/features/marketing/components/marketing.module.css';

export const dynamic = 'force-dynamic';
// The address holds the diner's key: never indexed, never sent on to another site.
export const metadata: Metadata = { title: 'Confirm your subscription', robots: { index: false, follow: false }, referrer: 'no-referrer' };

type Props = { params: Promise<{ token: string }> };

/** /sign-up/confirm/{token}: the link in the confirmation email (double opt-in). */
export default async function ConfirmPage({ params }: Props) {
  const { token } = await params;
  return (
    <article className={`container ${styles.page}`}>
      <h1>One more step</h1>
      <p className={styles.lead}>Press the button to confirm your address and join Hear It First.</p>
      <ConfirmForm token={token.slice(0, 64)} />
    </article>
  );
}
