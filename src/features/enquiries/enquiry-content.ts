import 'server-only';
import { unstable_cache } from 'next/cache';
import { listPublishedRestaurants } from '@/features/restaurants/published-restaurants';
import { getFormChoices } from '@/features/content/site-settings';
import { CONTENT_CACHE_SECONDS } from '@/features/content/cache';
import { isListed } from '@/features/restaurants/location-summary';
import { payloadClient } from '@/server/payload';
import { cacheTags } from '@/server/revalidate';
import type { EnquirySetting } from '@/payload-types';
import type { ContactReason } from './schema';
import { alphabetical } from '@/lib/alphabetical';

export type Choice = { value: string; label: string };
/** A restaurant as the enquiry forms list it. */
export type EnquiryRestaurant = { storeId: number; title: string; cityName: string };

/** What the two forms offer: everything staff edit in the back-office, read once and cached until they change it. */
type EnquiryFormContent = {
  restaurants: EnquiryRestaurant[];
  contactReasons: ContactReason[];
  contactTypes: Choice[];
  bookingTypes: Choice[];
};

const getEnquirySettings = unstable_cache(
  async (): Promise<EnquirySetting> => (await payloadClient()).findGlobal({ slug: 'enquiry-settings', depth: 0 }),
  ['enquiry-settings'],
  { tags: [cacheTags.enquirySettings], revalidate: CONTENT_CACHE_SECONDS },
);

const choices = (rows: { value: string; label: string }[] | null | undefined): Choice[] => (rows ?? []).map(({ value, label }) => ({ value, label }));

export async function enquiryFormContent(): Promise<EnquiryFormContent> {
  const [restaurants, settings, formChoices] = await Promise.all([listPublishedRestaurants(), getEnquirySettings(), getFormChoices()]);
  return {
    restaurants: restaurants
      .filter(isListed)
      .map((restaurant) => ({ storeId: restaurant.storeId, title: restaurant.title, cityName: restaurant.cityName }))
      .sort((a, b) => alphabetical(a.title, b.title)),
    contactReasons: (settings.contactReasons ?? []).map((reason) => ({ value: reason.value, label: reason.label, subReasons: choices(reason.subReasons) })),
    contactTypes: choices(formChoices.enquiryTypes),
    bookingTypes: choices(settings.groupBookingTypes),
  };
}
