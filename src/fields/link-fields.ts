import type { Field } from 'payload';

/** A link as the spec's site settings describe it: text, URL and whether it opens in a new tab. */
export const linkFields = ({ required }: { required: boolean }): Field[] => [
  {
    type: 'row',
    fields: [
      { name: 'linkText', type: 'text', required },
      {
        name: 'linkUrl',
        type: 'text',
        required,
        validate: (value: string | null | undefined) =>
          !value || /^(\/|#|https?:\/\/|mailto:|tel:)/.test(value) || 'Start with /, #, https://, mailto: or tel:',
      },
      { name: 'openInNewTab', type: 'checkbox', defaultValue: false },
    ],
  },
];
