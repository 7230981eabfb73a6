/**
 * The no-show policy's rule (issue 35 item 3, docs/decisions/0067): the restaurant's threshold, the 12 months a no-show
 * counts for, a clearance by staff, and the journey's card step when a booking is refused for want of a card.
 */
import { describe, expect, it } from 'vitest';
import { needsCardForNoShows, NO_SHOW_CARD_REASON, noShowsCountedSince, noShowThreshold } from '@/features/booking/domain/no-show-policy';
import { initialJourney, journeyReducer } from '@/features/booking/journey/journey-state';

const now = new Date('2026-11-28T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe('the no-show threshold', () => {
  it('asks for a card at or above the restaurant’s threshold, not below it', () => {
    expect(needsCardForNoShows(2, 0)).toBe(false);
    expect(needsCardForNoShows(2, 1)).toBe(false);
    expect(needsCardForNoShows(2, 2)).toBe(true);
    expect(needsCardForNoShows(2, 5)).toBe(true);
    expect(needsCardForNoShows(1, 1)).toBe(true);
    expect(needsCardForNoShows(3, 2)).toBe(false);
  });

  it('is off at 0, empty, or anything but a positive whole number, however many no-shows', () => {
    for (const setting of [0, null, undefined, -1, 1.5, Number.NaN]) {
      expect(noShowThreshold(setting)).toBeNull();
      expect(needsCardForNoShows(setting, 10)).toBe(false);
    }
    expect(noShowThreshold(2)).toBe(2);
  });
});

describe('which no-shows count', () => {
  it('counts those due in the last 12 months (365 days); the rest of the rule is the ledger’s SQL, tested in tests/support/ledger-no-show-cases.ts', () => {
    expect(noShowsCountedSince(now)).toEqual(daysAgo(365));
  });
});

describe('the card step when the policy asks for a card', () => {
  it('shows the card step with the reason, keeping the step’s other requirements, and ends the submission', () => {
    const base = journeyReducer(
      journeyReducer(initialJourney(1036, '2026-12-10'), {
        type: 'requirementsLoaded',
        requirements: { isPlaceAsEnquiryEnabled: true, isCardGuaranteeRequired: false },
      }),
      { type: 'submitting', customer: { ...initialJourney(1036, '2026-12-10').customer, email: 'a@example.com' } },
    );
    expect(base.busy).toBe(true);
    const asked = journeyReducer(base, { type: 'cardAsked', reason: NO_SHOW_CARD_REASON });
    expect(asked.busy).toBe(false);
    expect(asked.notice).toBeNull();
    expect(asked.requirements).toEqual({ isPlaceAsEnquiryEnabled: true, isCardGuaranteeRequired: true, cardReason: NO_SHOW_CARD_REASON });
    // Another time is a new question: its requirements come afresh.
    expect(journeyReducer(asked, { type: 'slotsLoading' }).requirements).toBeNull();
  });

  it('tells the diner why in plain words, with no count and no charge', () => {
    expect(NO_SHOW_CARD_REASON).toMatch(/missed in the last 12 months/);
    expect(NO_SHOW_CARD_REASON).toMatch(/Nothing is charged when you book/);
    expect(NO_SHOW_CARD_REASON).not.toMatch(/\d+ (no-shows|bookings)/);
  });
});
