import { z } from 'zod';
import { botCheckField } from '@/features/bot-check/schema';
import { checkbox } from '@/lib/form-values';
import { applicantName, emailAddress, phoneNumber } from '@/lib/contact-fields';
import { coercedNumber, multiLineText, oneLineText } from '@/lib/schema-values';
import { cvUpload, sizeText } from '@/server/uploads/upload-policies';
import { MAX_TEXT_ANSWER, optionsOf, type JobForApplication } from './domain/job';
import { isEarlier, WORK_HISTORY_YEARS } from './domain/work-history';

/*
 * The job application (spec sections 3 and 5), one schema for the browser form and the endpoint. It depends on the
 * job (whether it needs a CV, work experience, which questions are mandatory) and on this year (the year choices),
 * so both sides build it with `applicationSchema(job, currentYear)`.
 */

/** Letters (accented too), spaces and apostrophes only, as the spec says (the shared rule less hyphens and full stops). */
const name = (label: string) =>
  applicantName({
    required: `Enter your ${label}.`,
    tooLong: `Your ${label} must be 50 characters or fewer.`,
    invalid: `Your ${label} may contain only letters, spaces and apostrophes.`,
  });

/** Required: the site's one phone rule, which keeps the spec's (section 5: 7 to 17 digits, optional leading +, dots and spaces allowed). */
const telephoneField = phoneNumber({
  required: 'Enter your telephone number.',
  invalid: 'Use digits only, with an optional + at the start; dots and spaces are fine.',
  digits: 'Your telephone number must have 7 to 17 digits.',
});

/** Month and year selects send text ('' while none is chosen). */
const choice = (message: string, min: number, max: number) =>
  z.union([z.string(), z.number()]).transform((value, ctx) => {
    const number = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
    if (!Number.isInteger(number) || number < min || number > max) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return number;
  });

const optionalChoice = z.union([z.string(), z.number(), z.null()]).optional();

export const DATE_ORDER_MESSAGE = 'The start date must be earlier than the end date.';

function experienceEntry(currentYear: number) {
  const firstYear = currentYear - WORK_HISTORY_YEARS;
  const month = (label: string) => choice(`Choose the ${label} month.`, 1, 12);
  const year = (label: string) => choice(`Choose the ${label} year (${firstYear} to ${currentYear}).`, firstYear, currentYear);
  return z
    .object({
      employer: oneLineText().min(1, 'Enter the employer.').max(100, 'Keep the employer to 100 characters.'),
      jobTitle: oneLineText().min(1, 'Enter your job title.').max(100, 'Keep the job title to 100 characters.'),
      fromMonth: month('start'),
      fromYear: year('start'),
      // A ticked box posts "on" when the form is sent without JavaScript.
      isCurrentRole: checkbox,
      toMonth: optionalChoice,
      toYear: optionalChoice,
    })
    .transform((entry, ctx) => {
      // A current role has no end: whatever the end fields held is dropped (the form clears them too).
      if (entry.isCurrentRole) return { ...entry, toMonth: null, toYear: null };
      const toMonth = month('end').safeParse(entry.toMonth ?? '');
      const toYear = year('end').safeParse(entry.toYear ?? '');
      if (!toMonth.success) ctx.addIssue({ code: 'custom', path: ['toMonth'], message: toMonth.error.issues[0]!.message });
      if (!toYear.success) ctx.addIssue({ code: 'custom', path: ['toYear'], message: toYear.error.issues[0]!.message });
      if (!toMonth.success || !toYear.success) return z.NEVER;
      if (!isEarlier({ month: entry.fromMonth, year: entry.fromYear }, { month: toMonth.data, year: toYear.data })) {
        ctx.addIssue({ code: 'custom', path: ['toYear'], message: DATE_ORDER_MESSAGE });
        return z.NEVER;
      }
      return { ...entry, toMonth: toMonth.data, toYear: toYear.data };
    });
}

/** A CV as both sides see it before its bytes are checked: the browser's File, or the server's decoded upload. */
type CvFile = { name: string; size: number };
const isCvFile = (value: unknown): value is CvFile =>
  typeof value === 'object' && value !== null && typeof (value as CvFile).name === 'string' && typeof (value as CvFile).size === 'number';

export const CV_REQUIRED_MESSAGE = 'Attach your CV as a .pdf or .docx file.';
export const CV_TYPE_MESSAGE = 'Your CV must be a .pdf or .docx file.';
export const CV_SIZE_MESSAGE = `Your CV must be ${sizeText(cvUpload.maxFileBytes)} or smaller.`;
const CV_EMPTY_MESSAGE = 'That file is empty. Please choose your CV again.';

function resumeField(required: boolean) {
  return z
    .unknown()
    .optional()
    .superRefine((value, ctx) => {
      if (value === undefined || value === null) {
        if (required) ctx.addIssue({ code: 'custom', message: CV_REQUIRED_MESSAGE });
        return;
      }
      if (!isCvFile(value)) return ctx.addIssue({ code: 'custom', message: CV_REQUIRED_MESSAGE });
      if (!/\.(pdf|docx)$/i.test(value.name)) return ctx.addIssue({ code: 'custom', message: CV_TYPE_MESSAGE });
      if (value.size === 0) return ctx.addIssue({ code: 'custom', message: CV_EMPTY_MESSAGE });
      if (value.size > cvUpload.maxFileBytes) ctx.addIssue({ code: 'custom', message: CV_SIZE_MESSAGE });
    })
    .transform((value) => (isCvFile(value) ? value : undefined));
}

export const ANSWER_REQUIRED_MESSAGE = 'Please answer this question.';
export const CHOICE_REQUIRED_MESSAGE = 'Please choose an answer.';

function answersField(job: JobForApplication) {
  const answer = z.union([multiLineText().max(MAX_TEXT_ANSWER, `Keep your answer to ${MAX_TEXT_ANSWER} characters.`), z.array(oneLineText().max(200)).max(50)]);
  return z
    .array(z.object({ id: oneLineText().max(64), answer: answer.optional().nullable() }))
    .max(job.questions.length)
    .transform((answers, ctx) =>
      job.questions.map((question, index) => {
        const given = answers.find((entry) => entry.id === question.id)?.answer;
        const values = (Array.isArray(given) ? given : given ? [given] : []).map((value) => value.trim()).filter(Boolean);
        const options = optionsOf(question);
        const path = [index, 'answer'];
        if (options.length && values.some((value) => !options.includes(value)))
          ctx.addIssue({ code: 'custom', path, message: 'Choose one of the answers offered.' });
        else if (question.type !== 'MULTIPLE_CHOICE' && values.length > 1) ctx.addIssue({ code: 'custom', path, message: 'Choose one answer.' });
        else if (question.isMandatory && values.length === 0)
          ctx.addIssue({ code: 'custom', path, message: question.type === 'TEXT' ? ANSWER_REQUIRED_MESSAGE : CHOICE_REQUIRED_MESSAGE });
        return { id: question.id, question: question.question, answer: question.type === 'MULTIPLE_CHOICE' ? values : (values[0] ?? '') };
      }),
    );
}

export function applicationSchema(job: JobForApplication, currentYear: number) {
  const experience = z.array(experienceEntry(currentYear)).max(20, 'List at most 20 roles.');
  return z.object({
    jobId: coercedNumber(z.number().int().positive()),
    firstName: name('first name'),
    secondName: name('second name'),
    email: emailAddress({
      required: 'Enter your email address.',
      invalid: 'Enter an email address like name@example.com.',
      tooLong: 'Your email address is too long.',
    }),
    telephone: telephoneField,
    resume: resumeField(job.cvRequired),
    experience: job.workExperienceRequired ? experience.min(1, 'Add at least one role to your work history.') : experience.default([]),
    questions: answersField(job),
    botCheck: botCheckField,
  });
}

export type ApplicationInput = z.input<ReturnType<typeof applicationSchema>>;
export type Application = z.output<ReturnType<typeof applicationSchema>>;
