import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BOOKING_BOT_CHECK_ACTION } from '@/features/booking/booking-bot-check';
import { findBookableRestaurant } from '@/features/booking/repository';
import { botCheckClientConfig } from '@/features/bot-check/verify-bot-check';
import { WaitlistForm } from '@/features/waitlist/components/waitlist-form.client';
import { waitlistDefaults } from '@/features/waitlist/waitlist-defaults';
import styles from '@/features/marketing/components/marketing.module.css';

// Reads the restaurant and its bookings' settings: rendered on request, never indexed.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Tell me if a table frees up', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /book-now/waitlist?storeId=…&date=…&adults=…&children=…&time=…: where the booking journey's "Tell me if a table
 * frees up" leads, with and without JavaScript, the party and day filled in and an arrival window around the time
 * the diner wanted. An unknown restaurant is the 404 page.
 */
export default async function WaitlistPage({ searchParams }: Props) {
  const defaults = waitlistDefaults(await searchParams);
  const found = defaults ? await findBookableRestaurant(defaults.storeId) : null;
  if (!defaults || !found) notFound();
  return (
    <article className={`container ${styles.page}`}>
      <h1>Tell me if a table frees up</h1>
      <p className={styles.lead}>
        Marigold Grill {found.restaurant.title} is full at the times you wanted. Join the waitlist: if a table for your party frees up between the times below,
        we hold it for you and email you a link to book it in one step.
      </p>
      <WaitlistForm restaurantTitle={found.restaurant.title} defaults={defaults} botCheck={botCheckClientConfig(BOOKING_BOT_CHECK_ACTION)} />
    </article>
  );
}
