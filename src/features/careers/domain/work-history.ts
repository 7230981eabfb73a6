/** Spec section 9: work history reaches back 40 years; year choices run from then to this year (section 5). */
export const WORK_HISTORY_YEARS = 40;

/** This year first: most people's last jobs are recent. */
export function yearChoices(currentYear: number): number[] {
  return Array.from({ length: WORK_HISTORY_YEARS + 1 }, (_, index) => currentYear - index);
}

/** Whether month/year `from` is strictly earlier than `to` (months 1–12). */
export const isEarlier = (from: { month: number; year: number }, to: { month: number; year: number }) => from.year * 12 + from.month < to.year * 12 + to.month;
