import { describe, expect, it } from 'vitest';
import {
  coverRange,
  endpointFor,
  initialJourney,
  isPartyTooLarge,
  journeyReducer,
  type JourneyAction,
  type JourneyState,
  type OccasionOption,
} from '@/features/booking/journey/journey-state';

const occasion = (
  id: number,
  name: string,
  minimumCovers: number,
  maximumCovers: number,
  bookingType: OccasionOption['bookingType'] = 'table',
): OccasionOption => ({
  id,
  name,
  description: '',
  minimumCovers,
  maximumCovers,
  bookingType,
  requiresCardGuarantee: false,
  menuLinkGroup: { type: 'exclusive', ids: [] },
  areaLinkGroup: { type: 'exclusive', ids: [] },
});

const TABLE = occasion(1, 'Table booking', 1, 12);
const BRUNCH = occasion(2, 'Bottomless brunch', 2, 10);
const PARTY = occasion(3, 'Festive party', 6, 30, 'event');
const ENQUIRY = occasion(4, 'Large group enquiry', 13, 20, 'enquiry');

const run = (actions: JourneyAction[], from: JourneyState = initialJourney(1012, '2026-12-10')) => actions.reduce(journeyReducer, from);
const loaded = (occasions = [TABLE, BRUNCH, PARTY]): JourneyAction => ({
  type: 'occasionsLoaded',
  date: '2026-12-10',
  occasions,
  restrictions: { minCovers: 1, maxCovers: 20 },
});
const slots = (...times: string[]): JourneyAction => ({ type: 'slotsLoaded', slots: times.map((time) => ({ time, canEnquire: false })) });

describe('booking journey, step one', () => {
  it('starts at step one and defaults to the first occasion, adults at its minimum and no children', () => {
    const state = run([loaded([BRUNCH, TABLE])]);
    expect(state).toMatchObject({ step: 1, occasionId: BRUNCH.id, adults: 2, children: 0 });
  });

  it('resets covers to the new minimum and children to 0 when the occasion changes', () => {
    const state = run([loaded(), { type: 'coversChanged', adults: 5, children: 1 }, { type: 'occasionChanged', occasionId: PARTY.id }]);
    expect(state).toMatchObject({ occasionId: PARTY.id, adults: 6, children: 0 });
    expect(run([{ type: 'occasionChanged', occasionId: TABLE.id }], state)).toMatchObject({ adults: 1, children: 0 });
  });

  it('keeps the occasion and party when a new date still offers them, else falls back to the first', () => {
    const chosen = run([loaded(), { type: 'occasionChanged', occasionId: BRUNCH.id }, { type: 'coversChanged', adults: 4 }]);
    expect(run([loaded([TABLE, BRUNCH])], chosen)).toMatchObject({ occasionId: BRUNCH.id, adults: 4 });
    expect(run([loaded([TABLE])], chosen)).toMatchObject({ occasionId: TABLE.id, adults: 1 });
  });

  it('limits covers by the occasion and by 20, and flags a bigger party', () => {
    expect(coverRange(PARTY)).toEqual({ min: 6, max: 20 });
    expect(coverRange(BRUNCH)).toEqual({ min: 2, max: 10 });
    const state = run([loaded(), { type: 'occasionChanged', occasionId: BRUNCH.id }, { type: 'coversChanged', adults: 11 }]);
    expect(isPartyTooLarge(state)).toBe(true);
    expect(isPartyTooLarge(run([{ type: 'coversChanged', adults: 10 }], state))).toBe(false);
  });

  it('marks a failed restrictions load so the step hides its footer and shows its picture', () => {
    const state = run([loaded(), { type: 'occasionsFailed', message: 'This occasion cannot be booked for this date, please try again.' }]);
    expect(state).toMatchObject({ restrictionsFailed: true, occasions: [], occasionId: null, notice: { kind: 'error' } });
    expect(run([loaded()], state).restrictionsFailed).toBe(false);
  });
});

describe('booking journey, step two', () => {
  const atStepTwo = run([loaded(), { type: 'stepChanged', step: 2 }]);

  it('clears old slots while loading, then chooses the first slot', () => {
    const withSlots = run([slots('12:00', '12:15'), { type: 'timeChanged', time: '12:15' }], atStepTwo);
    const loading = run([{ type: 'slotsLoading' }], withSlots);
    expect(loading).toMatchObject({ slots: [], time: null, slotsState: 'loading' });
    expect(run([slots('18:00', '18:30')], loading)).toMatchObject({ time: '18:00', slotsState: 'ready' });
  });

  it('ignores a time that is not one of the slots', () => {
    const state = run([slots('12:00')], atStepTwo);
    expect(run([{ type: 'timeChanged', time: '13:00' }], state).time).toBe('12:00');
  });

  it('on a slot error (code 4) has no time to continue with and shows the message', () => {
    const state = run(
      [
        { type: 'slotsLoading' },
        { type: 'slotsFailed', message: 'Sorry, this restaurant is unable to accept a booking for that number of guests on your chosen date.' },
      ],
      atStepTwo,
    );
    expect(state).toMatchObject({ slotsState: 'failed', time: null, slots: [], busy: false });
    expect(state.notice?.message).toMatch(/unable to accept a booking/);
  });

  it('keeps a menu and area still offered, clears them when nothing is left, and picks the first menu', () => {
    const menus = [{ id: 7, name: 'À la carte', description: '' }];
    const areas = [{ id: 3, name: 'Terrace', description: '' }];
    const chosen = run(
      [
        { type: 'choicesLoaded', menus, areas },
        { type: 'areaChanged', areaId: 3 },
      ],
      atStepTwo,
    );
    expect(chosen).toMatchObject({ menuId: 7, areaId: 3 });
    expect(run([{ type: 'choicesLoaded', menus: [], areas: [] }], chosen)).toMatchObject({ menuId: null, areaId: null });
  });
});

describe('booking journey, step three', () => {
  const customer = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phoneNumber: '',
    specialRequest: '',
    shouldReceivePromotions: false,
    shouldReceiveSms: true,
  };
  const atStepThree = run([loaded(), { type: 'stepChanged', step: 2 }, slots('19:00', '19:15'), { type: 'stepChanged', step: 3 }]);

  it('returns to step two on status 9 with the details kept and the message shown', () => {
    const state = run(
      [
        { type: 'submitting', customer },
        { type: 'slotTaken', message: 'Sorry, that time slot’s just been taken. Please choose another…' },
      ],
      atStepThree,
    );
    expect(state).toMatchObject({ step: 2, customer, busy: false, time: null, notice: { kind: 'taken' } });
    const reloaded = run([{ type: 'slotsLoading' }, slots('19:15')], state);
    expect(reloaded.notice?.kind).toBe('taken');
    expect(reloaded.customer).toEqual(customer);
  });

  it('stops the spinner and shows the message on any other refusal', () => {
    const state = run(
      [
        { type: 'submitting', customer },
        { type: 'failed', message: 'This booking needs a credit card to confirm, please contact the restaurant directly.' },
      ],
      atStepThree,
    );
    expect(state).toMatchObject({ busy: false, step: 3, notice: { kind: 'error' } });
  });

  it('keeps the reference when booked', () => {
    const confirmation = { reference: 'MG-7KQ4-XH9C', manageUrl: '/manage-booking/x', status: 'confirmed' as const, kind: 'table' as const };
    expect(
      run(
        [
          { type: 'submitting', customer },
          { type: 'booked', confirmation },
        ],
        atStepThree,
      ).confirmation,
    ).toEqual(confirmation);
  });

  it('places enquiries, events and tables through their own calls', () => {
    expect(endpointFor(TABLE, { time: '19:00', canEnquire: false })).toBe('create');
    expect(endpointFor(TABLE, { time: '19:00', canEnquire: true })).toBe('enquiry');
    expect(endpointFor(PARTY, { time: '19:00', canEnquire: false })).toBe('events');
    expect(endpointFor(ENQUIRY, { time: '19:00', canEnquire: true })).toBe('enquiry');
  });
});
