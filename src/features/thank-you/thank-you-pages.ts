import { jobSearchPath } from '@/features/careers/paths';

/**
 * Where a form sent without JavaScript ends (with scripts each form thanks the visitor in place, in the same words):
 * a page of its own, so that reloading it does not send the form again.
 */
export const THANK_YOU_PAGES = {
  contact: {
    title: 'Thank you for your message',
    text: 'Thank you: we have your message. We will reply within two working days, and we have emailed you a copy.',
    next: { href: '/', label: 'Return to homepage' },
  },
  'group-booking': {
    title: 'Thank you for your enquiry',
    text: 'Thank you: we have your group booking enquiry. The restaurant will be in touch within two working days, and we have emailed you a copy.',
    next: { href: '/', label: 'Return to homepage' },
  },
  'job-application': {
    title: 'Thank you for applying',
    text: 'We have your application, and we have emailed you a copy.',
    next: { href: jobSearchPath, label: 'See our other jobs' },
  },
} as const;

type ThankYouForm = keyof typeof THANK_YOU_PAGES;

/** Our people team's promise, said after every application. */
export const APPLICATION_FOLLOW_UP = 'Our people team reads every application. If your experience fits, we will be in touch within two weeks.';

export const thankYouPath = (form: ThankYouForm) => `/thank-you/${form}`;

export const isThankYouForm = (value: string): value is ThankYouForm => Object.hasOwn(THANK_YOU_PAGES, value);
