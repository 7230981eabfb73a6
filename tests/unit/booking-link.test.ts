import { describe, expect, it } from 'vitest';
import { headerBookingHref } from '@/features/routing/booking-link';

const bookable = ['/restaurants/dudley/merry-hill'];

describe('header booking link', () => {
  it('points at the restaurant’s own booking area when it takes online bookings', () => {
    expect(headerBookingHref('/restaurants/dudley/merry-hill', bookable)).toBe('/restaurants/dudley/merry-hill#booking');
    expect(headerBookingHref('/restaurants/dudley/merry-hill/menu/main', bookable)).toBe('/restaurants/dudley/merry-hill#booking');
  });

  it('falls back to the home page’s booking area everywhere else', () => {
    expect(headerBookingHref('/restaurants/center-parcs/sherwood-forest', bookable)).toBe('/#booking');
    expect(headerBookingHref('/restaurants/dudley', bookable)).toBe('/#booking');
    expect(headerBookingHref('/cookie-policy', bookable)).toBe('/#booking');
    expect(headerBookingHref('/', bookable)).toBe('/#booking');
  });
});
