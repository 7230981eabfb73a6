import { describe, expect, it } from 'vitest';
import { GENERIC_FAILURE_MESSAGE, messageForCode, serviceResultBody, serviceResults } from '@/features/api/service-results';

describe('service results', () => {
  it('holds every code of the spec with its message', () => {
    expect(messageForCode(1)).toBe("Sorry, we don't take bookings for this restaurant, please contact them directly.");
    expect(messageForCode(4)).toBe('Sorry, this restaurant is unable to accept a booking for that number of guests on your chosen date.');
    expect(messageForCode(9)).toBe(messageForCode(2));
    expect(messageForCode(10)).toBe('Unfortunately we are currently unable to accept bookings at this time');
    expect(messageForCode(15)).toBe('Something went wrong validation the application, please try again.');
    expect(messageForCode(20)).toBe('This restaurant can only be booked through the Center Parcs online booking system.');
    const specCodes = Object.values(serviceResults)
      .filter(({ code }) => code <= 20)
      .map(({ code }) => code);
    expect(specCodes).toEqual(Array.from({ length: 21 }, (_, code) => code));
  });

  it('uses the message the service supplies for codes 6 and 19', () => {
    expect(serviceResultBody('bookingRejected', 'Closed for a private party')).toEqual({
      code: 6,
      title: 'Booking rejected',
      message: 'Closed for a private party',
    });
    expect(messageForCode(19, undefined, 'Back in January')).toBe('Back in January');
  });

  it('gives the generic message for unknown codes and platform codes', () => {
    expect(messageForCode(99)).toBe(GENERIC_FAILURE_MESSAGE);
    expect(messageForCode(undefined)).toBe(GENERIC_FAILURE_MESSAGE);
    expect(messageForCode(100)).toBe(GENERIC_FAILURE_MESSAGE);
  });

  it('reads a socket timeout on code 0 as a retry prompt', () => {
    expect(messageForCode(0, 'Socket timeout while calling')).toBe('Sorry, something went wrong. Please try again.');
    expect(messageForCode(0, 'OK')).toBe('');
  });

  it('pairs every result with a fitting HTTP status', () => {
    expect(serviceResults.unauthorized.status).toBe(401);
    expect(serviceResults.restaurantNotFound.status).toBe(404);
    for (const { code, status } of Object.values(serviceResults)) if (code !== 0) expect(status).toBeGreaterThanOrEqual(400);
  });
});
