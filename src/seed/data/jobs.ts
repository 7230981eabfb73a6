/*
 * Demo job adverts, all invented: each template is advertised at several restaurants (or at head office), so the
 * job search has roles near and far from any postcode, in every category, both job types and every question type.
 */
import type { JobType, QuestionType, RoleCategory, TitleGroup } from '@/features/careers/domain/categories';

type SeedQuestion = { question: string; type: QuestionType; isMandatory: boolean; options?: string[] };
type SeedJobTemplate = {
  key: string;
  name: string;
  jobType: JobType;
  category: RoleCategory;
  titleGroup?: TitleGroup;
  cvRequired: boolean;
  workExperienceRequired: boolean;
  salary: string;
  summary: string;
  description: string;
  questions: SeedQuestion[];
  /** Restaurant slugs it is advertised at; none means head office. */
  at: string[];
  /** Days until the closing date; none stays open until filled. */
  closesInDays?: number;
};

const rightToWork: SeedQuestion = { question: 'Do you have the right to work in the UK?', type: 'YES_NO', isMandatory: true };
const over18: SeedQuestion = { question: 'Are you aged 18 or over?', type: 'YES_NO', isMandatory: true };
const shifts: SeedQuestion = {
  question: 'Which shifts could you work?',
  type: 'MULTIPLE_CHOICE',
  isMandatory: true,
  options: ['Weekday daytimes', 'Weekday evenings', 'Weekends', 'Late closes'],
};
const heardFrom: SeedQuestion = {
  question: 'Where did you hear about this job?',
  type: 'SINGLE_CHOICE',
  isMandatory: false,
  options: ['Our website', 'A friend who works here', 'A job board', 'Social media', 'Somewhere else'],
};
const madeSomeonesDay: SeedQuestion = { question: "Tell us about a time you made someone's day.", type: 'TEXT', isMandatory: true };
const hygiene: SeedQuestion = { question: 'Do you hold a Level 2 Food Hygiene certificate?', type: 'YES_NO', isMandatory: false };
const favouriteSection: SeedQuestion = { question: 'Which section do you most enjoy running?', type: 'SINGLE_CHOICE', isMandatory: true, options: ['Grill', 'Fry', 'Larder', 'Pass', 'Pastry'] };
const anythingElse: SeedQuestion = { question: 'Is there anything else you would like us to know?', type: 'TEXT', isMandatory: false };

const perks = `What you get:
- Half-price meals on shift, and 30% off for you and three friends when you dine with us
- Tips shared fairly, paid with your wages
- Paid training, from your first shift to a kitchen or management qualification
- A birthday day off, on us`;

export const jobTemplates: SeedJobTemplate[] = [
  {
    key: 'line-chef',
    name: 'Line Chef',
    jobType: 'full-time',
    category: 'kitchen',
    titleGroup: 'boh-team',
    cvRequired: false,
    workExperienceRequired: true,
    salary: '£13.10 an hour plus tronc',
    summary: 'Cook our grill menu with a friendly kitchen team: flame-grilled chicken, burgers and halloumi, done right every time.',
    description: `You will run a section of our open grill kitchen, cooking everything fresh to order and keeping your station spotless.

What you will do:
- Prepare and cook dishes to our recipes and allergen standards
- Keep to food safety and temperature checks every shift
- Help train new kitchen starters

${perks}`,
    questions: [rightToWork, favouriteSection, hygiene, shifts],
    at: ['the-printworks', 'piccadilly-gardens', 'ashton-moss', 'briggate', 'covent-garden', 'buchanan-street', 'harbourside'],
  },
  {
    key: 'kitchen-porter',
    name: 'Kitchen Porter',
    jobType: 'part-time',
    category: 'kitchen',
    titleGroup: 'boh-support',
    cvRequired: false,
    workExperienceRequired: false,
    salary: '£12.21 an hour plus tronc',
    summary: 'The heartbeat of the kitchen: clean pans, a tidy pot wash and a hand wherever the chefs need one. No experience needed.',
    description: `No experience needed: we train you. Flexible part-time hours that fit around study or family.

What you will do:
- Keep the pot wash, kitchen floors and stores clean and organised
- Take in deliveries and rotate stock
- Help with simple prep as you learn

${perks}`,
    questions: [rightToWork, shifts, heardFrom],
    at: ['cheshire-oaks', 'the-printworks', 'division-street', 'new-street', 'kings-cross', 'st-andrew-square'],
  },
  {
    key: 'head-chef',
    name: 'Head Chef',
    jobType: 'full-time',
    category: 'kitchen',
    titleGroup: 'head-chef',
    cvRequired: true,
    workExperienceRequired: true,
    salary: '£38,000 to £42,000 a year plus bonus',
    summary: 'Lead a busy grill kitchen of twelve: quality, safety, people and a kitchen everyone wants to work in.',
    description: `You will lead the kitchen team, own its food safety and stock, and develop your chefs.

What you will do:
- Run the kitchen on busy services and plan the week's rotas
- Keep food safety, allergen and hygiene records faultless
- Order, count and control stock and waste

What you bring:
- Experience as a head chef or senior sous chef in a high-volume kitchen
- Level 3 Food Hygiene (or the will to gain it with us)

${perks}`,
    questions: [rightToWork, hygiene, madeSomeonesDay],
    at: ['merry-hill', 'fosse-park', 'bold-street', 'canary-wharf'],
    closesInDays: 120,
  },
  {
    key: 'bartender',
    name: 'Bartender',
    jobType: 'part-time',
    category: 'bar',
    titleGroup: 'bar',
    cvRequired: false,
    workExperienceRequired: false,
    salary: '£12.60 an hour plus tips',
    summary: 'Shake our signature cocktails and pour the perfect pint for guests who came to celebrate.',
    description: `You will make our drinks menu sing, from frozen margaritas to alcohol-free spritzes, and keep the bar a welcoming place to wait for a table.

What you will do:
- Serve drinks quickly and to spec, and check ID when needed
- Keep the bar stocked, clean and ready
- Recommend drinks that suit each guest's meal

${perks}`,
    questions: [over18, rightToWork, shifts, heardFrom],
    at: ['the-printworks', 'eldon-square', 'the-lanes', 'micklegate', 'st-mary-street', 'cornmarket'],
  },
  {
    key: 'server',
    name: 'Server',
    jobType: 'part-time',
    category: 'front-of-house',
    titleGroup: 'foh-team',
    cvRequired: false,
    workExperienceRequired: false,
    salary: '£12.21 an hour plus tips',
    summary: 'Look after our guests from hello to goodbye, with flexible shifts and tips shared fairly.',
    description: `You will look after a section of tables, take orders on a handheld device and make every visit feel special.

What you will do:
- Welcome guests, take orders and explain allergens and dietary options
- Serve food and drinks promptly and check back
- Keep your section clean and ready for the next guests

${perks}`,
    questions: [rightToWork, madeSomeonesDay, shifts],
    at: ['piccadilly-gardens', 'ashton-moss', 'broughton-shopping-park', 'metrocentre', 'gunwharf-quays', 'old-market-square', 'riverside', 'union-street'],
  },
  {
    key: 'host',
    name: 'Host',
    jobType: 'part-time',
    category: 'front-of-house',
    titleGroup: 'foh-support',
    cvRequired: false,
    workExperienceRequired: false,
    salary: '£12.21 an hour plus tips',
    summary: 'The first smile guests see: greet, seat and keep the bookings flowing on our busiest nights.',
    description: `You will greet guests, manage the door and the booking system, and keep the restaurant's pace just right.

${perks}`,
    questions: [rightToWork, heardFrom, anythingElse],
    at: ['cheshire-oaks', 'the-atrium', 'high-street', 'ocean-village'],
  },
  {
    key: 'assistant-manager',
    name: 'Assistant Manager',
    jobType: 'full-time',
    category: 'management',
    titleGroup: 'foh-team',
    cvRequired: true,
    workExperienceRequired: true,
    salary: '£29,000 a year plus bonus',
    summary: 'Run shifts alongside the General Manager and grow into a restaurant of your own.',
    description: `You will run shifts, coach the team and keep guests happy, with a clear path to General Manager.

What you will do:
- Lead the floor on busy services
- Coach and develop servers, hosts and bartenders
- Cash up, count stock and keep our standards

${perks}`,
    questions: [rightToWork, over18, madeSomeonesDay],
    at: ['the-printworks', 'briggate', 'central-milton-keynes', 'eastgate-street'],
    closesInDays: 90,
  },
  {
    key: 'general-manager',
    name: 'General Manager',
    jobType: 'full-time',
    category: 'management',
    titleGroup: 'general-manager',
    cvRequired: true,
    workExperienceRequired: true,
    salary: '£48,000 to £55,000 a year plus bonus',
    summary: 'Lead one of our busiest restaurants: its people, its guests and its numbers.',
    description: `You will own the restaurant's results, build a team people want to join and make it the best night out in town.

What you bring:
- Experience running a high-volume restaurant
- A track record of developing managers

${perks}`,
    questions: [rightToWork, madeSomeonesDay, anythingElse],
    at: ['ashton-moss', 'buchanan-street', 'broad-street'],
    closesInDays: 60,
  },
  {
    key: 'marketing-executive',
    name: 'Marketing Executive',
    jobType: 'full-time',
    category: 'head-office',
    cvRequired: true,
    workExperienceRequired: true,
    salary: '£31,000 a year, hybrid (three days in the office)',
    summary: 'Plan and run our seasonal campaigns, from menu launches to the festive season, across every channel.',
    description: `Join the head office team in Manchester and bring our menus and offers to life.

What you will do:
- Plan seasonal campaigns with the food and restaurant teams
- Write for the website, emails and social media
- Measure what works and share it

Hybrid: three days a week at head office.`,
    questions: [rightToWork, heardFrom, anythingElse],
    at: [],
    closesInDays: 45,
  },
  {
    key: 'people-advisor',
    name: 'People Advisor',
    jobType: 'part-time',
    category: 'head-office',
    cvRequired: true,
    workExperienceRequired: false,
    salary: '£16.40 an hour, 24 hours a week',
    summary: 'Help our restaurant managers hire, support and look after their teams.',
    description: `Part of the people team at head office: the first call for managers with a question about their team.

What you will do:
- Answer managers' people questions by phone and email
- Keep contracts and records accurate
- Help run recruitment days`,
    questions: [rightToWork, shifts],
    at: [],
  },
  {
    key: 'finance-assistant',
    name: 'Finance Assistant',
    jobType: 'full-time',
    category: 'head-office',
    cvRequired: true,
    workExperienceRequired: true,
    salary: '£27,500 a year',
    summary: 'Keep our suppliers paid and our restaurant takings reconciled, in a friendly finance team.',
    description: `Join the finance team at head office.

What you will do:
- Process supplier invoices and payments
- Reconcile restaurant takings and card settlements
- Help with month-end`,
    questions: [rightToWork],
    at: [],
  },
];
