import { describe, expect, it } from 'vitest';
import { nearestDays, nearestStores, nearestTimes, restaurantsWithSpace } from '@/features/booking/domain/alternatives';
import { groupBookingHref, journeyParamsFrom, stepHref } from '@/features/booking/journey/journey-params';

describe('alternatives', () => {
  it('offers the free times closest to the one wanted, in the order of the day, earlier first on a tie', () => {
    expect(nearestTimes(['17:00', '18:30', '19:30', '20:00', '21:45'], '19:00', 3)).toEqual(['18:30', '19:30', '20:00']);
    expect(nearestTimes(['18:45', '19:15'], '19:00', 1)).toEqual(['18:45']);
    expect(nearestTimes([], '19:00')).toEqual([]);
  });

  it('offers the first following days with space, each at its time closest to the one wanted', () => {
    const days = [
      { date: '2026-12-12', times: ['12:00', '20:00'] },
      { date: '2026-12-11', times: [] },
      { date: '2026-12-13', times: ['18:45'] },
      { date: '2026-12-14', times: ['19:00'] },
    ];
    expect(nearestDays(days, '19:00', 2)).toEqual([
      { date: '2026-12-12', time: '20:00' },
      { date: '2026-12-13', time: '18:45' },
    ]);
  });

  it('ranks restaurants by distance in miles, within the limit', () => {
    const coventGarden = { lat: 51.5117, lng: -0.124 };
    const candidates = [
      { storeId: 1014, lat: 51.5054, lng: -0.0235 },
      { storeId: 1013, lat: 51.5308, lng: -0.1238 },
      { storeId: 1024, lat: 55.9533, lng: -3.1883 },
    ];
    const ranked = nearestStores(coventGarden, candidates, { limit: 5, maxMiles: 100 });
    expect(ranked.map((store) => store.storeId)).toEqual([1013, 1014]);
    expect(ranked[0]!.miles).toBeCloseTo(1.3, 1);
  });

  it('keeps only restaurants with a free time, nearest first, at the time closest to the one wanted', () => {
    const answers = [
      { storeId: 1, title: 'Far', miles: 9, times: ['19:00'] },
      { storeId: 2, title: 'Full', miles: 1, times: [] },
      { storeId: 3, title: 'Near', miles: 2.5, times: ['18:00', '19:15'] },
    ];
    expect(restaurantsWithSpace(answers, '19:00')).toEqual([
      { storeId: 3, title: 'Near', miles: 2.5, time: '19:15' },
      { storeId: 1, title: 'Far', miles: 9, time: '19:00' },
    ]);
  });
});

describe('journey addresses', () => {
  it('reads a step from the address leniently, ignoring what is not well formed', () => {
    expect(journeyParamsFrom({ storeId: '1012', step: '2', date: '2026-12-10', occasionId: '3', adults: '4', time: '25:00', areaId: 'x' })).toMatchObject({
      storeId: 1012,
      step: 2,
      date: '2026-12-10',
      occasionId: 3,
      adults: 4,
      time: null,
      areaId: null,
    });
    expect(journeyParamsFrom({ step: '9' }).step).toBe(1);
  });

  it('links a step with the choices made before it, and never personal details', () => {
    const choices = { storeId: 1012, date: '2026-12-10', occasionId: 3, adults: 4, time: '19:00', menuId: 7, areaId: null };
    expect(stepHref('/restaurants/london/covent-garden/book-now', choices, 2)).toBe(
      '/restaurants/london/covent-garden/book-now?storeId=1012&date=2026-12-10&occasionId=3&adults=4&step=2#booking',
    );
  });

  it('sends a party too large to the group-booking form with the restaurant, date and party filled in', () => {
    expect(groupBookingHref({ storeId: 1012, date: '2026-12-10', covers: 24 })).toBe('/group-bookings?storeId=1012&date=2026-12-10&covers=24');
  });
});
