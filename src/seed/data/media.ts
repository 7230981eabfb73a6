import type { SeedMedia } from '../types';

/** Every file in src/seed/media/. All artwork is original to this project. */
export const media: SeedMedia[] = [
  {
    file: 'hero-flame-grilled-burger.svg',
    alt: 'Illustration of a tall burger with lettuce, tomato and melted cheese above the flames of a grill, on a sunny yellow background',
  },
  {
    file: 'hero-sunny-plate.svg',
    alt: 'Illustration of a plate seen from above, with grilled chicken strips, salad leaves, cherry tomatoes and a lemon wedge, framed like a sun',
  },
  {
    file: 'hero-cocktail.svg',
    alt: 'Illustration of a pink and orange cocktail in a coupe glass with a slice of lemon and a straw, against a dark background with twinkling stars',
  },
  {
    file: 'hero-family-table.svg',
    alt: 'Illustration of a family of six seen from above, gathered round a table set with plates and a sharing dish in the middle',
  },
  { file: 'pattern-marigold.svg', alt: ' ' },
  {
    file: 'hero-gift-card.svg',
    alt: 'Illustration of a yellow Marigold Grill gift card tied with a red ribbon and bow',
  },
  { file: 'icon-instagram.svg', alt: ' ' },
  { file: 'icon-facebook.svg', alt: ' ' },
  { file: 'icon-tiktok.svg', alt: ' ' },
  { file: 'icon-youtube.svg', alt: ' ' },
];
