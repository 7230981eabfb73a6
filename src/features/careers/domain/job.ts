import type { JobType, QuestionType, RoleCategory, TitleGroup } from './categories';

/** The longest answer a text question takes, in characters. */
export const MAX_TEXT_ANSWER = 2000;

/** A question a job asks its applicants; choice questions carry their options (YES_NO's are Yes and No). */
export type JobQuestion = { id: string; type: QuestionType; question: string; isMandatory: boolean; options: string[] };

/** Where a job is: one of the restaurants, or head office. */
export type JobLocation = {
  kind: 'restaurant' | 'head-office';
  name: string;
  city: string;
  postcode: string;
  lat: number;
  lng: number;
  restaurantPath?: string;
};

/** A job as the site shows it and the application form needs it: plain data, the same on the server and in the browser. */
export type Job = {
  id: number;
  name: string;
  positionUniqueName: string;
  jobType: JobType;
  category: RoleCategory;
  titleGroup: TitleGroup | null;
  cvRequired: boolean;
  workExperienceRequired: boolean;
  questions: JobQuestion[];
  location: JobLocation;
  salary: string;
  summary: string;
  description: string;
  /** yyyy-mm-dd, UK dates. */
  openDate: string;
  closeDate: string | null;
};

/** What the application form needs of a job. */
export type JobForApplication = Pick<Job, 'id' | 'name' | 'cvRequired' | 'workExperienceRequired' | 'questions'> & { locationName: string };

export const forApplication = (job: Job): JobForApplication => ({
  id: job.id,
  name: job.name,
  cvRequired: job.cvRequired,
  workExperienceRequired: job.workExperienceRequired,
  questions: job.questions,
  locationName: job.location.name,
});

/** Open from its opening date to the end of its closing date (inclusive), compared as UK calendar dates. */
export const isOpen = (job: Pick<Job, 'openDate' | 'closeDate'>, today: string) => job.openDate <= today && (job.closeDate === null || today <= job.closeDate);

const YES_NO_OPTIONS = ['Yes', 'No'];

/** The choices a question offers: Yes and No for YES_NO, its own options for the choice types, none for TEXT. */
export const optionsOf = (question: Pick<JobQuestion, 'type' | 'options'>): string[] =>
  question.type === 'YES_NO' ? YES_NO_OPTIONS : question.type === 'TEXT' ? [] : question.options;
