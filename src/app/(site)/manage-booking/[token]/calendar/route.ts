import { bookingByManageToken } from '@/features/booking/booking-records';
import { bookingCalendarFile } from '@/features/booking/calendar-file';

/** GET /manage-booking/{token}/calendar: the booking as an .ics file, as attached to the confirmation email. */
export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const record = await bookingByManageToken(token);
  if (!record) return new Response('This booking could not be found.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(bookingCalendarFile(record.summary, new Date()), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="booking-${record.summary.reference}.ics"`,
      'Cache-Control': 'no-store',
    },
  });
}
