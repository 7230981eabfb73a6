import type { Metadata } from 'next';
import Link from 'next/link';
import { UNCONFIRMED_HOLD_MINUTES } from '@/features/booking/domain/unconfirmed-hold';
import styles from '@/features/marketing/components/marketing.module.css';

// The layout reads the database, which the build does not have: rendered on request.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Confirm your booking', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Where the booking form ends, without JavaScript, at a restaurant that asks diners to confirm by email: the link that
 * confirms is only in the email, so this page only says where to look.
 */
export default async function CheckYourEmailPage({ searchParams }: Props) {
  const { reference } = await searchParams;
  const shown = typeof reference === 'string' && /^MG-[0-9A-Z]{4}-[0-9A-Z]{4}$/.test(reference) ? reference : null;
  return (
    <article className={`container ${styles.page}`}>
      <h1>Nearly done: please confirm your booking</h1>
      {shown ? (
        <p>
          Reference <strong>{shown}</strong>
        </p>
      ) : null}
      <p className={styles.lead}>
        We have emailed you a link. Open it and press “Confirm my booking” within {UNCONFIRMED_HOLD_MINUTES} minutes: until then we hold your table, and after
        that it is released for other diners.
      </p>
      <p>Nothing arrived within a few minutes? Check your spam or junk folder.</p>
      <p>
        <Link href="/" className="button button--primary">
          Return to homepage
        </Link>
      </p>
    </article>
  );
}
