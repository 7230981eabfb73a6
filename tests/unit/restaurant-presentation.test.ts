import { describe, expect, it } from 'vitest';
import type { Restaurant } from '@/payload-types';
import { restaurantJsonLd } from '@/features/restaurants/structured-data';
import { jsonLdScript } from '@/lib/json-ld';
import { formatMiles, fullAddress, groupByCity, shortAddress, toLocation } from '@/features/restaurants/location-summary';
import { finderRequest, finderRequestOfSegment, finderSearchKey } from '@/features/restaurants/components/finder-params';

const restaurant = (overrides: Partial<Restaurant> = {}): Restaurant =>
  ({
    id: 1,
    storeId: 1004,
    title: 'Cheshire Oaks',
    slug: 'cheshire-oaks',
    city: 'ellesmere-port',
    cityName: 'Ellesmere Port',
    lat: 53.2676,
    lng: -2.8842,
    enableBookings: true,
    address: { line1: 'Kinsey Road', line2: 'Cheshire Oaks', town: 'Ellesmere Port', postcode: 'CH65 9JJ' },
    phone: '0151 496 0004',
    mondayOpen: '10:00',
    mondayClose: '21:00',
    tuesdayOpen: 'Closed',
    tuesdayClose: 'Closed',
    fridayOpen: '10:00',
    fridayClose: '00:00',
    dateOverrides: [{ startDate: '2026-12-25', endDate: '2026-12-25', openTime: 'Closed', closeTime: 'Closed' }],
    updatedAt: '2026-11-21T00:00:00.000Z',
    createdAt: '2026-11-21T00:00:00.000Z',
    ...overrides,
  }) as Restaurant;

describe('schema.org Restaurant', () => {
  const data = restaurantJsonLd(restaurant(), { siteUrl: 'https://www.marigoldgrill.example', siteName: 'Marigold Grill' });

  it('carries the address, position, phone, booking and canonical address', () => {
    expect(data).toMatchObject({
      '@type': 'Restaurant',
      name: 'Marigold Grill Cheshire Oaks',
      url: 'https://www.marigoldgrill.example/restaurants/ellesmere-port/cheshire-oaks',
      telephone: '0151 496 0004',
      acceptsReservations: true,
      address: { '@type': 'PostalAddress', streetAddress: 'Kinsey Road, Cheshire Oaks', postalCode: 'CH65 9JJ', addressCountry: 'GB' },
      geo: { '@type': 'GeoCoordinates', latitude: 53.2676, longitude: -2.8842 },
    });
  });

  it('lists open days only, a midnight close as 00:00, and special dates with closed as 00:00–00:00', () => {
    expect(data.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '10:00', closes: '21:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Friday', opens: '10:00', closes: '00:00' },
    ]);
    expect(data.specialOpeningHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-25', validThrough: '2026-12-25', opens: '00:00', closes: '00:00' },
    ]);
  });

  it('cannot close its script element whatever the content says', () => {
    const script = jsonLdScript(restaurantJsonLd(restaurant({ title: '</script><script>alert(1)</script>' }), { siteUrl: 'https://x.example', siteName: 'M' }));
    expect(script).not.toContain('</script>');
    expect(JSON.parse(script).name).toBe('M </script><script>alert(1)</script>');
  });
});

describe('locations', () => {
  it('groups by city alphabetically, restaurants sorted within each city', () => {
    const locations = [
      toLocation(restaurant({ storeId: 2, title: 'The Printworks', slug: 'the-printworks', city: 'manchester', cityName: 'Manchester' })),
      toLocation(restaurant()),
      toLocation(restaurant({ storeId: 3, title: 'Piccadilly Gardens', slug: 'piccadilly-gardens', city: 'manchester', cityName: 'Manchester' })),
    ];
    expect(groupByCity(locations).map((group) => [group.cityName, group.locations.map((location) => location.title)])).toEqual([
      ['Ellesmere Port', ['Cheshire Oaks']],
      ['Manchester', ['Piccadilly Gardens', 'The Printworks']],
    ]);
  });

  it('writes distances in miles and addresses on one line', () => {
    expect(formatMiles(1)).toBe('1 mile');
    expect(formatMiles(0.4)).toBe('0.4 miles');
    expect(formatMiles(12.3)).toBe('12.3 miles');
    expect(shortAddress(toLocation(restaurant()))).toBe('Cheshire Oaks, Ellesmere Port CH65 9JJ');
    expect(fullAddress(toLocation(restaurant()))).toBe('Kinsey Road, Cheshire Oaks, Ellesmere Port, CH65 9JJ');
    expect(fullAddress({ address: { line1: 'Unit 4', line2: ' ', town: 'Dudley', postcode: 'DY5 1XD' } })).toBe('Unit 4, Dudley, DY5 1XD');
  });
});

describe('finder address', () => {
  it('reads a search, a position, or nothing', () => {
    expect(finderRequest({ q: '  CH65 9JJ ' })).toEqual({ kind: 'query', query: 'CH65 9JJ' });
    expect(finderRequest({ q: ['Camberley', 'other'] })).toEqual({ kind: 'query', query: 'Camberley' });
    expect(finderRequest({ lat: '53.278', lng: '-2.902' })).toEqual({ kind: 'position', lat: 53.278, lng: -2.902 });
    expect(finderRequest({ lat: 'x', lng: '1' })).toEqual({ kind: 'browse' });
    expect(finderRequest({ q: '   ' })).toEqual({ kind: 'browse' });
    expect(finderRequest({})).toEqual({ kind: 'browse' });
  });

  it('writes each search one way for its cached page, and reads it back', () => {
    const key = (query: string) => finderSearchKey(new URLSearchParams(query));
    expect(key('q=+CH65++9JJ+')).toBe('q=CH65+9JJ');
    expect(key('q=Camberley&lat=1&lng=2&utm_source=mail')).toBe('q=Camberley');
    expect(key(`q=${'x'.repeat(500)}`)).toBe(`q=${'x'.repeat(100)}`);
    expect(key('lat=53.278&lng=-2.902')).toBe('lat=53.278&lng=-2.902');
    expect(key('q=&lat=x&lng=1')).toBeNull();
    expect(key('')).toBeNull();
    expect(finderRequestOfSegment(encodeURIComponent('q=CH65+9JJ'))).toEqual({ kind: 'query', query: 'CH65 9JJ' });
    expect(finderRequestOfSegment(encodeURIComponent('lat=53.278&lng=-2.902'))).toEqual({ kind: 'position', lat: 53.278, lng: -2.902 });
    expect(finderRequestOfSegment('%E0%A4%A')).toEqual({ kind: 'browse' });
  });
});
