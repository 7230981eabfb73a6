import type { Field, GlobalConfig } from 'payload';
import { canEditContent, isAdminField, isStaffField } from '@/access/roles';
import { cacheTags, expireTags } from '@/server/revalidate';

/** How long enquiries and their files are kept when staff have not said otherwise. */
export const DEFAULT_RETENTION_MONTHS = 12;

const valueAndLabel: Field = {
  type: 'row',
  fields: [
    { name: 'value', type: 'text', required: true, admin: { description: 'Stored with each enquiry; keep it stable.' } },
    { name: 'label', type: 'text', required: true, admin: { description: 'What visitors read.' } },
  ],
};

/**
 * What the group-booking and contact forms offer, where enquiries go, and how long they are kept. Read by the forms
 * and by GET /api/contact/content; the retention clean-up reads the period every night.
 */
export const EnquirySettings: GlobalConfig = {
  slug: 'enquiry-settings',
  label: 'Enquiry settings',
  admin: {
    group: 'Enquiries',
    description: 'The choices on the contact and group-booking forms, where enquiries without a restaurant email go, and how long enquiries are kept.',
  },
  access: { read: () => true, update: canEditContent },
  hooks: { afterChange: [({ req }) => expireTags(req, cacheTags.enquirySettings)] },
  fields: [
    {
      name: 'contactReasons',
      type: 'array',
      admin: {
        description:
          'Contact form: the reasons a visitor picks from, each with optional sub-reasons (a reason with sub-reasons makes the visitor pick one). Served as contactReasons by GET /api/contact/content.',
      },
      fields: [valueAndLabel, { name: 'subReasons', label: 'Sub-reasons', type: 'array', fields: [valueAndLabel] }],
    },
    {
      name: 'groupBookingTypes',
      type: 'array',
      admin: { description: 'Group-booking form: the kinds of booking a group can ask for ("bookingType").' },
      fields: [valueAndLabel],
    },
    {
      name: 'enquiriesEmail',
      type: 'email',
      required: true,
      defaultValue: 'enquiries@marigold.example',
      // The enquiries inbox: the site reads it through the Local API; visitors reading the global over REST do not see it.
      access: { read: isStaffField },
      admin: { description: 'Receives contact messages that are not about one restaurant, and any enquiry for a restaurant without an email address.' },
    },
    {
      name: 'retentionMonths',
      label: 'Keep enquiries for (months)',
      type: 'number',
      required: true,
      min: 1,
      max: 120,
      defaultValue: DEFAULT_RETENTION_MONTHS,
      access: { update: isAdminField },
      admin: {
        description:
          'Enquiries and their attached files are deleted this many months after they were sent, by a clean-up that runs every night. Administrators only. If you change it, change "How long we keep it" on the privacy policy page too.',
      },
    },
  ],
};
