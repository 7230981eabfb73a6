import { describe, expect, it } from 'vitest';
import { distanceInMiles, EARTH_RADIUS_MILES, isValidPosition } from '@/lib/geo';
import { MAX_DISTANCE_MILES, MAX_LOCATIONS, rankByDistance } from '@/features/restaurants/domain/ranking';

const london = { lat: 51.5074, lng: -0.1278 };
const manchester = { lat: 53.4808, lng: -2.2426 };

/** A point `miles` due north of `origin`: along a meridian, one degree of latitude is R·π/180 miles. */
const northOf = (origin: { lat: number; lng: number }, miles: number) => ({
  lat: origin.lat + (miles / EARTH_RADIUS_MILES) * (180 / Math.PI),
  lng: origin.lng,
});

describe('distanceInMiles', () => {
  it('matches the known London–Manchester great-circle distance', () => {
    expect(Math.abs(distanceInMiles(london, manchester) - 163)).toBeLessThanOrEqual(1);
  });

  it('is zero between a point and itself', () => {
    expect(distanceInMiles(london, london)).toBe(0);
  });

  it('is symmetric', () => {
    expect(distanceInMiles(london, manchester)).toBeCloseTo(distanceInMiles(manchester, london), 10);
  });

  it('is half the circumference between antipodes', () => {
    expect(distanceInMiles({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * EARTH_RADIUS_MILES, 6);
    expect(distanceInMiles({ lat: 90, lng: 0 }, { lat: -90, lng: 0 })).toBeCloseTo(Math.PI * EARTH_RADIUS_MILES, 6);
    expect(distanceInMiles(london, { lat: -london.lat, lng: london.lng + 180 })).toBeCloseTo(Math.PI * EARTH_RADIUS_MILES, 6);
  });
});

describe('isValidPosition', () => {
  it('accepts finite coordinates within range, bounds included', () => {
    expect(isValidPosition(51.5, -0.12)).toBe(true);
    expect(isValidPosition(90, 180)).toBe(true);
    expect(isValidPosition(-90, -180)).toBe(true);
  });

  it('rejects out-of-range or non-finite coordinates', () => {
    expect(isValidPosition(90.1, 0)).toBe(false);
    expect(isValidPosition(0, -180.1)).toBe(false);
    expect(isValidPosition(Number.NaN, 0)).toBe(false);
    expect(isValidPosition(0, Number.POSITIVE_INFINITY)).toBe(false);
  });
});

describe('rankByDistance', () => {
  const origin = { lat: 52, lng: -1 };

  it('orders nearest first and adds the distance in miles', () => {
    const items = [
      { id: 'far', ...northOf(origin, 30) },
      { id: 'near', ...northOf(origin, 5) },
      { id: 'middle', ...northOf(origin, 12) },
    ];
    const ranked = rankByDistance(items, origin);
    expect(ranked.map((item) => item.id)).toEqual(['near', 'middle', 'far']);
    expect(ranked.map((item) => item.distance)).toEqual([5, 12, 30]);
  });

  it(`lists at most ${MAX_LOCATIONS} by default, and honours a smaller limit`, () => {
    const items = Array.from({ length: 15 }, (_, index) => ({ id: index, ...northOf(origin, 15 - index) }));
    const ranked = rankByDistance(items, origin);
    expect(ranked).toHaveLength(MAX_LOCATIONS);
    expect(ranked[0]?.id).toBe(14);
    expect(rankByDistance(items, origin, { limit: 3 }).map((item) => item.id)).toEqual([14, 13, 12]);
  });

  it(`keeps restaurants up to ${MAX_DISTANCE_MILES} miles by default and drops those beyond`, () => {
    const items = [
      { id: 'beyond', ...northOf(origin, MAX_DISTANCE_MILES + 0.01) },
      { id: 'inside', ...northOf(origin, MAX_DISTANCE_MILES - 0.01) },
    ];
    expect(rankByDistance(items, origin).map((item) => item.id)).toEqual(['inside']);
  });

  it('includes a restaurant exactly at the maximum distance', () => {
    const edge = { id: 'edge', ...northOf(origin, 40) };
    const beyond = { id: 'beyond', ...northOf(origin, 40.01) };
    // The limit is the edge's own computed distance, so the comparison is exact rather than subject to float error.
    const maxDistance = distanceInMiles(origin, edge);
    expect(rankByDistance([beyond, edge], origin, { maxDistance }).map((item) => item.id)).toEqual(['edge']);
  });

  it('sorts on the exact distance and rounds to one decimal only afterwards', () => {
    const items = [
      { id: 'b', ...northOf(origin, 2.04) },
      { id: 'a', ...northOf(origin, 2.01) },
      { id: 'c', ...northOf(origin, 2.06) },
    ];
    const ranked = rankByDistance(items, origin);
    expect(ranked.map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(ranked.map((item) => item.distance)).toEqual([2, 2, 2.1]);
  });

  it('keeps the input order for items at the same distance', () => {
    const spot = northOf(origin, 7);
    const items = ['first', 'second', 'third'].map((id) => ({ id, ...spot }));
    expect(rankByDistance(items, origin).map((item) => item.id)).toEqual(['first', 'second', 'third']);
  });

  it('drops items without a usable position and leaves the input untouched', () => {
    const items = [
      { id: 'broken', lat: Number.NaN, lng: 0 },
      { id: 'ok', ...northOf(origin, 1) },
    ];
    const copy = structuredClone(items);
    expect(rankByDistance(items, origin).map((item) => item.id)).toEqual(['ok']);
    expect(items).toEqual(copy);
  });
});
