import { answerDaySheet } from '@/features/day-sheet/day-sheet-access';
import { daySheetCsv, daySheetFileName } from '@/features/day-sheet/day-sheet-csv';
import { payloadClient } from '@/server/payload';

const text = (status: number, body: string) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/**
 * GET /staff-exports/day-sheet.csv?restaurant={storeId}&date=yyyy-mm-dd: a restaurant's day as CSV, under the day
 * sheet's own rules (administrators any restaurant, managers their own, nobody else).
 */
export async function GET(request: Request) {
  const payload = await payloadClient();
  const { user } = await payload.auth({ headers: request.headers });
  const answer = await answerDaySheet(user, Object.fromEntries(new URL(request.url).searchParams));
  switch (answer.kind) {
    case 'signed-out':
      return text(401, 'Sign in to the back-office to download a day sheet.');
    case 'wrong-role':
      return text(403, 'The day sheet is for restaurant managers and administrators.');
    case 'no-restaurants':
      return text(403, 'No restaurant is assigned to your account.');
    case 'invalid':
      return text(
        400,
        Object.entries(answer.errors)
          .map(([field, message]) => `${field}: ${message}`)
          .join('\n'),
      );
    case 'not-yours':
      return text(403, `You may not see the day sheet of restaurant ${answer.storeId}.`);
    case 'sheet':
      return new Response(daySheetCsv(answer.sheet), {
        status: 200,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${daySheetFileName(answer.sheet)}"`,
          'Cache-Control': 'no-store, private',
        },
      });
  }
}
