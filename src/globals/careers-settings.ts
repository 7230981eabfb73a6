import type { GlobalConfig } from 'payload';
import { canManageCareers } from '@/access/careers';
import { isStaffField } from '@/access/roles';
import { cacheTags, expireTags } from '@/server/revalidate';

export const DEFAULT_RETENTION_MONTHS = 6;

/** Where head office jobs are, who hears of each new application, and how long applications are kept. */
export const CareersSettings: GlobalConfig = {
  slug: 'careers-settings',
  label: 'Careers settings',
  admin: { group: 'Careers', description: "Head office's location for its jobs, who is told of each new application, and how long job applications are kept." },
  access: { read: () => true, update: canManageCareers },
  hooks: { afterChange: [({ req }) => expireTags(req, cacheTags.jobs)] },
  fields: [
    {
      name: 'headOffice',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true, defaultValue: 'Head office' },
            { name: 'city', type: 'text', required: true, defaultValue: 'Manchester' },
            { name: 'postcode', type: 'text', required: true, defaultValue: 'M1 1AA' },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'lat', label: 'Latitude', type: 'number', required: true, defaultValue: 53.4794, min: 49, max: 61 },
            { name: 'lng', label: 'Longitude', type: 'number', required: true, defaultValue: -2.2453, min: -9, max: 2 },
          ],
        },
      ],
    },
    {
      name: 'applicationsInbox',
      label: 'Tell this address of each new application',
      type: 'email',
      // HR's inbox: the site reads it through the Local API; visitors reading the global over REST do not see it.
      access: { read: isStaffField },
      admin: {
        description:
          'Each new application sends this address the job and a link to the application here (no CV or contact details in the email). Leave empty to check the Job applications list instead.',
      },
    },
    {
      name: 'applicationRetentionMonths',
      label: 'Keep applications for (months)',
      type: 'number',
      required: true,
      min: 1,
      max: 36,
      defaultValue: DEFAULT_RETENTION_MONTHS,
      admin: { description: 'Applications older than this are deleted with their CVs, once a day.' },
    },
  ],
};
