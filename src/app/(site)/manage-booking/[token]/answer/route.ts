import { manageBookingPath } from '@/features/booking/summarise-booking';
import { answerReminder } from '@/features/booking/reminders/reminder-answer';
import { isReminderAnswer } from '@/features/booking/reminders/reminder-answer-links';

/**
 * POST /manage-booking/{token}/answer, `answer=coming` or `answer=cancel`: the button on the page a reminder's link
 * opens (it works without JavaScript). Answers 303 back to the manage page, which says what happened; an unknown token
 * goes to the same page, which is then a 404. Any other answer is a 400 naming the field.
 */
export async function POST(request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const form = await request.formData().catch(() => null);
  const answer = form?.get('answer');
  if (!isReminderAnswer(answer)) {
    return new Response('answer: must be "coming" or "cancel".', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  const outcome = await answerReminder(token, answer, new Date());
  const target = outcome === 'not-found' ? manageBookingPath(token) : `${manageBookingPath(token)}?done=${outcome}`;
  return new Response(null, { status: 303, headers: { Location: target, 'Cache-Control': 'no-store' } });
}
