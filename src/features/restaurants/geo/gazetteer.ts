import { isValidPosition, type LatLng } from '@/lib/geo';
import { normaliseOutcode } from './postcode';

export type CountryPart = 'ENG' | 'SCT' | 'WLS' | 'NIR';
export type Place = { name: string; lat: number; lng: number; country: CountryPart };
export type Outcode = { outcode: string; lat: number; lng: number; postcodes: number };
export type AreaCentroid = LatLng & { outcodes: number };

export type Gazetteer = {
  /** The outcode's centroid, case- and space-insensitive ("ne8", "SW1A"). */
  outcode(code: string): Outcode | undefined;
  /** The centroid of a postcode area ("M", "NE"): exactly those letters, so "N" does not include "NE8". */
  area(letters: string): AreaCentroid | undefined;
  /** Every place whose name matches after `normalisePlaceName` (names are not unique). */
  placesNamed(name: string): Place[];
  /** Places whose normalised name starts with the normalised prefix, shortest names first. */
  placesStartingWith(prefix: string, limit?: number): Place[];
};

const COUNTRY_PARTS: ReadonlySet<string> = new Set<CountryPart>(['ENG', 'SCT', 'WLS', 'NIR']);

/**
 * A comparison key for place and restaurant names: case, accents, punctuation and "St"/"Saint" do not matter.
 * Apostrophes are dropped rather than spaced so "King's Lynn" and "Kings Lynn" meet.
 */
export function normalisePlaceName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => (word === 'st' ? 'saint' : word))
    .join(' ');
}

/** Rows of an RFC 4180-style CSV: quoted fields may hold commas, newlines and doubled quotes. Blank lines are skipped. */
export function parseCsvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');

  const endRow = () => {
    row.push(field);
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
    field = '';
  };

  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n') endRow();
    else if (char !== '\r') field += char;
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

/** Data rows as records keyed by the header, failing loudly if a column we rely on is missing (the wrong file). */
function parseCsvRecords(text: string, columns: readonly string[]): Array<Record<string, string>> {
  const [header, ...rows] = parseCsvRows(text);
  const missing = columns.filter((column) => !header?.includes(column));
  if (!header || missing.length > 0) throw new Error(`CSV is missing column(s): ${missing.join(', ')}`);
  return rows.map((cells) => Object.fromEntries(header.map((column, index) => [column, cells[index]?.trim() ?? ''])));
}

/** Parses uk-outcodes.csv. Rows without a usable position are skipped: they could only mislead a search. */
export function parseOutcodesCsv(text: string): Outcode[] {
  return parseCsvRecords(text, ['outcode', 'latitude', 'longitude', 'postcodes']).flatMap((record) => {
    const outcode = normaliseOutcode(record.outcode ?? '');
    const lat = Number.parseFloat(record.latitude ?? '');
    const lng = Number.parseFloat(record.longitude ?? '');
    const postcodes = Number.parseInt(record.postcodes ?? '', 10);
    if (!outcode || !isValidPosition(lat, lng)) return [];
    // A missing count still deserves some weight in its area's centroid rather than none (or a division by zero).
    return [{ outcode, lat, lng, postcodes: Number.isFinite(postcodes) && postcodes > 0 ? postcodes : 1 }];
  });
}

/** Parses gb-places.csv. Rows without a usable position or a known country part are skipped. */
export function parsePlacesCsv(text: string): Place[] {
  return parseCsvRecords(text, ['name', 'latitude', 'longitude', 'country_part']).flatMap((record) => {
    const name = record.name ?? '';
    const lat = Number.parseFloat(record.latitude ?? '');
    const lng = Number.parseFloat(record.longitude ?? '');
    const country = record.country_part ?? '';
    if (!name || !isValidPosition(lat, lng) || !COUNTRY_PARTS.has(country)) return [];
    return [{ name, lat, lng, country: country as CountryPart }];
  });
}

/** The letters before the first digit: "SW1A" → "SW", "M1" → "M". */
const areaOf = (outcode: string) => /^[A-Z]+/.exec(outcode)?.[0] ?? '';

/**
 * Centroids weighted by how many postcodes each outcode holds, so a sparse rural outcode does not pull the
 * area's centre as hard as a dense city one. A plain mean of coordinates is fine at the scale of a UK area.
 */
function areaCentroids(outcodes: readonly Outcode[]): Map<string, AreaCentroid> {
  const sums = new Map<string, { lat: number; lng: number; weight: number; outcodes: number }>();
  for (const { outcode, lat, lng, postcodes } of outcodes) {
    const area = areaOf(outcode);
    const sum = sums.get(area) ?? { lat: 0, lng: 0, weight: 0, outcodes: 0 };
    sums.set(area, { lat: sum.lat + lat * postcodes, lng: sum.lng + lng * postcodes, weight: sum.weight + postcodes, outcodes: sum.outcodes + 1 });
  }
  const centroids = new Map<string, AreaCentroid>();
  for (const [area, sum] of sums) centroids.set(area, { lat: sum.lat / sum.weight, lng: sum.lng / sum.weight, outcodes: sum.outcodes });
  return centroids;
}

/** The first index in sorted `keys` whose key is not below `prefix`. */
function lowerBound(keys: readonly { key: string }[], prefix: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((keys[middle]?.key ?? '') < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Indexes the reference data once; every lookup after that is a Map hit or a binary search. */
export function createGazetteer({ outcodes, places }: { outcodes: readonly Outcode[]; places: readonly Place[] }): Gazetteer {
  const byOutcode = new Map(outcodes.map((outcode) => [outcode.outcode, outcode]));
  const byArea = areaCentroids(outcodes);

  const byName = new Map<string, Place[]>();
  const keyed = places.map((place) => ({ key: normalisePlaceName(place.name), place }));
  for (const { key, place } of keyed) {
    const named = byName.get(key);
    if (named) named.push(place);
    else byName.set(key, [place]);
  }
  // Sorted by key so a prefix's matches are one contiguous run.
  const sortedKeys = keyed.filter(({ key }) => key !== '').sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

  return {
    outcode: (code) => byOutcode.get(normaliseOutcode(code)),
    area: (letters) => byArea.get(letters.trim().toUpperCase()),
    placesNamed: (name) => {
      const key = normalisePlaceName(name);
      return key ? [...(byName.get(key) ?? [])] : [];
    },
    placesStartingWith: (prefix, limit = 10) => {
      const key = normalisePlaceName(prefix);
      if (!key) return [];
      const matches: { key: string; place: Place }[] = [];
      for (let i = lowerBound(sortedKeys, key); i < sortedKeys.length; i += 1) {
        const entry = sortedKeys[i];
        if (!entry?.key.startsWith(key)) break;
        matches.push(entry);
      }
      return matches
        .sort((a, b) => a.key.length - b.key.length || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
        .slice(0, Math.max(0, limit))
        .map(({ place }) => place);
    },
  };
}
