import { z } from 'zod';

/**
 * The day sheet's address: `?restaurant={storeId}&date=yyyy-mm-dd`, both optional (the user's first restaurant, and
 * today in London). Shared by the view, its GET form and the CSV download, so a link to one opens the same day.
 */
const firstValue = (value: unknown) => (Array.isArray(value) ? value[0] : value) || undefined;

/** A day of the calendar: Date rolls 2026-02-30 over into March, so the date must come back as it went in. */
const isCalendarDate = (value: string) => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
};

export const daySheetAddressSchema = z.object({
  restaurant: z.preprocess(
    firstValue,
    z
      .string()
      .regex(/^\d{1,9}$/, 'Choose one of the restaurants listed.')
      .transform(Number)
      .optional(),
  ),
  date: z.preprocess(firstValue, z.string().refine(isCalendarDate, 'Choose a date (yyyy-mm-dd).').optional()),
});
