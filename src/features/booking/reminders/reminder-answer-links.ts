/*
 * The reminder's two links: the diner's manage page (its secret token is the key) with the answer they chose. Opening
 * one changes nothing: the page shows a single button that sends the answer (a POST), so a mail scanner following
 * links cannot confirm or cancel anything. No `import 'server-only'`: the sweep builds them in a scheduled task.
 */
export const REMINDER_ANSWERS = ['coming', 'cancel'] as const;
export type ReminderAnswerChoice = (typeof REMINDER_ANSWERS)[number];

export const isReminderAnswer = (value: unknown): value is ReminderAnswerChoice => REMINDER_ANSWERS.includes(value as ReminderAnswerChoice);

/** The page that asks for one answer: `{manageUrl}?answer=coming` or `?answer=cancel`. */
export const reminderAnswerUrl = (manageUrl: string, answer: ReminderAnswerChoice) => `${manageUrl}?answer=${answer}`;
