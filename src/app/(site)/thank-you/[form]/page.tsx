import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { APPLICATION_FOLLOW_UP, isThankYouForm, THANK_YOU_PAGES } from '@/features/thank-you/thank-you-pages';
import styles from '@/features/marketing/components/marketing.module.css';

// The layout reads the database, which the build does not have: rendered on request.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ form: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { form } = await params;
  return { title: isThankYouForm(form) ? THANK_YOU_PAGES[form].title : 'Page not found', robots: { index: false } };
}

/** /thank-you/{form}: where the contact, group-booking and job forms end when sent without JavaScript. */
export default async function ThankYouPage({ params }: Props) {
  const { form } = await params;
  if (!isThankYouForm(form)) notFound();
  const page = THANK_YOU_PAGES[form];
  return (
    <article className={`container ${styles.page}`}>
      <h1>{page.title}</h1>
      <p className={styles.lead}>{page.text}</p>
      {form === 'job-application' && <p>{APPLICATION_FOLLOW_UP}</p>}
      <p>
        <Link href={page.next.href} className="button button--primary">
          {page.next.label}
        </Link>
      </p>
    </article>
  );
}
