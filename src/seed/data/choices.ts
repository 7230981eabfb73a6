import type { SeedChoices } from '../types';

export const choices: SeedChoices = {
  enquiryTypes: [
    { value: 'general', label: 'General enquiry' },
    { value: 'feedback', label: 'Feedback about a visit' },
    { value: 'group-booking', label: 'Group booking (13 or more)' },
    { value: 'events', label: 'Events and private hire' },
    { value: 'gift-cards', label: 'Gift cards' },
    { value: 'allergens', label: 'Allergens and dietary needs' },
  ],
  interests: [
    { value: 'offers', label: 'Offers and deals' },
    { value: 'new-menus', label: 'New menus' },
    { value: 'events', label: 'Events near me' },
    { value: 'kids-eat', label: 'Kids eat offers' },
  ],
  genders: [
    { value: 'female', label: 'Female' },
    { value: 'male', label: 'Male' },
    { value: 'non-binary', label: 'Non-binary' },
    { value: 'prefer-not-to-say', label: 'Prefer not to say' },
  ],
};
