import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { distanceInMiles, type LatLng } from '@/lib/geo';
import { rankByDistance } from '@/features/restaurants/domain/ranking';
import { createGazetteer, parseCsvRows, parseOutcodesCsv, parsePlacesCsv } from '@/features/restaurants/geo/gazetteer';
import { placeAlias, placeAliasEntries } from '@/features/restaurants/geo/place-aliases';
import { resolveOrigin, type OriginRestaurant } from '@/features/restaurants/geo/resolve-origin';

// The real shipped data, read through the same pure parsers the server uses.
const readReferenceData = (file: string) => fs.readFileSync(path.resolve(import.meta.dirname, '../../reference-data', file), 'utf8');
const outcodes = parseOutcodesCsv(readReferenceData('uk-outcodes.csv'));
const places = parsePlacesCsv(readReferenceData('gb-places.csv'));
const gazetteer = createGazetteer({ outcodes, places });

const restaurants: OriginRestaurant[] = [
  { title: 'Cheshire Oaks', cityName: 'Ellesmere Port', lat: 53.2676, lng: -2.8842 },
  { title: 'Broughton', cityName: 'Broughton', lat: 53.1672, lng: -2.9855 },
  { title: 'Eastgate Street', cityName: 'Chester', lat: 53.1907, lng: -2.8897 },
  { title: 'Bold Street', cityName: 'Liverpool', lat: 53.402, lng: -2.979 },
  { title: 'The Atrium', cityName: 'Camberley', lat: 51.3378, lng: -0.744 },
  { title: 'Broad Street', cityName: 'Reading', lat: 51.4556, lng: -0.9725 },
  { title: 'Covent Garden', cityName: 'London', lat: 51.5117, lng: -0.123 },
];

const search = (query: string, list: readonly OriginRestaurant[] = restaurants) => resolveOrigin(query, { gazetteer, restaurants: list });
const milesFrom = (origin: LatLng | null, lat: number, lng: number) => (origin ? distanceInMiles(origin, { lat, lng }) : Number.NaN);

describe('reference data parsing', () => {
  it('reads every row of both files, except the one place outside the UK', () => {
    expect(outcodes).toHaveLength(3077);
    // 4,644 rows, but Dhekelia (a Sovereign Base Area on Cyprus) has no country part and is no use to a UK search.
    expect(places).toHaveLength(4643);
    expect(places.some((place) => place.name === 'Dhekelia')).toBe(false);
  });

  it('keeps commas inside quoted place names', () => {
    expect(places).toContainEqual({ name: 'Basford, Stoke-on-Trent', lat: 53.01628, lng: -2.2123, country: 'ENG' });
  });

  it('handles doubled quotes, CRLF line ends, a byte-order mark and blank lines', () => {
    const text = '\uFEFFname,latitude,longitude,country_part\r\n"The ""Old"" Town, North",54.1,-1.2,ENG\r\n\r\nPlain,55,-3,SCT\r\n';
    expect(parsePlacesCsv(text)).toEqual([
      { name: 'The "Old" Town, North', lat: 54.1, lng: -1.2, country: 'ENG' },
      { name: 'Plain', lat: 55, lng: -3, country: 'SCT' },
    ]);
    expect(parseCsvRows('a,"b\nc",d')).toEqual([['a', 'b\nc', 'd']]);
  });

  it('skips rows without a usable position and refuses a file without the expected columns', () => {
    expect(parseOutcodesCsv('outcode,latitude,longitude,postcodes\nAB1,,,3\nAB2,57,-2,5\n')).toEqual([{ outcode: 'AB2', lat: 57, lng: -2, postcodes: 5 }]);
    expect(() => parsePlacesCsv('name,lat,lng\nX,1,2\n')).toThrow(/missing column/);
  });
});

describe('gazetteer', () => {
  it('looks outcodes up case- and space-insensitively', () => {
    expect(gazetteer.outcode('ne8')).toEqual(gazetteer.outcode('NE8'));
    expect(gazetteer.outcode(' sw1a ')?.outcode).toBe('SW1A');
    expect(gazetteer.outcode('ZZ99')).toBeUndefined();
  });

  it('builds an area only from outcodes with exactly those letters', () => {
    expect(gazetteer.area('N')?.outcodes).toBe(outcodes.filter(({ outcode }) => /^N\d/.test(outcode)).length);
    expect(gazetteer.area('NE')?.outcodes).toBe(outcodes.filter(({ outcode }) => /^NE\d/.test(outcode)).length);
    expect(gazetteer.area('QQ')).toBeUndefined();
  });

  it('matches place names ignoring case, punctuation, apostrophes and St/Saint', () => {
    expect(gazetteer.placesNamed('st albans').map((place) => place.name)).toEqual(['St Albans']);
    expect(gazetteer.placesNamed('Saint Albans').map((place) => place.name)).toEqual(['St Albans']);
    expect(gazetteer.placesNamed('kings lynn').map((place) => place.name)).toEqual(["King's Lynn"]);
    expect(gazetteer.placesNamed('STOKE ON TRENT').map((place) => place.name)).toEqual(['Stoke-on-Trent']);
    expect(gazetteer.placesNamed('broughton')).toHaveLength(4);
  });

  it('finds places by prefix, shortest names first', () => {
    const names = gazetteer.placesStartingWith('camber', 3).map((place) => place.name);
    expect(names).toEqual(['Camber', 'Camberley', 'Camberwell']);
    expect(gazetteer.placesStartingWith('camber', 1)).toHaveLength(1);
    expect(gazetteer.placesStartingWith('zzzzqqq')).toEqual([]);
  });
});

describe('resolveOrigin', () => {
  it('resolves a full postcode to its outcode centroid', () => {
    const origin = search('CH65 9JJ');
    expect(origin).toMatchObject({ kind: 'postcode', label: 'CH65 9JJ' });
    expect(milesFrom(origin, 53.278, -2.902)).toBeLessThan(1);
    expect(search('ch659jj')).toEqual(origin);
  });

  it('resolves an outward code alone and a lower-case full postcode', () => {
    expect(search('NE8')).toMatchObject({ kind: 'postcode', label: 'NE8' });
    expect(milesFrom(search('NE8'), 54.956, -1.605)).toBeLessThan(1);
    expect(search('ne8 1ab')).toMatchObject({ kind: 'postcode', label: 'NE8 1AB', lat: search('NE8')?.lat });
    expect(search('ne8  1')).toMatchObject({ kind: 'postcode', label: 'NE8 1' });
  });

  it('gives up on a full postcode whose outcode is unknown', () => {
    expect(search('ZZ9 9ZZ')).toBeNull();
  });

  it('resolves a postcode area to a centroid inside it', () => {
    const origin = search('M');
    expect(origin).toMatchObject({ kind: 'area', label: 'M' });
    expect(milesFrom(origin, 53.4808, -2.2426)).toBeLessThan(5);
  });

  it('resolves a town to the place', () => {
    const origin = search('Camberley');
    expect(origin).toMatchObject({ kind: 'place', label: 'Camberley' });
    expect(milesFrom(origin, 51.337, -0.743)).toBeLessThan(1);
  });

  it('picks the one of several same-named places nearest a restaurant', () => {
    const withoutBroughtonRestaurant = restaurants.filter((restaurant) => restaurant.title !== 'Broughton');
    const northWales = search('Broughton', withoutBroughtonRestaurant.slice(0, 3));
    expect(northWales).toMatchObject({ kind: 'place', label: 'Broughton' });
    expect(milesFrom(northWales, 53.163, -2.993)).toBeLessThan(1);

    const southern = search('broughton', withoutBroughtonRestaurant.slice(3));
    expect(milesFrom(southern, 52.05, -0.694)).toBeLessThan(1);
  });

  it('prefers a restaurant title, with or without a leading "the"', () => {
    for (const query of ['Atrium', 'the atrium', 'THE  ATRIUM']) {
      expect(search(query)).toEqual({ kind: 'restaurant', label: 'The Atrium', lat: 51.3378, lng: -0.744 });
    }
    expect(search('Broughton')).toMatchObject({ kind: 'restaurant', label: 'Broughton' });
  });

  it('falls back to the mean position of a city’s restaurants when no place has that name', () => {
    const list = [...restaurants, { title: 'Coliseum', cityName: 'Ellesmere Port', lat: 53.2776, lng: -2.8942 }];
    const origin = search('ellesmere port', list);
    expect(origin).toMatchObject({ kind: 'city', label: 'Ellesmere Port' });
    expect(origin?.lat).toBeCloseTo(53.2726, 6);
    expect(origin?.lng).toBeCloseTo(-2.8892, 6);
  });

  it('uses the city’s restaurants when the only place with that name is far from them', () => {
    // The gazetteer's only Hove is beside Brighton; this restaurant's city is called Hove but stands in Cumbria.
    const list = [...restaurants, { title: 'Fellside', cityName: 'Hove', lat: 54.6, lng: -3.1 }];
    expect(search('Hove', list)).toMatchObject({ kind: 'city', label: 'Hove', lat: 54.6, lng: -3.1 });
    expect(search('Camberley', list)).toMatchObject({ kind: 'place', label: 'Camberley' });
  });

  it('takes the shortest place starting with what was typed', () => {
    expect(search('Camberl')).toMatchObject({ kind: 'place', label: 'Camberley' });
    // Two letters are too few to guess a town from ("Ay" would otherwise be Ayr).
    expect(search('Ay')).toBeNull();
  });

  it('finally matches part of a restaurant title or city', () => {
    expect(search('oaks')).toMatchObject({ kind: 'restaurant', label: 'Cheshire Oaks' });
  });

  it('returns null for nonsense, empty or overlong input', () => {
    expect(search('zzzzqqq')).toBeNull();
    expect(search('')).toBeNull();
    expect(search('   ')).toBeNull();
    expect(search('!!!')).toBeNull();
    expect(search('London '.repeat(15))).toBeNull();
  });
});

describe('towns by the name diners use', () => {
  const withNewcastle = [...restaurants, { title: 'Eldon Square', cityName: 'Newcastle', lat: 54.9749, lng: -1.6153 }];

  it('reads "Newcastle" as Newcastle upon Tyne, not the one in County Down', () => {
    const origin = search('Newcastle', withNewcastle);
    expect(origin).toMatchObject({ kind: 'place', label: 'Newcastle upon Tyne' });
    expect(milesFrom(origin, 54.973, -1.614)).toBeLessThan(1);
    expect(rankByDistance(withNewcastle, origin!)[0]).toMatchObject({ title: 'Eldon Square', distance: 0.1 });
  });

  it('reads "Stoke" as Stoke-on-Trent, not the village near Chester', () => {
    const origin = search('stoke');
    expect(origin).toMatchObject({ kind: 'place', label: 'Stoke-on-Trent' });
    expect(milesFrom(origin, 53.004, -2.185)).toBeLessThan(1);
  });

  it.each([
    ['Hull', 'Kingston upon Hull'],
    ['Southend', 'Southend-on-Sea'],
    ['Weston', 'Weston-super-Mare'],
    ['burton', 'Burton upon Trent'],
    ['Leamington Spa', 'Royal Leamington Spa'],
    ['Tunbridge Wells', 'Royal Tunbridge Wells'],
    ['Barrow-in-Furness', 'Barrow in Furness'],
    ['Londonderry', 'Derry'],
  ])('reads "%s" as %s', (typed, meant) => {
    expect(search(typed)).toMatchObject({ kind: 'place', label: meant });
  });

  it('leaves full names, other towns that start the same, restaurant titles and postcodes alone', () => {
    expect(search('Newcastle under Lyme')).toMatchObject({ kind: 'place', label: 'Newcastle under Lyme' });
    expect(search('Stoke Poges')).toMatchObject({ kind: 'place', label: 'Stoke Poges' });
    expect(search('Newcastle', [...restaurants, { title: 'Newcastle', cityName: 'Newcastle', lat: 54.97, lng: -1.61 }])).toMatchObject({ kind: 'restaurant' });
    expect(search('NE1')).toMatchObject({ kind: 'postcode', label: 'NE1' });
  });

  it('points every alias at a place in the gazetteer', () => {
    for (const [typed, name] of placeAliasEntries()) {
      expect(gazetteer.placesNamed(name), `${typed} → ${name}`).not.toEqual([]);
      expect(placeAlias(typed)).toBe(name);
    }
  });
});

describe('search then rank', () => {
  it('puts Cheshire Oaks first for CH65 9JJ', () => {
    const origin = search('CH65 9JJ');
    expect(origin).not.toBeNull();
    const ranked = rankByDistance(restaurants, origin ?? { lat: 0, lng: 0 });
    expect(ranked[0]?.title).toBe('Cheshire Oaks');
    expect(ranked.map((restaurant) => restaurant.title)).not.toContain('Covent Garden');
  });

  it('puts The Atrium first for Camberley', () => {
    const origin = search('Camberley');
    expect(origin).not.toBeNull();
    const ranked = rankByDistance(restaurants, origin ?? { lat: 0, lng: 0 });
    expect(ranked.map((restaurant) => restaurant.title)).toEqual(['The Atrium', 'Broad Street', 'Covent Garden']);
    expect(ranked[0]?.distance).toBe(0.1);
  });
});
