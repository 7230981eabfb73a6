import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/features/marketing/components/marketing.module.css';

// The layout reads the database, which the build does not have: rendered on request.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Check your inbox', robots: { index: false } };

/** /signup-thanks (spec section 2): where both sign-up forms end. */
export default function SignUpThanksPage() {
  return (
    <article className={`container ${styles.page}`}>
      <h1>Thanks! Now check your inbox</h1>
      <p className={styles.lead}>We have sent you an email with a link to confirm your address. Follow it, and you are on the list.</p>
      <p>Nothing arrived within a few minutes? Check your spam or junk folder, or sign up again to have it sent once more.</p>
      <p>
        <Link href="/" className="button button--primary">
          Return to homepage
        </Link>
      </p>
    </article>
  );
}
