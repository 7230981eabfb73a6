import { describe, expect, it } from 'vitest';
import type { JobForApplication, JobQuestion } from '@/features/careers/domain/job';
import {
  ANSWER_REQUIRED_MESSAGE,
  CHOICE_REQUIRED_MESSAGE,
  CV_REQUIRED_MESSAGE,
  CV_SIZE_MESSAGE,
  CV_TYPE_MESSAGE,
  DATE_ORDER_MESSAGE,
  applicationSchema,
} from '@/features/careers/schema';
import { INVALID_FIELDS_MESSAGE, applicationErrorText } from '@/features/careers/application-errors';

const YEAR = 2026;
const questions: JobQuestion[] = [
  { id: 'q-yes-no', type: 'YES_NO', question: 'Do you have the right to work in the UK?', isMandatory: true, options: [] },
  { id: 'q-single', type: 'SINGLE_CHOICE', question: 'Which section?', isMandatory: true, options: ['Grill', 'Fry'] },
  { id: 'q-multi', type: 'MULTIPLE_CHOICE', question: 'Which shifts?', isMandatory: true, options: ['Days', 'Evenings', 'Weekends'] },
  { id: 'q-text', type: 'TEXT', question: 'Tell us about a time…', isMandatory: true, options: [] },
  { id: 'q-optional', type: 'SINGLE_CHOICE', question: 'Where did you hear?', isMandatory: false, options: ['Website', 'Friend'] },
];
const job = (overrides: Partial<JobForApplication> = {}): JobForApplication => ({
  id: 7,
  name: 'Line Chef',
  locationName: 'The Printworks',
  cvRequired: true,
  workExperienceRequired: true,
  questions,
  ...overrides,
});

const role = (overrides: Record<string, unknown> = {}) => ({
  employer: 'The Corner Café',
  jobTitle: 'Commis chef',
  fromMonth: '3',
  fromYear: '2021',
  isCurrentRole: false,
  toMonth: '8',
  toYear: '2024',
  ...overrides,
});

const answers = (overrides: Record<string, string | string[]> = {}) =>
  Object.entries({
    'q-yes-no': 'Yes',
    'q-single': 'Grill',
    'q-multi': ['Days', 'Weekends'],
    'q-text': 'I stayed late to bake a birthday cake.',
    'q-optional': '',
    ...overrides,
  }).map(([id, answer]) => ({ id, answer }));

const application = (overrides: Record<string, unknown> = {}) => ({
  jobId: '7',
  firstName: 'Zoë',
  secondName: "O'Brien",
  email: 'zoe@example.com',
  telephone: '07700 900123',
  resume: { name: 'zoe-cv.pdf', size: 20_000 },
  experience: [role()],
  questions: answers(),
  botCheck: 'proof',
  ...overrides,
});

const errorsOf = (input: unknown, forJob = job()) => {
  const result = applicationSchema(forJob, YEAR).safeParse(input);
  const errors: Record<string, string> = {};
  // The first message per field, as the form and the endpoint show it.
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
};

describe('job application schema: names', () => {
  it.each(['Zoë', "O'Brien", 'Siân', 'José María', 'Ngọc Anh', 'D’Arcy', 'Åsa'])('accepts %s', (name) => {
    expect(errorsOf(application({ firstName: name, secondName: name }))).toEqual({});
  });
  it.each(['R2D2', 'Anne-Marie', 'Smith!', "'", '<script>', ' '])('refuses %j (letters, spaces and apostrophes only)', (name) => {
    expect(errorsOf(application({ firstName: name })).firstName).toBeDefined();
  });
  it('requires both names', () => {
    expect(errorsOf(application({ firstName: '', secondName: '' }))).toMatchObject({
      firstName: 'Enter your first name.',
      secondName: 'Enter your second name.',
    });
  });
});

describe('job application schema: email and telephone', () => {
  it('requires a standard email address', () => {
    expect(errorsOf(application({ email: '' })).email).toBe('Enter your email address.');
    expect(errorsOf(application({ email: 'zoe@' })).email).toBe('Enter an email address like name@example.com.');
  });
  it.each(['1234567', '+44 7700 900123', '07700.900.123', '12345678901234567', '+12345678901234567', ' 0161 496 0000 ', '0161-496-0000', '(0161) 4960000'])(
    'accepts telephone %j (the site’s one phone rule also takes hyphens and brackets)',
    (telephone) => {
      expect(errorsOf(application({ telephone })).telephone).toBeUndefined();
    },
  );
  it.each([
    ['123456', 'Your telephone number must have 7 to 17 digits.'],
    ['123456789012345678', 'Your telephone number must have 7 to 17 digits.'],
    ['+123 456', 'Your telephone number must have 7 to 17 digits.'],
    ['44+7700900123', 'Use digits only, with an optional + at the start; dots and spaces are fine.'],
    ['07700 9OO123', 'Use digits only, with an optional + at the start; dots and spaces are fine.'],
    ['', 'Enter your telephone number.'],
  ])('refuses telephone %j', (telephone, message) => {
    expect(errorsOf(application({ telephone })).telephone).toBe(message);
  });
});

describe('job application schema: CV', () => {
  it('is required only when the job needs one', () => {
    expect(errorsOf(application({ resume: undefined })).resume).toBe(CV_REQUIRED_MESSAGE);
    expect(errorsOf(application({ resume: undefined }), job({ cvRequired: false }))).toEqual({});
  });
  it('must be named .pdf or .docx and at most 5 MB', () => {
    expect(errorsOf(application({ resume: { name: 'cv.DOCX', size: 10 } }))).toEqual({});
    expect(errorsOf(application({ resume: { name: 'cv.doc', size: 10 } })).resume).toBe(CV_TYPE_MESSAGE);
    expect(errorsOf(application({ resume: { name: 'cv.pdf.exe', size: 10 } })).resume).toBe(CV_TYPE_MESSAGE);
    expect(errorsOf(application({ resume: { name: 'cv.pdf', size: 5 * 1024 * 1024 } })).resume).toBeUndefined();
    expect(errorsOf(application({ resume: { name: 'cv.pdf', size: 5 * 1024 * 1024 + 1 } })).resume).toBe(CV_SIZE_MESSAGE);
  });
  it('checks an optional CV when one is given', () => {
    expect(errorsOf(application({ resume: { name: 'cv.txt', size: 10 } }), job({ cvRequired: false })).resume).toBe(CV_TYPE_MESSAGE);
  });
});

describe('job application schema: work experience', () => {
  it('needs at least one role when the job asks for work history, and none otherwise', () => {
    expect(errorsOf(application({ experience: [] })).experience).toBe('Add at least one role to your work history.');
    expect(errorsOf(application({ experience: [] }), job({ workExperienceRequired: false }))).toEqual({});
  });
  it('needs employer, job title and both dates of a past role', () => {
    expect(errorsOf(application({ experience: [role({ employer: ' ', jobTitle: '', fromMonth: '', toYear: '' })] }))).toEqual({
      'experience.0.employer': 'Enter the employer.',
      'experience.0.jobTitle': 'Enter your job title.',
      'experience.0.fromMonth': 'Choose the start month.',
    });
    expect(errorsOf(application({ experience: [role({ toMonth: '', toYear: '' })] }))).toEqual({
      'experience.0.toMonth': 'Choose the end month.',
      'experience.0.toYear': `Choose the end year (${YEAR - 40} to ${YEAR}).`,
    });
  });
  it('refuses a start that is not earlier than the end, with the date error', () => {
    expect(errorsOf(application({ experience: [role({ fromMonth: '8', fromYear: '2024', toMonth: '8', toYear: '2024' })] }))).toEqual({
      'experience.0.toYear': DATE_ORDER_MESSAGE,
    });
    expect(errorsOf(application({ experience: [role({ fromMonth: '9', fromYear: '2024', toMonth: '8', toYear: '2024' })] }))).toEqual({
      'experience.0.toYear': DATE_ORDER_MESSAGE,
    });
    expect(errorsOf(application({ experience: [role({ fromMonth: '1', fromYear: '2025', toMonth: '12', toYear: '2024' })] }))).toEqual({
      'experience.0.toYear': DATE_ORDER_MESSAGE,
    });
    expect(errorsOf(application({ experience: [role({ fromMonth: '7', fromYear: '2024', toMonth: '8', toYear: '2024' })] }))).toEqual({});
  });
  it('a current role needs no end date and drops any it was sent', () => {
    const result = applicationSchema(job(), YEAR).parse(application({ experience: [role({ isCurrentRole: true, toMonth: '1', toYear: '2020' })] }));
    expect(result.experience[0]).toMatchObject({ isCurrentRole: true, toMonth: null, toYear: null, fromMonth: 3, fromYear: 2021 });
    expect(errorsOf(application({ experience: [role({ isCurrentRole: true, toMonth: '', toYear: '' })] }))).toEqual({});
  });
  it('takes years from 40 years back to this year', () => {
    expect(errorsOf(application({ experience: [role({ fromYear: String(YEAR - 40), toYear: String(YEAR) })] }))).toEqual({});
    expect(errorsOf(application({ experience: [role({ fromYear: String(YEAR - 41) })] }))).toEqual({
      'experience.0.fromYear': `Choose the start year (${YEAR - 40} to ${YEAR}).`,
    });
    expect(errorsOf(application({ experience: [role({ toYear: String(YEAR + 1) })] }))).toEqual({
      'experience.0.toYear': `Choose the end year (${YEAR - 40} to ${YEAR}).`,
    });
    expect(errorsOf(application({ experience: [role({ fromMonth: '13' })] }))).toEqual({ 'experience.0.fromMonth': 'Choose the start month.' });
  });
});

describe('job application schema: questions', () => {
  it.each([
    ['q-yes-no', 0, CHOICE_REQUIRED_MESSAGE],
    ['q-single', 1, CHOICE_REQUIRED_MESSAGE],
    ['q-multi', 2, CHOICE_REQUIRED_MESSAGE],
    ['q-text', 3, ANSWER_REQUIRED_MESSAGE],
  ] as const)('a mandatory question (%s) needs an answer', (id, index, message) => {
    const empty = id === 'q-multi' ? [] : '  ';
    expect(errorsOf(application({ questions: answers({ [id]: empty }) }))).toEqual({ [`questions.${index}.answer`]: message });
    expect(errorsOf(application({ questions: answers().filter((entry) => entry.id !== id) }))).toEqual({ [`questions.${index}.answer`]: message });
  });
  it('an optional question may be left empty', () => {
    expect(errorsOf(application({ questions: answers().filter((entry) => entry.id !== 'q-optional') }))).toEqual({});
  });
  it('choices must be ones offered; one answer only unless several may be chosen', () => {
    expect(errorsOf(application({ questions: answers({ 'q-yes-no': 'Maybe' }) }))).toEqual({ 'questions.0.answer': 'Choose one of the answers offered.' });
    expect(errorsOf(application({ questions: answers({ 'q-single': ['Grill', 'Fry'] }) }))).toEqual({ 'questions.1.answer': 'Choose one answer.' });
    expect(errorsOf(application({ questions: answers({ 'q-multi': ['Days', 'Nights'] }) }))).toEqual({
      'questions.2.answer': 'Choose one of the answers offered.',
    });
  });
  it("answers come out in the job's order, with the question text, whatever order they were sent in", () => {
    const result = applicationSchema(job(), YEAR).parse(application({ questions: answers().reverse() }));
    expect(result.questions.map((entry) => entry.id)).toEqual(questions.map((question) => question.id));
    expect(result.questions[2]).toEqual({ id: 'q-multi', question: 'Which shifts?', answer: ['Days', 'Weekends'] });
  });
});

describe('the application error message', () => {
  it('turns a message containing err=15 into the fields message and shows others as given', () => {
    expect(applicationErrorText('Something went wrong validation the application, please try again. (err=15)')).toBe(INVALID_FIELDS_MESSAGE);
    expect(applicationErrorText('You have already submitted an application for this job.')).toBe('You have already submitted an application for this job.');
  });
});
