import type { Restaurant } from '@/payload-types';
import { dayName, weekdays } from '@/lib/weekdays';
import { isClosedAllDay, scheduleOf } from './domain/opening-hours';
import { restaurantPath } from './paths';

/**
 * schema.org Restaurant for search engines. Closed days are left out of the weekly hours (schema.org reads a day
 * without a specification as closed); special dates become specialOpeningHoursSpecification, where a closed date is
 * opens = closes = 00:00 as schema.org asks.
 */
export function restaurantJsonLd(restaurant: Restaurant, { siteUrl, siteName }: { siteUrl: string; siteName: string }) {
  const schedule = scheduleOf(restaurant);
  const url = new URL(restaurantPath(restaurant), siteUrl).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    '@id': `${url}#restaurant`,
    name: `${siteName} ${restaurant.title}`,
    url,
    telephone: restaurant.phone ?? undefined,
    email: restaurant.email ?? undefined,
    servesCuisine: ['Grill', 'Burgers', 'British'],
    acceptsReservations: Boolean(restaurant.enableBookings),
    address: {
      '@type': 'PostalAddress',
      streetAddress: [restaurant.address.line1, restaurant.address.line2].filter(Boolean).join(', '),
      addressLocality: restaurant.address.town,
      postalCode: restaurant.address.postcode,
      addressCountry: 'GB',
    },
    geo: { '@type': 'GeoCoordinates', latitude: restaurant.lat, longitude: restaurant.lng },
    openingHoursSpecification: weekdays
      .filter((day) => !isClosedAllDay(schedule.weekly[day]))
      .map((day) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${dayName(day)}`,
        opens: schedule.weekly[day].open,
        closes: schedule.weekly[day].close,
      })),
    specialOpeningHoursSpecification: schedule.overrides.map((override) => {
      const closed = isClosedAllDay({ open: override.openTime, close: override.closeTime });
      return {
        '@type': 'OpeningHoursSpecification',
        validFrom: override.startDate,
        validThrough: override.endDate,
        opens: closed ? '00:00' : override.openTime,
        closes: closed ? '00:00' : override.closeTime,
      };
    }),
  };
}
