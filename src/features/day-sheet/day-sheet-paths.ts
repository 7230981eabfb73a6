/** Where the day sheet, its CSV and the staff API's day live (no zod here: the browser's nav link imports these). */
export const DAY_SHEET_PATH = '/admin/day-sheet';
export const DAY_SHEET_CSV_PATH = '/staff-exports/day-sheet.csv';

/** The address of a restaurant's day (the view when `path` is the view's, the CSV when it is the download's). */
export const daySheetHref = (path: string, storeId: number, date: string) => `${path}?restaurant=${storeId}&date=${date}`;

/** The staff API's day, which the open sheet polls. */
export const dayApiPath = (storeId: number, date: string) => `/api/staff/restaurants/${storeId}/day?date=${date}`;

/** Where a booking's status is changed (the staff API). */
export const statusApiPath = (reference: string) => `/api/staff/bookings/${encodeURIComponent(reference)}/status`;

/** Where a booking's diner's no-show count is cleared at its restaurant (the staff API). */
export const clearNoShowsApiPath = (reference: string) => `/api/staff/bookings/${encodeURIComponent(reference)}/clear-no-shows`;
