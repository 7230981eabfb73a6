import { clockTimePattern } from '@/lib/weekdays';

/** 'HH:mm' → minutes after midnight; null for anything else ("Closed", blank, "25:00"). */
export const clockMinutes = (time: string | null | undefined): number | null =>
  typeof time === 'string' && clockTimePattern.test(time) ? Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) : null;

/** Minutes after midnight → 'HH:mm'; minutes past the end of the day wrap round (1470 → '00:30'). */
export const clockText = (minutes: number): string => `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
