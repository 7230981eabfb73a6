import type { Field, GlobalConfig } from 'payload';
import { canEditContent } from '@/access/roles';
import { cacheTags, expireTags } from '@/server/revalidate';

const choiceList = (name: string, description: string): Field => ({
  name,
  type: 'array',
  admin: { description },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'value', type: 'text', required: true },
        { name: 'label', type: 'text', required: true },
      ],
    },
  ],
});

/** Option lists the site's forms offer, editable without a release (GET /api/v1/content/choices). */
export const FormChoices: GlobalConfig = {
  slug: 'form-choices',
  label: 'Form choices',
  admin: { group: 'Content', description: 'The options visitors pick from in the site’s forms.' },
  access: { read: () => true, update: canEditContent },
  hooks: { afterChange: [({ req }) => expireTags(req, cacheTags.choices)] },
  fields: [
    choiceList('enquiryTypes', 'Contact form: what the enquiry is about.'),
    choiceList('interests', 'Preferences and sign-up: what diners would like to hear about.'),
    choiceList('genders', 'Preferences: gender options (hidden on the site while HIDE_GENDER_PREFERENCE is on).'),
  ],
};
