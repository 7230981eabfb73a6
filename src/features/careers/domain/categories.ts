/*
 * How jobs are grouped for job seekers (spec sections 2 and 9). HR gives each job a role category (the job listing's
 * kitchen, bar, front of house, head office, management) and, for restaurant roles, a title group. A search page
 * `/careers/job-search/{id}` opens with either chosen, so both share one address space of slugs.
 */

export const ROLE_CATEGORIES = [
  { value: 'kitchen', label: 'Kitchen' },
  { value: 'bar', label: 'Bar' },
  { value: 'front-of-house', label: 'Front of house' },
  { value: 'head-office', label: 'Head office' },
  { value: 'management', label: 'Management' },
] as const;
export type RoleCategory = (typeof ROLE_CATEGORIES)[number]['value'];

/** Section 9's title groups (which roles each holds is HR's choice, per job). */
export const TITLE_GROUPS = [
  { value: 'bar', label: 'Bar' },
  { value: 'foh-team', label: 'Front of house team' },
  { value: 'general-manager', label: 'General Manager' },
  { value: 'foh-support', label: 'Front of house support' },
  { value: 'boh-team', label: 'Kitchen team' },
  { value: 'head-chef', label: 'Head Chef' },
  { value: 'boh-support', label: 'Kitchen support' },
] as const;
export type TitleGroup = (typeof TITLE_GROUPS)[number]['value'];

/**
 * Section 9's category map: the department a job belongs to, as the jobs API names it. Kitchen roles are Back of
 * House, bar and floor roles Front of House, managers Management; anything else (head office) is Quick Service.
 */
type Department = 'Back of House' | 'Front of House' | 'Management' | 'Quick Service';
const DEPARTMENTS: Partial<Record<RoleCategory, Department>> = {
  kitchen: 'Back of House',
  bar: 'Front of House',
  'front-of-house': 'Front of House',
  management: 'Management',
};
export const departmentOf = (category: string): Department => DEPARTMENTS[category as RoleCategory] ?? 'Quick Service';

export const roleCategoryLabel = (value: string) => ROLE_CATEGORIES.find((entry) => entry.value === value)?.label ?? value;

/** What `/careers/job-search/{id}` chose: a role category, a title group, or nothing known (a 404). */
export type JobGroupChoice = { kind: 'category'; value: RoleCategory; label: string } | { kind: 'titleGroup'; value: TitleGroup; label: string };

/** Categories first: "bar" is both, and as a category it holds every bar role. */
export function jobGroupFromSlug(slug: string): JobGroupChoice | null {
  const category = ROLE_CATEGORIES.find((entry) => entry.value === slug);
  if (category) return { kind: 'category', value: category.value, label: category.label };
  const group = TITLE_GROUPS.find((entry) => entry.value === slug);
  return group ? { kind: 'titleGroup', value: group.value, label: group.label } : null;
}

export const JOB_TYPES = [
  { value: 'full-time', label: 'Full time' },
  { value: 'part-time', label: 'Part time' },
] as const;
export type JobType = (typeof JOB_TYPES)[number]['value'];
export const jobTypeLabel = (value: string) => JOB_TYPES.find((entry) => entry.value === value)?.label ?? value;

export const QUESTION_TYPES = ['YES_NO', 'SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'TEXT'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
