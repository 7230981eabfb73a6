import { postTable } from '@/features/front-of-house/api/staff-routes';

/** POST /api/staff/bookings/{reference}/table: move the party to another table (docs/api.md). */
export const POST = postTable;
