import type { Metadata } from 'next';
import { botCheckClientConfig } from '@/features/bot-check/verify-bot-check';
import { birthYearChoices } from '@/features/marketing/domain/birthday';
import { SignUpForm } from '@/features/marketing/components/sign-up-form.client';
import { restaurantOptions } from '@/features/marketing/restaurant-options';
import styles from '@/features/marketing/components/marketing.module.css';

// The layout reads the database, which the build does not have: rendered on request (the restaurant list is cached).
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Sign up to Hear It First',
  description: 'Join the Marigold Grill mailing list for new menus, offers and a treat on your birthday.',
  alternates: { canonical: '/sign-up' },
};

/** /sign-up (spec section 2): the full sign-up form. The footer's Sign Up and the old /signup lead here. */
export default async function SignUpPage() {
  return (
    <article className={`container ${styles.page}`}>
      <h1>Hear It First</h1>
      <p className={styles.lead}>
        Be first to hear about new menus and offers, and get a treat on your birthday. It takes a minute, and you can change your mind at any time.
      </p>
      <SignUpForm restaurants={await restaurantOptions()} years={birthYearChoices(new Date())} botCheck={botCheckClientConfig('sign-up')} />
    </article>
  );
}
