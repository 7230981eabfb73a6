export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof weekdays)[number];

export const CLOSED = 'Closed';
/** 'HH:mm' on the 24-hour clock; 00:00 as a closing time means midnight at the end of the day. */
export const clockTimePattern = /^([01]\d|2[0-3]):[0-5]\d$/;
export const isoDatePattern = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** "monday" → "Monday": a weekday as people read it. */
export const dayName = (day: Weekday) => day.charAt(0).toUpperCase() + day.slice(1);
