/**
 * The sign-up and preferences birthday (spec section 5): the day list follows the chosen month and year, 31 days
 * while no month is chosen, February allows the 29th (a leap year, or no year given), and a birthday without a year
 * is stored with the default year 1904, a leap year, so 29 February stays a real date.
 */
export const DEFAULT_BIRTH_YEAR = 1904;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** How many days the day list offers for a month (1–12) and year; no month: 31; February without a year: 29. */
export function daysInMonth(month?: number | null, year?: number | null): number {
  if (!month) return 31;
  if (month === 2) return year && !isLeapYear(year) ? 28 : 29;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The years a diner can pick: from 100 years back to the one in which they turn 16 (the list's youngest age). */
export function birthYearChoices(today: Date): number[] {
  const latest = today.getUTCFullYear() - 16;
  return Array.from({ length: 85 }, (_, index) => latest - index);
}

type Birthday = { day: number; month: number; year?: number | null };

/** Whether the day exists in that month (and year, when given). */
export const isValidBirthday = ({ day, month, year }: Birthday) => month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(month, year);

/** The birthday as the preferences API gives it (spec section 3: birthDate in unix seconds), at midnight UTC. */
export const birthdayToUnixSeconds = ({ day, month, year }: Birthday): number => Date.UTC(year ?? DEFAULT_BIRTH_YEAR, month - 1, day) / 1000;

/** Unix seconds back to the day, month and year; the default year comes back as "no year". */
export function birthdayFromUnixSeconds(seconds: number): Birthday {
  const date = new Date(seconds * 1000);
  const year = date.getUTCFullYear();
  return { day: date.getUTCDate(), month: date.getUTCMonth() + 1, year: year === DEFAULT_BIRTH_YEAR ? null : year };
}
