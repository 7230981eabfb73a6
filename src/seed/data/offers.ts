/**
 * Demo offers and social posts of the fictional chain. Dates are relative to the day the database is seeded, so a
 * fresh database always has running offers, one that has ended, and the referral reward.
 */
type SeedOffer = {
  slug: string;
  title: string;
  description: string;
  termAndConditions: string;
  validityText: string;
  code: string;
  image: string;
  /** Days from the seeding day. */
  startsInDays: number;
  endsInDays: number;
  slots?: string[];
  restaurants?: string[];
  successButton?: { text: string; url: string };
  referralReward?: boolean;
};

export const offers: SeedOffer[] = [
  {
    slug: 'two-course-lunch',
    title: 'Two courses for £12.95 at lunch',
    description: 'A main and a starter or dessert from our lunch menu, Monday to Friday. Claim your code, then show it when you order.',
    termAndConditions:
      'One code per person, used once, for one diner. Monday to Friday, 12:00 to 16:00, at every Marigold Grill. Lunch menu dishes only; drinks and sides extra. Not with any other offer. Marigold Grill may end the offer at any time.',
    validityText: 'Monday to Friday, 12:00 to 16:00',
    code: 'LUNCH',
    image: 'hero-sunny-plate.svg',
    startsInDays: -30,
    endsInDays: 365,
    slots: ['12:00', '13:00', '14:00', '15:00'],
    successButton: { text: 'Book a table', url: '/book-now' },
  },
  {
    slug: 'birthday-dessert',
    title: 'A free dessert in your birthday month',
    description: 'Celebrate with a dessert on us: any dessert from the menu, any day of your birthday month.',
    termAndConditions:
      'One code per person, used once in your birthday month, with a main meal. We may ask for ID showing your birthday. Not with any other offer.',
    validityText: 'Any day in your birthday month',
    code: 'BDAY',
    image: 'hero-family-table.svg',
    startsInDays: -60,
    endsInDays: 540,
    successButton: { text: 'Find your nearest', url: '/restaurants' },
  },
  {
    slug: 'cocktail-hour',
    title: 'Two-for-one cocktails from 5pm',
    description: 'Two of the same cocktail for the price of one, every evening from 5pm at Cheshire Oaks and Ashton Moss.',
    termAndConditions: 'Over 18s only; we may ask for ID. One code per person, used once. Cheshire Oaks and Ashton Moss only, from 17:00 until close. Please drink responsibly.',
    validityText: 'Every evening from 5pm',
    code: 'COCKTAIL',
    image: 'hero-cocktail.svg',
    startsInDays: -7,
    endsInDays: 120,
    slots: ['17:00', '18:00', '19:00', '20:00'],
    restaurants: ['ellesmere-port/cheshire-oaks', 'ashton-under-lyne/ashton-moss'],
  },
  {
    slug: 'summer-burger-festival',
    title: 'Summer burger festival: 25% off burgers',
    description: 'A quarter off every burger on the menu while the sun shines.',
    termAndConditions: 'One code per person, used once. Burgers only. Ended at the end of the festival.',
    validityText: 'During the summer festival',
    code: 'SUMMER',
    image: 'hero-flame-grilled-burger.svg',
    startsInDays: -120,
    endsInDays: -10,
  },
  {
    slug: 'friend-welcome',
    title: '£5 off your first visit',
    description: 'A welcome from Marigold Grill for friends of our regulars: £5 off a bill of £20 or more.',
    termAndConditions: 'For new guests invited by a friend. One code per person, used once, on a bill of £20 or more. Not with any other offer.',
    validityText: 'Any day, within six months',
    code: 'FRIEND',
    image: 'hero-gift-card.svg',
    startsInDays: -30,
    endsInDays: 365,
    referralReward: true,
  },
];

export const socialPosts: { image: string; caption: string; permalink: string; daysAgo: number }[] = [
  { image: 'hero-flame-grilled-burger.svg', caption: 'Stacked high and grilled over the flames. Who is joining us for burger night?', permalink: 'https://social.marigold.example/p/burger-night', daysAgo: 2 },
  { image: 'hero-cocktail.svg', caption: 'Two-for-one cocktails from 5pm at Cheshire Oaks and Ashton Moss. Cheers!', permalink: 'https://social.marigold.example/p/cocktail-hour', daysAgo: 5 },
  { image: 'hero-family-table.svg', caption: 'Sunday sharing plates for the whole family, little ones included.', permalink: 'https://social.marigold.example/p/sunday-sharing', daysAgo: 9 },
];
