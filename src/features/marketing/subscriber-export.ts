import 'server-only';
import type { Payload } from 'payload';
import type { Restaurant } from '@/payload-types';

const COLUMNS = [
  'email',
  'first_name',
  'favourite_restaurant_store_id',
  'favourite_restaurant',
  'birthday_day',
  'birthday_month',
  'email_opt_in',
  'sms_opt_in',
  'phone_number',
  'interests',
  'confirmed_at',
  'source',
] as const;

/**
 * One CSV field: quoted when needed, and a leading =, +, - or @ neutralised, so a spreadsheet never runs a value a
 * visitor typed as a formula.
 */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Active subscribers as CSV (UTF-8 with a byte-order mark, so spreadsheets read accents right), oldest first. */
export async function activeSubscribersCsv(payload: Payload): Promise<string> {
  const { docs } = await payload.find({
    collection: 'subscribers',
    where: { status: { equals: 'active' } },
    sort: 'confirmedAt',
    pagination: false,
    depth: 1,
    overrideAccess: true,
  });
  const rows = docs.map((subscriber) => {
    const restaurant = typeof subscriber.favouriteRestaurant === 'object' ? (subscriber.favouriteRestaurant as Restaurant | null) : null;
    return [
      subscriber.email,
      subscriber.firstName,
      restaurant?.storeId,
      restaurant?.title,
      subscriber.birthDay,
      subscriber.birthMonth,
      subscriber.emailOptIn ? 'yes' : 'no',
      subscriber.smsOptIn ? 'yes' : 'no',
      subscriber.phoneNumber,
      (subscriber.interests ?? []).join(' '),
      subscriber.confirmedAt,
      subscriber.source,
    ].map(csvField);
  });
  return `\uFEFF${[COLUMNS.join(','), ...rows.map((row) => row.join(','))].join('\r\n')}\r\n`;
}
