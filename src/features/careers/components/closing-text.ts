import { longDate } from '@/lib/long-date';

/** "Apply by Friday 20 February 2026", or that the job stays open until it is filled. */
export const closingText = (closeDate: string | null) => (closeDate ? `Apply by ${longDate(closeDate)}` : 'Open until filled');
