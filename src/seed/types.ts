import type { ThemeColour } from '@/lib/theme';
import type { Allergen } from '@/features/menus/allergens';
import type { Weekday } from '@/lib/weekdays';
import type { tileAnimations, tileBackgroundAnimations, tileFormTypes, tileHeights, tileWidths } from '@/fields/tile-fields';

/** A file in src/seed/media/, uploaded once to the media collection. */
export type SeedMedia = { file: string; alt: string };
/** Refers to a SeedMedia by its file name. */
export type MediaKey = string;

export type SeedLink = { linkText: string; linkUrl: string; openInNewTab?: boolean };

export type SeedTile = {
  tileId?: string;
  key?: string;
  heading?: string;
  /** Markdown subset, see src/seed/rich-text.ts */
  body?: string;
  image?: MediaKey;
  link?: SeedLink;
  backgroundColor?: ThemeColour;
  width?: (typeof tileWidths)[number];
  height?: (typeof tileHeights)[number];
  animationEffect?: (typeof tileAnimations)[number];
  backgroundAnimationEffect?: (typeof tileBackgroundAnimations)[number];
  formType?: (typeof tileFormTypes)[number];
};

/** 'HH:mm' or 'Closed'; a close of '00:00' means midnight. */
export type DayHours = { open: string; close: string; clickCollectClose?: string };

export type SeedRestaurant = {
  storeId: number;
  title: string;
  slug: string;
  city: string;
  cityName: string;
  lat: number;
  lng: number;
  enableBookings: boolean;
  clickCollect: boolean;
  hideRestaurantDetailPage?: boolean;
  bookATableWidgetId: string;
  address: { line1: string; line2?: string; town: string; postcode: string };
  phone: string;
  email: string;
  hours: Record<Weekday, DayHours>;
  dateOverrides?: { startDate: string; endDate: string; openTime: string; closeTime: string; clickCollectClose?: string; note?: string }[];
  /** Markdown subset, see src/seed/rich-text.ts */
  about: string;
  amenities: string[];
  awards?: { name: string; year: number }[];
  mediaIcons?: (SeedLink & { icon?: MediaKey })[];
  takeawayUrl?: string;
  clickCollectUrl?: string;
  deliveryLinks?: { provider: string; url: string }[];
  heroTiles?: SeedTile[];
};

export type SeedPage = { slug: string; title: string; description: string; tiles: SeedTile[] };

export type SeedSiteSettings = {
  siteId: string;
  siteName: string;
  mastheadItems: (SeedLink & { style?: 'link' | 'button'; links?: SeedLink[] })[];
  socialMediaItems: (SeedLink & { description: string; linkMedia: MediaKey })[];
  footerItems: (SeedLink & { description?: string })[];
  globalBanner: { enabled: boolean; text?: string; linkText?: string; linkUrl?: string };
  popup: { enabled: boolean; popupId: string; heading?: string; body?: string; image?: MediaKey; linkText?: string; linkUrl?: string };
};

export type SeedChoices = {
  enquiryTypes: { value: string; label: string }[];
  interests: { value: string; label: string }[];
  genders: { value: string; label: string }[];
};

/** A dietary tag diners filter menus by; `slug` is what the menu address carries (?diet=vegan). */
export type SeedDietaryTag = {
  name: string;
  slug: string;
  /** Short badge shown beside a dish, e.g. "VE". */
  code: string;
  /** The schema.org RestrictedDiet it corresponds to, if any. */
  schemaDiet?: 'VeganDiet' | 'VegetarianDiet' | 'GlutenFreeDiet' | 'HalalDiet' | 'LowCalorieDiet' | 'LowLactoseDiet';
};

export type SeedMenuItem = {
  name: string;
  description: string;
  /** Pounds, e.g. 12.95 */
  price: number;
  /** Slugs of SeedDietaryTag */
  tags: string[];
  contains: Allergen[];
  mayContain?: Allergen[];
  /** kcal per portion */
  kcal: number;
  /** What one portion is, e.g. "1 burger with fries (520 g)" */
  portion: string;
};

export type SeedMenu = {
  name: string;
  /** The menu's address: /menu/{slug} */
  slug: string;
  description: string;
  /** Children's menus leave out the adult reference intake statement. */
  audience: 'adults' | 'children';
  /** Served in every restaurant, or only in those listed by restaurant slug. */
  servedEverywhere: boolean;
  restaurants?: string[];
  sections: { name: string; description?: string; items: SeedMenuItem[] }[];
};
