import { clockTimePattern, isoDatePattern } from '@/lib/weekdays';

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

export const validClockTime = (value: unknown) => (typeof value === 'string' && clockTimePattern.test(value)) || 'Use HH:mm on the 24-hour clock, e.g. 17:30';

export const validIsoDate = (value: unknown) => (typeof value === 'string' && isoDatePattern.test(value)) || 'Use yyyy-mm-dd, e.g. 2026-12-25';

export const optionalIsoDate = (value: unknown) => isBlank(value) || validIsoDate(value);
