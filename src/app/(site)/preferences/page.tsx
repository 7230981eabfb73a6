import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/features/marketing/components/marketing.module.css';

// The layout reads the database, which the build does not have: rendered on request.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Your contact preferences', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /preferences without a key: how to reach yours; and where "delete my data" ends. */
export default async function PreferencesIndexPage({ searchParams }: Props) {
  const erased = (await searchParams).done === 'erased';
  return (
    <article className={`container ${styles.page}`}>
      <h1>{erased ? 'Your details have been deleted' : 'Your contact preferences'}</h1>
      {erased ? (
        <div className={styles.notice} role="status">
          <p>We have deleted your details and will not contact you again. Thank you for being with us.</p>
        </div>
      ) : (
        <p className={styles.lead}>
          To see or change what we send you, use the “Manage my preferences” link at the bottom of any of our emails. It opens your own preferences page; there
          is no password to remember.
        </p>
      )}
      <p>
        Not on the list? <Link href="/sign-up">Sign up to Hear It First</Link>.
      </p>
    </article>
  );
}
