import type { SeedSiteSettings } from '../types';

export const siteSettings: SeedSiteSettings = {
  siteId: 'marigold-grill',
  siteName: 'Marigold Grill',
  mastheadItems: [
    { linkText: 'Menu', linkUrl: '/menu', style: 'link' },
    { linkText: 'Find a restaurant', linkUrl: '/restaurants', style: 'button' },
    {
      linkText: 'About us',
      linkUrl: '/about/our-story',
      style: 'link',
      links: [
        { linkText: 'Our story', linkUrl: '/about/our-story' },
        { linkText: 'Sustainability', linkUrl: '/about/sustainability' },
        { linkText: 'Gift cards', linkUrl: '/gift-cards' },
      ],
    },
    { linkText: 'Careers', linkUrl: '/careers/job-search', openInNewTab: true, style: 'link' },
  ],
  socialMediaItems: [
    {
      linkText: 'Instagram',
      linkUrl: 'https://www.instagram.com/marigoldgrill.example',
      openInNewTab: true,
      description: 'Marigold Grill on Instagram',
      linkMedia: 'icon-instagram.svg',
    },
    {
      linkText: 'Facebook',
      linkUrl: 'https://www.facebook.com/marigoldgrill.example',
      openInNewTab: true,
      description: 'Marigold Grill on Facebook',
      linkMedia: 'icon-facebook.svg',
    },
    {
      linkText: 'TikTok',
      linkUrl: 'https://www.tiktok.com/@marigoldgrill.example',
      openInNewTab: true,
      description: 'Marigold Grill on TikTok',
      linkMedia: 'icon-tiktok.svg',
    },
    {
      linkText: 'YouTube',
      linkUrl: 'https://www.youtube.com/@marigoldgrill.example',
      openInNewTab: true,
      description: 'Marigold Grill on YouTube',
      linkMedia: 'icon-youtube.svg',
    },
  ],
  footerItems: [
    { linkText: 'Cookie policy', linkUrl: '/cookie-policy', description: 'How we use cookies and how to change your choices' },
    { linkText: 'Privacy policy', linkUrl: '/privacy-policy', description: 'How we look after your personal information' },
    { linkText: 'Terms and conditions', linkUrl: '/terms-and-conditions', description: 'Website, booking and offer terms' },
    { linkText: 'Contact us', linkUrl: '/contact-us', description: 'Questions, feedback and files for our team' },
    { linkText: 'Group bookings', linkUrl: '/group-bookings', description: 'Tables for large groups and parties' },
    { linkText: 'Gift cards', linkUrl: '/gift-cards' },
    // Not labelled "Our story": the masthead's About us dropdown already has a link of that name.
    { linkText: 'About Marigold Grill', linkUrl: '/about/our-story', description: 'Our story: how Marigold Grill began' },
    {
      linkText: 'Allergy advice (Food Standards Agency)',
      linkUrl: 'https://www.food.gov.uk/safety-hygiene/food-allergy-and-intolerance',
      openInNewTab: true,
      description: 'Food allergy and intolerance advice from the Food Standards Agency (opens in a new tab)',
    },
  ],
  globalBanner: {
    enabled: true,
    text: 'Stuck for a stocking filler? Marigold Grill gift cards are the present that always fits.',
    linkText: 'Find out more',
    linkUrl: '/gift-cards',
  },
  popup: {
    enabled: false,
    popupId: 'winter-2026',
    heading: 'Winter warmers are here',
    body: 'Smoky slow-cooked brisket, spiced apple punch and hot chocolate with a marigold-orange twist. Our winter menu is on until the end of February.',
    image: 'hero-cocktail.svg',
    linkText: 'See the winter menu',
    linkUrl: '/menu',
  },
};
