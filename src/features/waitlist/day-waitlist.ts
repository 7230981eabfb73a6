import 'server-only';
import type { SqlReader } from '@/server/sql-reader';

/** A diner on the day's waitlist, as the day sheet shows them. */
export type DayWaitlistEntry = {
  id: number;
  from: string;
  until: string;
  covers: number;
  adults: number;
  children: number;
  status: 'waiting' | 'offered' | 'booked' | 'left' | 'expired';
  joinedAt: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  email: string | null;
};

type Row = {
  id: number;
  from: string;
  until: string;
  covers: number | string;
  adults: number | string;
  children: number | string;
  status: DayWaitlistEntry['status'];
  joined_at: string | Date;
  customer_first_name: string | null;
  customer_last_name: string | null;
  customer_phone_number: string | null;
  customer_email: string | null;
};

const DAY_WAITLIST_SQL = `SELECT id, "from", "until", covers, adults, children, status, joined_at, customer_first_name, customer_last_name,
  customer_phone_number, customer_email FROM waitlist_entries WHERE store_id = ? AND date = ? ORDER BY joined_at, id`;

/** The restaurant's waitlist for a day, in line (features/front-of-house/day-sheet.ts reads it with the bookings). */
export async function dayWaitlist(read: SqlReader, storeId: number, date: string): Promise<DayWaitlistEntry[]> {
  const rows = await read<Row>(DAY_WAITLIST_SQL, [storeId, date]);
  return rows.map((row) => ({
    id: Number(row.id),
    from: row.from,
    until: row.until,
    covers: Number(row.covers),
    adults: Number(row.adults),
    children: Number(row.children),
    status: row.status,
    joinedAt: new Date(row.joined_at).toISOString(),
    firstName: row.customer_first_name ?? '',
    lastName: row.customer_last_name ?? '',
    phoneNumber: row.customer_phone_number || null,
    email: row.customer_email || null,
  }));
}
