import type { SeedPage } from '../types';

/**
 * Demo content pages. Bodies use the Markdown subset in src/seed/rich-text.ts: a heading must be a block of
 * its own (blank line after it), and a list is a block whose every line starts with "- " or "1. ".
 * Marigold Grill Restaurants Ltd is a fictional company for demonstration.
 */

const UPDATED = '21 November 2026';

const home: SeedPage = {
  slug: 'home',
  title: 'Marigold Grill: flame-grilled food, sunshine served',
  description: 'Flame-grilled burgers, chicken and sharing plates at Marigold Grill restaurants across the UK. Find your nearest and book a table.',
  tiles: [
    {
      tileId: 'welcome',
      key: 'home-hero',
      heading: 'Flame-grilled food, sunshine served',
      body: 'Juicy burgers, marinated half chickens and plates piled high for sharing, cooked over the grill and served with a smile at Marigold Grill restaurants across the UK.',
      image: 'hero-flame-grilled-burger.svg',
      link: { linkText: 'Find your nearest', linkUrl: '/restaurants' },
      backgroundColor: 'yellow',
      width: 'full',
      height: 'large',
      backgroundAnimationEffect: 'slow-zoom',
    },
    {
      tileId: 'booking',
      key: 'home-booking',
      heading: 'Book a table',
      body: 'Choose your nearest Marigold Grill, pick a day and a time, and we will keep a table warm for you. Booking takes less than a minute.',
      backgroundColor: 'dark-grey',
      width: 'half',
      height: 'medium',
      formType: 'booking',
    },
    {
      tileId: 'menu',
      key: 'home-menu',
      heading: 'See our menu',
      body: 'From brunch stacks to late-night sharing boards, with plenty for vegetarians, vegans and little ones. Allergen information is available for every dish.',
      image: 'hero-sunny-plate.svg',
      link: { linkText: 'View the menu', linkUrl: '/menu' },
      backgroundColor: 'off-white',
      width: 'half',
      height: 'medium',
    },
    {
      tileId: 'sign-up',
      key: 'home-sign-up',
      heading: 'Join Hear It First',
      body: 'Join our mailing list for new menus, offers and a treat on your birthday.',
      link: { linkText: 'Join the list', linkUrl: '/sign-up' },
      formType: 'sign-up',
      backgroundColor: 'red',
      width: 'third',
      height: 'medium',
    },
    {
      tileId: 'gift-cards',
      key: 'home-gift-cards',
      heading: 'Gift cards',
      body: 'The present that always fits: a Marigold Grill gift card, in any amount from £10 to £200.',
      image: 'hero-gift-card.svg',
      link: { linkText: 'Buy a gift card', linkUrl: '/gift-cards' },
      backgroundColor: 'pink',
      width: 'third',
      height: 'medium',
    },
    {
      tileId: 'our-story',
      key: 'home-our-story',
      heading: 'Grown from a single grill',
      body: 'One restaurant, one charcoal grill and a family recipe for marinade. Find out how we got here.',
      image: 'hero-family-table.svg',
      link: { linkText: 'Read our story', linkUrl: '/about/our-story' },
      backgroundColor: 'green',
      width: 'third',
      height: 'medium',
    },
  ],
};

const cookiePolicy: SeedPage = {
  slug: 'cookie-policy',
  title: 'Cookie policy',
  description: 'How the Marigold Grill website uses cookies, what each type does, how long they last and how to change your cookie choices at any time.',
  tiles: [
    {
      tileId: 'cookie-policy',
      heading: 'Cookie policy',
      body: `Last updated: ${UPDATED}.

This policy explains how Marigold Grill Restaurants Ltd ("Marigold Grill", "we", "us") uses cookies and similar technologies on this website. Marigold Grill Restaurants Ltd is a fictional company, and this website is a demonstration.

We ask for your permission before we set any cookie that is not strictly necessary, as the Privacy and Electronic Communications Regulations (PECR) and UK data protection law require. You can change your mind at any time using the **Cookie settings** link in the footer of every page.`,
      backgroundColor: 'off-white',
      width: 'full',
    },
    {
      tileId: 'what-are-cookies',
      body: `## What are cookies?

Cookies are small text files that a website stores in your browser. They let the site remember things between pages and between visits, such as the choices you have made about cookies. Some are set by us ("first-party cookies"); others are set by services we use, such as an analytics provider ("third-party cookies").

Some cookies are deleted when you close your browser ("session cookies"). Others stay for a set time, which we tell you below ("persistent cookies"). Similar technologies, such as local storage in your browser, are covered by this policy too.

## The cookies we use

We group our cookies into three categories. Only necessary cookies are set before you make a choice.

### Necessary cookies

These make the website work. They keep the site secure, spread traffic across our servers, remember your cookie choices and make table bookings and forms possible. Because the site cannot work properly without them, they do not need your consent, and you cannot switch them off in our cookie settings. You can block them in your browser, but parts of the site may then stop working.

- **mg_cookie_consent**: records that you have answered our cookie banner, so we do not ask you again on every page. Kept for 30 days.
- **mg_cookie_categories**: records which categories of cookies you have accepted (for example "necessary,performance"). Kept for 365 days.
- **Security and session cookies**: protect our forms from misuse and keep your session working while you make a booking or send an enquiry. Deleted when you close your browser.
- **Booking cookies**: set by our own booking form, only when you use it, so that your booking can be completed. These last no longer than the booking needs.

### Performance cookies

These help us understand how people use the website: which pages are visited most, how visitors move around the site and whether anything goes wrong. The information is collected in aggregate and does not tell us who you are. We use it to fix problems and improve the site.

We only set performance cookies if you accept them. Typically they last between one day and two years, depending on the cookie.

### Targeting cookies

These are set by our advertising and social media partners. They can be used to build a profile of your interests and show you relevant Marigold Grill adverts on other websites, and to measure whether our campaigns work. They recognise your browser and device rather than storing directly personal details such as your name.

We only set targeting cookies if you accept them. Typically they last between 30 days and two years. If you turn them off, you will still see adverts, but they will be less relevant to you.`,
      backgroundColor: 'white',
      width: 'full',
    },
    {
      tileId: 'your-choices',
      body: `## Your choices

When you first visit, a banner lets you accept all cookies, reject everything except necessary cookies, or choose category by category. Nothing except necessary cookies is set until you decide.

- To change your choice at any time, select **Cookie settings** in the footer of any page and update your preferences.
- If you withdraw consent, we stop setting those cookies straight away. Cookies already stored will remain until they expire, unless you delete them in your browser.
- Your choice is remembered for 30 days (the mg_cookie_consent cookie), after which we will ask you again. The categories you chose are kept for up to 365 days so we can show them to you when we ask.
- You can also block or delete cookies in your browser settings. The Information Commissioner's Office explains how on its [cookies guide](https://ico.org.uk/for-the-public/online/cookies/).

## Changes to this policy

We will update this policy if the cookies we use change. The date at the top of the page shows when it was last revised. If a change is significant, we will ask for your consent again.

## Contact us

If you have a question about cookies or your personal information, email privacy@marigoldgrill.example. You can read more about how we handle your information in our [privacy policy](/privacy-policy).`,
      backgroundColor: 'white',
      width: 'full',
    },
  ],
};

const termsAndConditions: SeedPage = {
  slug: 'terms-and-conditions',
  title: 'Terms and conditions',
  description: 'Terms for using the Marigold Grill website, booking a table, and using our offers, vouchers and gift cards.',
  tiles: [
    {
      tileId: 'terms',
      heading: 'Terms and conditions',
      body: `Last updated: ${UPDATED}.

These terms apply to your use of this website, to table bookings made through it, and to our offers, vouchers and gift cards. Please read them carefully. By using the website you agree to them.

This website is operated by Marigold Grill Restaurants Ltd ("Marigold Grill", "we", "us"), a company registered in England and Wales. Marigold Grill Restaurants Ltd is a fictional company for demonstration, so it has no real registered office or company number.`,
      backgroundColor: 'off-white',
      width: 'full',
    },
    {
      tileId: 'website-terms',
      body: `## 1. Using our website

1. You may use this website for your own personal, non-commercial purposes. Please do not misuse it, for example by trying to gain unauthorised access, introducing viruses or harvesting data.
2. We work hard to keep the information on the site accurate, including menus, prices and opening hours, but it may change without notice. Prices and availability may differ between restaurants. If something is important to you, please check with the restaurant.
3. Allergen information is provided as a guide. Our kitchens handle all of the 14 major allergens, so we cannot guarantee that any dish is completely free from them. Always tell your server about any allergy or intolerance before you order.
4. We may suspend, withdraw or change any part of the website at any time. We do not guarantee that it will always be available or free from errors.
5. All content on this website, including text, illustrations, logos and design, belongs to us or our licensors. You may not copy or reuse it except as the law allows.
6. Where we link to other websites, we do so for your information only. We are not responsible for their content or for how they use your information.
7. Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or for anything else that cannot be limited by law. Otherwise, we are not liable for any loss that was not reasonably foreseeable, or for any business loss.`,
      backgroundColor: 'white',
      width: 'full',
    },
    {
      tileId: 'booking-terms',
      body: `## 2. Booking a table

1. Bookings made on this website are for the restaurant, date, time and party size shown in your confirmation email. A booking is only confirmed when you receive that email.
2. We will hold your table for 15 minutes after your booking time. If you are running late, please call the restaurant and we will do our best to help.
3. At busy times, tables may be booked for a set time (usually two hours, or ninety minutes for parties of up to four). We will tell you when you book if this applies.
4. To change or cancel a booking, use the link in your confirmation email or call the restaurant. Please give us as much notice as you can so that we can offer the table to someone else.
5. For groups of 13 or more, and on some busy dates such as Christmas and New Year's Eve, we may ask for a deposit or a pre-order. The terms of any deposit, including when it can be refunded, will be explained before you pay.
6. Children are very welcome. Under-16s must be accompanied by an adult, and we follow the law on the sale of alcohol, so please bring ID if you look under 25.
7. Restaurants inside holiday villages (such as those at our Center Parcs locations) can only be booked through the holiday village's own booking system, not through this website.
8. We may need to cancel or move a booking in exceptional circumstances, such as a power cut or flood. If that happens we will contact you as soon as possible and refund any deposit in full.`,
      backgroundColor: 'white',
      width: 'full',
    },
    {
      tileId: 'offers-terms',
      body: `## 3. Offers and vouchers

Unless an offer says otherwise, these terms apply to every Marigold Grill offer and voucher, whether you receive it by email, text, social media or in a restaurant.

1. Offers are available at participating restaurants, for dining in only, and while stocks last. They are not available on takeaway, click & collect or delivery orders unless stated.
2. Only one offer or voucher can be used per table per visit, and offers cannot be combined with any other offer, set menu, discount card or promotion.
3. Vouchers must be shown (on paper or on screen) when you order, and used before their expiry date. Photocopied, altered or damaged vouchers will not be accepted.
4. Offers have no cash value, cannot be exchanged for cash and no change will be given.
5. Offers involving alcohol are only available to customers aged 18 or over. We operate Challenge 25.
6. Where an offer is "subject to availability", we limit the number of offer tables at busy times, so please book ahead.
7. We may withdraw or change an offer at any time if we have to, for example if it is being misused. This does not affect vouchers already validly issued, which we will honour or replace with something of equal value.
8. Birthday treats for Hear It First members are available once per year, in the month of your birthday, with a minimum spend where stated.

## 4. Gift cards

1. Gift cards can be used for food and drink at any Marigold Grill restaurant, except our Center Parcs locations, and are valid for 24 months from the date of purchase or last use.
2. A gift card cannot be exchanged for cash, and we cannot refund unused balances except where the law requires it.
3. Please treat your gift card like cash. We cannot replace a lost or stolen card unless you have registered it with us.
4. You can check your balance by asking any of our restaurant teams.

## 5. General

1. We may update these terms from time to time. The version on this page when you use the website, make a booking or redeem an offer is the one that applies.
2. These terms are governed by the law of England and Wales. If you live in Scotland or Northern Ireland, you may also bring proceedings in your local courts.
3. If you have a question about these terms, please email hello@marigoldgrill.example.`,
      backgroundColor: 'white',
      width: 'full',
    },
  ],
};

const privacyPolicy: SeedPage = {
  slug: 'privacy-policy',
  title: 'Privacy policy',
  description: 'How Marigold Grill collects, uses and protects your personal information for bookings, enquiries, sign-ups and job applications.',
  tiles: [
    {
      tileId: 'privacy-policy',
      heading: 'Privacy policy',
      body: `Last updated: ${UPDATED}.

This notice explains how Marigold Grill Restaurants Ltd ("Marigold Grill", "we", "us") collects and uses personal information when you book a table, contact us, sign up to hear from us, apply for a job or use this website. Marigold Grill Restaurants Ltd is a fictional company for demonstration.

We are the controller of your personal information under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018. If you have any questions, email privacy@marigoldgrill.example.`,
      backgroundColor: 'off-white',
      width: 'full',
    },
    {
      tileId: 'what-we-collect',
      body: `## What we collect and why

### When you book a table

We collect your name, email address, phone number, the restaurant, date, time and party size, and anything you tell us in your special requests, such as an occasion or an accessibility need. We use this to manage your booking, send you a confirmation and reminders, and contact you if something changes.

If you tell us about an allergy or dietary requirement, that may reveal information about your health. We only use it to look after you on your visit, and we only keep it with your booking.

### When you join a waitlist

If a time you want is full, you can ask us to tell you when a table frees up. We keep your name, email address, phone number if you give it, the restaurant, the day, the times that suit you and your party size, and we use them only to offer you a table and, if you take it, to make your booking. You can leave the list at any time with the link in our email.

### When you send us an enquiry or feedback

We collect your name, contact details, the restaurant your enquiry is about, the type of enquiry and your message. We use this to reply to you, to look into any issue you raise and to improve our restaurants.

### When you sign up to Hear It First

We collect your name, email address and, if you choose to give them, your date of birth, postcode, favourite restaurant, the things you would like to hear about and your gender. We use this to send you news, offers and a birthday treat, and to make our emails more relevant to you. You can unsubscribe at any time using the link in every email.

### When you apply for a job

We collect the details in your application, such as your name, contact details, work history, qualifications, availability and right-to-work information, along with notes from any interview. We use this to assess your application and, if you join us, to set up your employment.

### When you use our website

We collect technical information such as your IP address, browser type and the pages you visit. Performance and targeting cookies are only used if you agree to them; see our [cookie policy](/cookie-policy).`,
      backgroundColor: 'white',
      width: 'full',
    },
    {
      tileId: 'lawful-bases',
      body: `## Our lawful bases

- **Contract**: to take and manage your booking, and to take steps at your request before entering into a contract of employment.
- **Legitimate interests**: to answer enquiries, improve our service, keep our website secure and prevent fraud. We always weigh our interests against your rights.
- **Consent**: to send you marketing emails, to use optional cookies and to use allergy or dietary information you share with us. You can withdraw consent at any time.
- **Legal obligation**: for example, to check a job applicant's right to work in the UK, or to keep records for tax purposes.

## Who we share it with

We never sell your personal information. We share it only with trusted service providers who help us run our business and who may only use it on our instructions: our table-booking system, email service, website hosting, recruitment platform and IT support. We may also share information with professional advisers, or where the law requires it, for example with the police.

Some of our providers store information outside the UK. When they do, we make sure it is protected by an adequacy decision or by the UK's approved contract clauses.

## How long we keep it

- Booking records, with any allergy or dietary notes: your name, contact details and notes are removed from a booking 24 months after your visit, automatically, or sooner when you ask us to delete your data (the link at the foot of our emails). The booking itself stays, without them, so the restaurant still has your table and its records of how many people it served. A card you gave to guarantee a booking is deleted from our payment provider once your details are removed, but not before a week after the booking, the time the restaurant has to charge for a no-show.
- Waitlist places: 30 days after the day you asked about, after which they are deleted automatically, or sooner when you ask us to delete your data.
- Enquiries, feedback and group-booking requests, with any files you attach: 12 months after you send them, after which they are deleted automatically.
- Hear It First: until you ask us to delete your data. If you unsubscribe, we keep your address and your consent record, marked unsubscribed, so that we do not contact you again by mistake. A sign-up you never confirm is deleted after 30 days.
- Job applications, with your CV: 6 months after you send them, after which they are deleted automatically. If you join us, your application becomes part of your employee record.
- Cookie choices: as set out in our [cookie policy](/cookie-policy).`,
      backgroundColor: 'white',
      width: 'full',
    },
    {
      tileId: 'your-rights',
      body: `## Your rights

You have the right to:

- ask for a copy of the personal information we hold about you;
- ask us to correct information that is wrong or incomplete;
- ask us to delete your information;
- ask us to restrict how we use it, or object to our using it, including for direct marketing;
- ask for information you gave us to be passed to another organisation;
- withdraw your consent at any time, where we rely on it.

To use any of these rights, email privacy@marigoldgrill.example. We will reply within one month. There is usually no charge.

If you are unhappy with how we have handled your information, please tell us first so that we can put it right. You also have the right to complain to the Information Commissioner's Office at [ico.org.uk](https://ico.org.uk/make-a-complaint/).

## Keeping your information safe

We use appropriate technical and organisational measures to protect your information, including encryption in transit, access controls and staff training. Only people who need your information to do their job can see it.

## Changes to this notice

We may update this notice from time to time. The date at the top shows when it last changed.`,
      backgroundColor: 'white',
      width: 'full',
    },
  ],
};

const pageNotFound: SeedPage = {
  slug: 'page-not-found',
  title: 'Page not found',
  description: 'Sorry, the page or offer you were looking for is not available. Head back to the home page or find your nearest Marigold Grill.',
  tiles: [
    {
      tileId: 'not-found',
      heading: 'Sorry, we can\u2019t find that page',
      body: `The offer or page you were looking for isn't available. It may have ended, moved, or the link may have a typo in it.

Why not head back to the [home page](/) or [find your nearest restaurant](/restaurants)? The grill is always on somewhere.`,
      image: 'hero-flame-grilled-burger.svg',
      link: { linkText: 'Find a restaurant', linkUrl: '/restaurants' },
      backgroundColor: 'yellow',
      width: 'full',
      height: 'medium',
    },
    {
      tileId: 'home',
      heading: 'Start again',
      body: 'See what\u2019s new on the menu and what\u2019s happening in our restaurants.',
      link: { linkText: 'Go to the home page', linkUrl: '/' },
      backgroundColor: 'dark-grey',
      width: 'half',
      height: 'small',
    },
    {
      tileId: 'menu',
      heading: 'Hungry already?',
      body: 'Have a look at our menu while you\u2019re here.',
      link: { linkText: 'View the menu', linkUrl: '/menu' },
      backgroundColor: 'off-white',
      width: 'half',
      height: 'small',
    },
  ],
};

const giftCards: SeedPage = {
  slug: 'gift-cards',
  title: 'Gift cards',
  description: 'Marigold Grill gift cards: the present that always fits. Choose any amount from £10 to £200 and spend it at our restaurants.',
  tiles: [
    {
      tileId: 'gift-cards',
      heading: 'Give the gift of a great meal',
      body: 'A Marigold Grill gift card is the present that always fits, for birthdays, thank-yous, Christmas stockings or just because. Load it with any amount from £10 to £200 and it can be spent on food and drink at our restaurants.',
      image: 'hero-gift-card.svg',
      backgroundColor: 'pink',
      width: 'full',
      height: 'large',
    },
    {
      tileId: 'how-it-works',
      heading: 'How it works',
      body: `1. Pick up a gift card from any Marigold Grill restaurant and choose how much to load on to it.
2. Pop it in a card, a stocking or a pocket.
3. Your lucky recipient brings it along and hands it over when they pay. Any balance left stays on the card for next time.`,
      backgroundColor: 'yellow',
      width: 'half',
      height: 'medium',
    },
    {
      tileId: 'good-to-know',
      heading: 'Good to know',
      body: `- Valid for 24 months from purchase or last use.
- Can be used in any Marigold Grill restaurant, except our Center Parcs locations.
- Ask any of our restaurant teams to check your balance.
- Full details are in our [terms and conditions](/terms-and-conditions).`,
      backgroundColor: 'dark-grey',
      width: 'half',
      height: 'medium',
    },
    {
      tileId: 'corporate',
      heading: 'Buying for a team?',
      body: 'We can supply gift cards in bulk for staff rewards and client thank-yous. Email giftcards@marigoldgrill.example and we will be in touch within two working days.',
      link: { linkText: 'Email the gift card team', linkUrl: 'mailto:giftcards@marigoldgrill.example' },
      backgroundColor: 'off-white',
      width: 'full',
    },
  ],
};

const ourStory: SeedPage = {
  slug: 'about/our-story',
  title: 'Our story',
  description: 'How Marigold Grill grew from a single charcoal grill and a family marinade into a family of restaurants across the UK.',
  tiles: [
    {
      tileId: 'our-story',
      heading: 'Our story',
      body: `Marigold Grill began with a charcoal grill, a handful of tables and a marinade recipe scribbled on the back of an envelope. The recipe came from a grandmother who grew marigolds in every corner of her garden and insisted that good food, like good flowers, needs sunshine, patience and a little bit of fuss.

Our first restaurant opened at Ashton Moss, on the edge of Manchester. Word spread, queues formed, and one restaurant became two, then ten. Today there are Marigold Grills from Aberdeen to Portsmouth, and the marinade is still made to the same recipe every morning.`,
      image: 'pattern-marigold.svg',
      backgroundColor: 'yellow',
      width: 'full',
      height: 'large',
    },
    {
      tileId: 'what-we-believe',
      heading: 'What we believe',
      body: `- **Cook it properly.** Burgers pressed by hand, chicken marinated overnight, sauces made in our kitchens.
- **Welcome everyone.** Families, first dates, football crowds and solo diners all get the same warm welcome.
- **Look after our people.** Our teams are the reason our guests come back, so we train them well, pay them fairly and promote from within.
- **Be a good neighbour.** Every restaurant supports a local cause chosen by its own team.`,
      backgroundColor: 'dark-grey',
      width: 'half',
      height: 'medium',
    },
    {
      tileId: 'join-us',
      heading: 'Come and join us',
      body: 'We are always looking for friendly people to join our kitchen and floor teams, with flexible hours, free meals on shift and real chances to grow.',
      image: 'hero-family-table.svg',
      link: { linkText: 'Search our jobs', linkUrl: '/careers/job-search', openInNewTab: true },
      backgroundColor: 'green',
      width: 'half',
      height: 'medium',
    },
  ],
};

const sustainability: SeedPage = {
  slug: 'about/sustainability',
  title: 'Sustainability',
  description: 'What Marigold Grill is doing to source responsibly, cut food waste, save energy and reduce packaging in our restaurants.',
  tiles: [
    {
      tileId: 'sustainability',
      heading: 'Cooking with care',
      body: `Great food should not cost the earth. We are a long way from perfect, but we are working on it, one restaurant and one change at a time. Here is what we are doing now, and what we have promised to do next.`,
      image: 'hero-sunny-plate.svg',
      backgroundColor: 'green',
      width: 'full',
      height: 'medium',
    },
    {
      tileId: 'sourcing',
      heading: 'Sourcing',
      body: `- All our fresh chicken and beef comes from farms in the UK.
- Our potatoes are grown in Britain and our eggs are free range.
- We are adding more seasonal and plant-based dishes to every new menu.`,
      backgroundColor: 'off-white',
      width: 'third',
      height: 'medium',
    },
    {
      tileId: 'waste',
      heading: 'Less waste',
      body: `- Our kitchens prepare fresh each day in small batches, to cut food waste.
- Surplus food goes to local community groups wherever we can arrange it.
- Used cooking oil is collected and recycled.`,
      backgroundColor: 'yellow',
      width: 'third',
      height: 'medium',
    },
    {
      tileId: 'energy-and-packaging',
      heading: 'Energy and packaging',
      body: `- Our goal: every restaurant on a renewable electricity tariff by the end of 2027.
- LED lighting and efficient grills are fitted in every refurbishment.
- Our takeaway packaging is recyclable or compostable, and we have said goodbye to plastic straws.`,
      backgroundColor: 'blue',
      width: 'third',
      height: 'medium',
    },
  ],
};

const contactUs: SeedPage = {
  slug: 'contact-us',
  title: 'Contact us',
  description: 'Ask a question, tell us about a visit or send feedback to Marigold Grill. Attach photos or a PDF if it helps; we reply within two working days.',
  tiles: [
    {
      tileId: 'contact-us',
      key: 'contact-intro',
      heading: 'Contact us',
      body: `Questions, feedback or something we should know about your visit: tell us below and the right team will reply within two working days. Attach up to three photos or PDFs if they help (a receipt, a photo of the dish).

To change or cancel a booking, use the link in your confirmation email. For a table for a large group, use our [group bookings](/group-bookings) form.`,
      backgroundColor: 'off-white',
      width: 'full',
      formType: 'contact',
    },
  ],
};

const groupBookings: SeedPage = {
  slug: 'group-bookings',
  title: 'Group bookings',
  description: 'Planning a party, a work do or a festive get-together for a group? Tell us about it and your Marigold Grill will plan it with you.',
  tiles: [
    {
      tileId: 'group-bookings',
      key: 'group-intro',
      heading: 'Group bookings',
      body: `Birthdays, leaving dos, Christmas parties and team lunches: for groups too large to book online, tell us what you have in mind and the restaurant will call you within two working days to plan the table, the menu and anything else you need.

Your table is not booked until the restaurant confirms it.`,
      backgroundColor: 'yellow',
      width: 'full',
      formType: 'group-booking',
    },
  ],
};

export const pages: SeedPage[] = [home, cookiePolicy, termsAndConditions, privacyPolicy, pageNotFound, giftCards, ourStory, sustainability, contactUs, groupBookings];
