import type { Metadata } from 'next';
import Link from 'next/link';
import { confirmPath } from '@/features/marketing/marketing-links';
import styles from '@/features/marketing/components/marketing.module.css';

export const dynamic = 'force-dynamic';
// The address holds the diner's key: never indexed, never sent on (Referrer-Policy: no-referrer, src/lib/secret-addresses.ts).
export const metadata: Metadata = { title: 'Confirm your subscription', robots: { index: false, follow: false } };

type Props = { params: Promise<{ token: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /sign-up/confirm/{token}: the link in the confirmation email (double opt-in). Opening it changes nothing; the
 * subscription starts when the diner presses the button (a plain form), so a mail scanner that opens every link
 * cannot confirm for them.
 */
export default async function ConfirmPage({ params, searchParams }: Props) {
  const [{ token }, query] = await Promise.all([params, searchParams]);
  if (query.used === '1') {
    return (
      <article className={`container ${styles.page}`}>
        <h1>This link has already been used</h1>
        <div className={`${styles.notice} ${styles.danger}`} role="alert">
          <p>This confirmation link has already been used, or a newer one has replaced it.</p>
        </div>
        <p>
          If you have confirmed, the link to your preferences is in our welcome email. If not, please <Link href="/sign-up">sign up again</Link>.
        </p>
      </article>
    );
  }
  return (
    <article className={`container ${styles.page}`}>
      <h1>One more step</h1>
      <p className={styles.lead}>Press the button to confirm your address and join Hear It First.</p>
      <form method="post" action={`${confirmPath(token.slice(0, 64))}/accept`}>
        <button type="submit" className="button button--primary">
          Confirm my subscription
        </button>
      </form>
    </article>
  );
}
