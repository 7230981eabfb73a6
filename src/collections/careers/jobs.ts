import type { CollectionConfig } from 'payload';
import { canManageCareers, listedJobsOrStaff } from '@/access/careers';
import { ROLE_CATEGORIES, TITLE_GROUPS, JOB_TYPES, QUESTION_TYPES } from '@/features/careers/domain/categories';
import { optionalIsoDate, validIsoDate } from '@/collections/booking/validators';
import { cacheTags, expireTags } from '@/server/revalidate';

type QuestionRow = { type?: string; options?: unknown[] | null };

/**
 * Job adverts (spec section 3, Job). Each row's id is the job_id of the jobs API and the address of its page
 * (/careers/job/{id}); a job is listed from its opening date to the end of its closing date.
 */
export const Jobs: CollectionConfig = {
  slug: 'jobs',
  labels: { singular: 'Job', plural: 'Jobs' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'workplace', 'restaurant', 'jobType', 'category', 'openDate', 'closeDate'],
    listSearchableFields: ['name', 'positionUniqueName'],
    group: 'Careers',
    description:
      'Job adverts on /careers/job-search. A job is listed from its opening date until the end of its closing date; job seekers find it by keyword, distance, job type and category. HR and administrators edit jobs.',
  },
  defaultSort: '-openDate',
  access: { read: listedJobsOrStaff, create: canManageCareers, update: canManageCareers, delete: canManageCareers },
  hooks: {
    afterChange: [({ req }) => expireTags(req, cacheTags.jobs)],
    afterDelete: [({ req }) => expireTags(req, cacheTags.jobs)],
  },
  fields: [
    { name: 'name', label: 'Job title', type: 'text', required: true, admin: { description: 'As job seekers read it, e.g. "Line Chef".' } },
    {
      name: 'positionUniqueName',
      label: 'Position reference',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'Your own unique name for this position, e.g. "CHO-LINECHEF-2026-11" (position_unique_name).' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'jobType',
          label: 'Job type',
          type: 'select',
          required: true,
          defaultValue: 'full-time',
          options: JOB_TYPES.map(({ value, label }) => ({ value, label })),
        },
        {
          name: 'category',
          label: 'Role category',
          type: 'select',
          required: true,
          options: ROLE_CATEGORIES.map(({ value, label }) => ({ value, label })),
          admin: { description: "The job listing's category filter." },
        },
        {
          name: 'titleGroup',
          label: 'Title group',
          type: 'select',
          options: TITLE_GROUPS.map(({ value, label }) => ({ value, label })),
          admin: { description: "For restaurant roles: /careers/job-search/{group} lists a group's jobs." },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'workplace',
          type: 'radio',
          required: true,
          defaultValue: 'restaurant',
          options: [
            { value: 'restaurant', label: 'A restaurant' },
            { value: 'head-office', label: 'Head office' },
          ],
          admin: { description: "Head office's address is in Careers settings." },
        },
        {
          name: 'restaurant',
          type: 'relationship',
          relationTo: 'restaurants',
          admin: { condition: (data) => data?.workplace !== 'head-office', description: 'Gives the job its location and city.' },
          validate: (value: unknown, { siblingData }: { siblingData: { workplace?: string } }) =>
            siblingData.workplace === 'head-office' || Boolean(value) || 'Choose the restaurant, or make the job a head office one.',
        },
      ],
    },
    { name: 'salary', type: 'text', required: true, admin: { description: 'As shown, e.g. "£12.60 an hour plus tips" or "£32,000 a year".' } },
    {
      type: 'row',
      fields: [
        {
          name: 'openDate',
          label: 'Opening date',
          type: 'text',
          required: true,
          validate: validIsoDate,
          admin: { description: 'yyyy-mm-dd: listed from this day.' },
        },
        {
          name: 'closeDate',
          label: 'Closing date',
          type: 'text',
          validate: optionalIsoDate,
          admin: { description: 'yyyy-mm-dd: last day to apply; blank keeps it open.' },
        },
      ],
    },
    { name: 'summary', type: 'textarea', required: true, maxLength: 300, admin: { description: 'One or two sentences for the search results.' } },
    {
      name: 'description',
      type: 'textarea',
      required: true,
      admin: {
        description: 'The advert. A blank line starts a new paragraph; lines starting "- " become a bulleted list; a line ending ":" becomes a heading.',
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'cvRequired', label: 'CV required', type: 'checkbox', defaultValue: false },
        { name: 'workExperienceRequired', label: 'Work history required', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      name: 'questions',
      type: 'array',
      admin: { description: 'Questions every applicant answers. Choice questions need their options; Yes / No questions offer Yes and No.' },
      fields: [
        { name: 'question', type: 'text', required: true },
        {
          type: 'row',
          fields: [
            {
              name: 'type',
              type: 'select',
              required: true,
              defaultValue: 'YES_NO',
              options: QUESTION_TYPES.map((value) => ({
                value,
                label: { YES_NO: 'Yes / No', SINGLE_CHOICE: 'One choice', MULTIPLE_CHOICE: 'Several choices', TEXT: 'Text' }[value],
              })),
            },
            { name: 'isMandatory', label: 'Must be answered', type: 'checkbox', defaultValue: true },
          ],
        },
        {
          name: 'options',
          type: 'array',
          admin: { condition: (_, sibling) => sibling?.type === 'SINGLE_CHOICE' || sibling?.type === 'MULTIPLE_CHOICE' },
          validate: (value: unknown, { siblingData }: { siblingData: QuestionRow }) =>
            !['SINGLE_CHOICE', 'MULTIPLE_CHOICE'].includes(siblingData.type ?? '') ||
            (Array.isArray(value) && value.length >= 2) ||
            'Give at least two options.',
          fields: [{ name: 'label', type: 'text', required: true }],
        },
      ],
    },
  ],
};
