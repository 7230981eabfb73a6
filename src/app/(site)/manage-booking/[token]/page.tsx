import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { bookingByManageToken, canCancelOnline } from '@/features/booking/booking-records';
import { stillHeld } from '@/features/booking/domain/unconfirmed-hold';
import { ManageBookingView, type ManageNotice } from '@/features/booking/components/manage-booking-view';
import { ReminderAnswerView } from '@/features/booking/components/reminder-answer-view';
import { isReminderAnswer } from '@/features/booking/reminders/reminder-answer-links';

// A diner's own booking: never cached, never indexed.
export const dynamic = 'force-dynamic';
// The address is the diner's key to the booking: it goes out with Referrer-Policy: no-referrer (src/lib/secret-addresses.ts).
export const metadata: Metadata = { title: 'Your booking', robots: { index: false, follow: false } };

type Props = { params: Promise<{ token: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const NOTICES = new Set<unknown>([
  'booked',
  'cancelled',
  'already-cancelled',
  'in-the-past',
  'confirmed',
  'already-confirmed',
  'expired',
  'coming',
] satisfies ManageNotice[]);
const noticeOf = (value: unknown): ManageNotice => (NOTICES.has(value) ? (value as ManageNotice) : null);

/** /manage-booking/{token}: the link in the confirmation email. An unknown token is the 404 page. */
export default async function ManageBookingPage({ params, searchParams }: Props) {
  const [{ token }, query] = await Promise.all([params, searchParams]);
  const record = await bookingByManageToken(token);
  if (!record) notFound();
  const { summary } = record;
  // A reminder's link (?answer=coming or cancel): one button to answer, while the booking can still take it.
  if (isReminderAnswer(query.answer) && !query.done && summary.status === 'confirmed' && canCancelOnline(summary)) {
    return <ReminderAnswerView summary={summary} token={token} answer={query.answer} />;
  }
  return (
    <ManageBookingView
      summary={summary}
      token={token}
      notice={noticeOf(query.done)}
      confirmCancel={query.cancel === 'confirm'}
      canCancel={canCancelOnline(summary)}
      awaitingConfirmation={summary.status === 'unconfirmed' && stillHeld(summary.holdUntil, new Date())}
    />
  );
}
