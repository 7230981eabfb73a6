import type { EnquirySetting } from '@/payload-types';
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

/** What the contact and group-booking forms offer (Enquiry settings in the back-office). */
export const enquirySettings: Pick<EnquirySetting, 'contactReasons' | 'groupBookingTypes' | 'enquiriesEmail' | 'retentionMonths'> = {
  contactReasons: [
    {
      value: 'visit',
      label: 'A recent visit',
      subReasons: [
        { value: 'food', label: 'Food and drink' },
        { value: 'service', label: 'Service' },
        { value: 'restaurant', label: 'The restaurant itself' },
        { value: 'praise', label: 'Praise for the team' },
      ],
    },
    {
      value: 'booking',
      label: 'A booking',
      subReasons: [
        { value: 'change', label: 'Changing a booking' },
        { value: 'accessibility', label: 'Accessibility or seating' },
        { value: 'deposit', label: 'A deposit or card guarantee' },
      ],
    },
    { value: 'dietary', label: 'Allergens and dietary needs', subReasons: [] },
    { value: 'gift-cards', label: 'Gift cards', subReasons: [] },
    { value: 'lost-property', label: 'Lost property', subReasons: [] },
    { value: 'something-else', label: 'Something else', subReasons: [] },
  ],
  groupBookingTypes: [
    { value: 'celebration', label: 'Birthday or celebration' },
    { value: 'festive', label: 'Christmas or festive party' },
    { value: 'work', label: 'Work lunch or team event' },
    { value: 'private-hire', label: 'Private hire of an area' },
    { value: 'other', label: 'Something else' },
  ],
  enquiriesEmail: 'enquiries@marigold.example',
  retentionMonths: 12,
};
