'use client';

import { useEffect, useId, useReducer, useRef } from 'react';
import type { BotCheckClientConfig } from '@/features/bot-check/client-config';
import { allowsTracking, readConsent } from '@/features/consent/consent-cookies';
import { loadAlternatives } from '@/features/booking/journey/browser-alternatives';
import { guaranteeCard } from '@/features/booking/journey/card-guarantee';
import { fetchChoices, fetchOccasions, fetchRequirements, fetchSlots, placeBooking, type PartyQuery } from '@/features/booking/journey/journey-api';
import { stepHref } from '@/features/booking/journey/journey-params';
import {
  DEFAULT_TIME,
  endpointFor,
  isPartyTooLarge,
  journeyReducer,
  selectedOccasion,
  type JourneyAction,
  type JourneyState,
  type JourneyStep,
} from '@/features/booking/journey/journey-state';
import type { DropIn } from '@/features/booking/payments/braintree-drop-in';
import { partyStepSchema } from '@/features/booking/schema';
import { addDays } from '@/lib/london-time';
import { telHref } from '@/lib/links';
import { DetailsStep, type Customer, type SubmissionProofs } from './details-step.client';
import { JourneyThanks } from './journey-thanks';
import { PartyStep, type PartyHandlers } from './party-step';
import { TimeStep, type TimeHandlers } from './time-step';
import styles from './journey.module.css';

/** How many days step one looks ahead for a date with occasions, when the diner has not chosen one. */
const FIRST_DATE_SEARCH_DAYS = 14;
const NO_OCCASIONS_CODES = new Set([17, 18]);

export type BookingJourneyProps = {
  initial: JourneyState;
  restaurant: { storeId: number; title: string; phone: string | null };
  /** Where the step forms go without JavaScript: the restaurant's book-now page or the home page's. */
  formAction: string;
  /** London's date when the page was made: the earliest a date field offers. */
  today: string;
  submission: string;
  /** The bot check's browser settings for step three (botCheckClientConfig('booking') on the server). */
  botCheck: BotCheckClientConfig;
  /** The modal and the home area start without step one's occasions: fetch them (from the first date that has any). */
  loadOnMount?: boolean;
  /** Back to location choice (the modal and the home area). */
  changeRestaurant?: { onClick?: () => void; href: string };
  /** In the modal another restaurant's alternative switches the modal to it. */
  onRestaurantChosen?: (storeId: number, date: string, time: string) => void;
  flat?: boolean;
  /** Ids of the journey's fields; by default its own. An island that hydrates on its own passes the server's. */
  idPrefix?: string;
};

const partyOf = (state: JourneyState): PartyQuery => ({ occasionId: state.occasionId!, adults: state.adults, children: state.children });

function reportUnavailable(state: JourneyState) {
  // Spec section 8: a slot failure sends booking_unavailable, only where the visitor allowed analytics.
  if (!allowsTracking(readConsent(document.cookie).categories)) return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event: 'booking_unavailable', store_id: state.storeId, booking_date: state.date, covers: state.adults + state.children });
}

/**
 * The booking journey in the browser (spec section 4): the server's markup and first state, carried on through the
 * booking API. Actions go through `apply`, which runs the pure reducer at once so that the async steps below always
 * read the latest state, and a newer request makes an older one's answer be ignored.
 */
export function BookingJourney({
  initial,
  restaurant,
  formAction,
  today,
  submission,
  botCheck,
  loadOnMount = false,
  changeRestaurant,
  onRestaurantChosen,
  flat = false,
  idPrefix,
}: BookingJourneyProps) {
  const [state, dispatch] = useReducer(journeyReducer, initial);
  const latest = useRef(initial);
  const sequence = useRef(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const generatedId = useId();
  const prefix = idPrefix ?? `journey-${generatedId.replace(/[^\w-]/g, '')}`;

  const apply = (action: JourneyAction) => {
    latest.current = journeyReducer(latest.current, action);
    dispatch(action);
  };
  const current = () => latest.current;
  const newRequest = () => ++sequence.current;
  const stale = (request: number) => request !== sequence.current;

  async function loadOccasions(date: string, searchAhead: boolean) {
    const request = newRequest();
    apply({ type: 'occasionsLoading' });
    for (let offset = 0; offset < (searchAhead ? FIRST_DATE_SEARCH_DAYS : 1); offset++) {
      const day = addDays(date, offset);
      const answer = await fetchOccasions(restaurant.storeId, day);
      if (stale(request)) return;
      if (answer.ok) return apply({ type: 'occasionsLoaded', date: day, occasions: answer.data.occasions, restrictions: answer.data.restrictions });
      if (!searchAhead || !NO_OCCASIONS_CODES.has(answer.code ?? 0)) return apply({ type: 'occasionsFailed', message: answer.message });
    }
    apply({ type: 'occasionsFailed', message: 'Sorry, this restaurant has no free tables in the next two weeks. Please call the restaurant.' });
  }

  async function showAlternatives(wanted: string, request: number) {
    const alternatives = await loadAlternatives(current(), wanted);
    if (!stale(request)) apply({ type: 'alternativesLoaded', alternatives });
  }

  async function loadSlots(preferredTime: string | null = null) {
    const request = newRequest();
    const state = current();
    apply({ type: 'slotsLoading' });
    const answer = await fetchSlots(state.storeId, partyOf(state), state.date, state.menuId, state.areaId);
    if (stale(request)) return;
    if (answer.ok) {
      apply({ type: 'slotsLoaded', slots: answer.data.dates[0]?.times ?? [] });
      if (preferredTime) apply({ type: 'timeChanged', time: preferredTime });
      return;
    }
    apply({ type: 'slotsFailed', message: answer.message });
    if (answer.code === 4) reportUnavailable(current());
    await showAlternatives(preferredTime ?? DEFAULT_TIME, request);
  }

  /** Step two's menus and areas for the occasion, party and date, then its times. */
  async function loadTimes(preferredTime: string | null = null) {
    const request = newRequest();
    const state = current();
    apply({ type: 'slotsLoading' });
    const choices = await fetchChoices(state.storeId, partyOf(state), state.date);
    if (stale(request)) return;
    if (!choices.ok) {
      apply({ type: 'slotsFailed', message: choices.message });
      return showAlternatives(preferredTime ?? DEFAULT_TIME, request);
    }
    apply({ type: 'choicesLoaded', menus: choices.data.menus, areas: choices.data.areas });
    await loadSlots(preferredTime);
  }

  async function loadRequirements() {
    const request = newRequest();
    const state = current();
    const answer = await fetchRequirements(state.storeId, partyOf(state), state.date, state.time!, state.menuId, state.areaId);
    if (stale(request)) return;
    apply(answer.ok ? { type: 'requirementsLoaded', requirements: answer.data } : { type: 'failed', message: answer.message });
  }

  const goToStep = (step: JourneyStep) => {
    apply({ type: 'stepChanged', step });
    if (step === 1) void loadOccasions(current().date, false);
    if (step === 2 && current().slotsState !== 'ready') void loadTimes();
  };

  const submitParty = () => {
    const state = current();
    if (state.busy || !selectedOccasion(state) || isPartyTooLarge(state)) return;
    const parsed = partyStepSchema.safeParse({ date: state.date, occasionId: state.occasionId, adults: state.adults, children: state.children });
    if (!parsed.success)
      return apply({ type: 'invalid', errors: Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])) });
    apply({ type: 'stepChanged', step: 2 });
    void loadTimes();
  };

  const submitTime = () => {
    const state = current();
    if (state.busy || state.slotsState !== 'ready' || !state.time) return apply({ type: 'invalid', errors: state.time ? {} : { time: 'Choose a time.' } });
    apply({ type: 'stepChanged', step: 3 });
    void loadRequirements();
  };

  async function submitDetails(customer: Customer, card: DropIn | null, proofs: SubmissionProofs) {
    const state = current();
    const cardNeeded = Boolean(state.requirements?.isCardGuaranteeRequired);
    if (state.busy || (cardNeeded && !card)) return;
    const occasion = selectedOccasion(state);
    const slot = state.slots.find((candidate) => candidate.time === state.time);
    const endpoint = endpointFor(occasion, slot);
    apply({ type: 'submitting', customer: { ...customer, phoneNumber: customer.phoneNumber ?? '' } });
    const request = newRequest();
    let cardCustomerId: string | null = null;
    if (card) {
      const guarantee = await guaranteeCard(card, customer, proofs.card);
      if (stale(request)) return;
      if (!guarantee.ok) return apply({ type: 'failed', message: guarantee.message });
      cardCustomerId = guarantee.customerId;
    }
    const answer = await placeBooking(
      state.storeId,
      endpoint,
      {
        occasionId: state.occasionId!,
        adults: state.adults,
        children: state.children,
        bookingDate: state.date,
        time: state.time!,
        menuId: state.menuId,
        areaId: state.areaId,
        customer,
        cardCustomerId,
        botCheck: proofs.booking,
      },
      crypto.randomUUID(),
    );
    if (stale(request)) return;
    if (answer.ok && answer.data.bookingReference) {
      const kind = endpoint === 'enquiry' ? 'enquiry' : endpoint === 'events' ? 'event' : 'table';
      return apply({
        type: 'booked',
        confirmation: {
          reference: answer.data.bookingReference,
          manageUrl: answer.data.manageUrl ?? null,
          status: answer.data.bookingStatus === 2 ? 'enquiry' : answer.data.bookingStatus === 3 ? 'unconfirmed' : 'confirmed',
          kind,
        },
      });
    }
    if (!answer.ok && answer.slotTaken) {
      // Status 9: back to the times, details kept, the taken time gone, alternatives around it.
      const taken = state.time!;
      apply({ type: 'slotTaken', message: answer.message });
      await loadSlots();
      return showAlternatives(taken, sequence.current);
    }
    if (!answer.ok && answer.cardReason) return apply({ type: 'cardAsked', reason: answer.cardReason });
    apply({ type: 'failed', message: answer.ok ? 'Sorry, something went wrong. Please try again.' : answer.message });
  }

  const stepKey = state.confirmation ? 'thanks' : state.step;
  const firstRender = useRef(true);
  useEffect(() => {
    // Each step (and the thanks) takes focus at its heading, so keyboard and screen reader users start there.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [stepKey]);

  /**
   * Choices made in the server's form before this code arrived (the journey hydrates on first interaction), carried
   * on as if made here: a new date loads what it offers, a new occasion resets the party as it does here. True when
   * something was replayed.
   */
  function replayEarlyChoices(form: FormData): boolean {
    const state = current();
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : null;
    };
    const numberOrNull = (name: string) => (text(name) ? Number(text(name)) : null);
    const date = text('date');
    if (state.confirmation || state.step === 3) return false;
    if (date && date !== state.date) {
      if (state.step === 1) partyHandlers.dateChanged(date);
      else timeHandlers.slotDateChanged(date);
      return true;
    }
    // Each field is compared with the server's state: only what the diner changed is replayed, in the fields' order.
    if (state.step === 1) {
      const occasionId = numberOrNull('occasionId');
      if (occasionId !== null && occasionId !== state.occasionId) partyHandlers.occasionChanged(occasionId);
      const adults = numberOrNull('adults');
      if (adults !== null && adults !== state.adults) partyHandlers.coversChanged(adults);
    } else {
      const menuId = numberOrNull('menuId');
      const areaId = numberOrNull('areaId');
      if (form.has('menuId') && menuId !== state.menuId) timeHandlers.menuChanged(menuId);
      else if (form.has('areaId') && areaId !== state.areaId) timeHandlers.areaChanged(areaId);
      const time = text('time');
      if (time && time !== state.time) timeHandlers.timeChanged(time);
    }
    return current() !== state;
  }

  const partyHandlers: PartyHandlers = {
    dateChanged: (date) => {
      apply({ type: 'dateChanged', date });
      void loadOccasions(date, false);
    },
    occasionChanged: (occasionId) => apply({ type: 'occasionChanged', occasionId }),
    coversChanged: (adults) => apply({ type: 'coversChanged', adults }),
    occasionForParty: (occasionId, adults) => {
      apply({ type: 'occasionChanged', occasionId });
      apply({ type: 'coversChanged', adults });
    },
    submitParty,
  };

  const timeHandlers: TimeHandlers = {
    slotDateChanged: (date: string) => {
      apply({ type: 'dateChanged', date });
      void loadTimes();
    },
    menuChanged: (menuId: number | null) => {
      apply({ type: 'menuChanged', menuId });
      void loadSlots();
    },
    areaChanged: (areaId: number | null) => {
      apply({ type: 'areaChanged', areaId });
      void loadSlots();
    },
    timeChanged: (time: string) => apply({ type: 'timeChanged', time }),
    submitTime,
    goToStep,
    alternativeChosen: (date: string, time: string) => {
      if (date === current().date && current().slots.some((slot) => slot.time === time)) return apply({ type: 'timeChanged', time });
      apply({ type: 'dateChanged', date });
      void loadTimes(time);
    },
    restaurantChosen: onRestaurantChosen ? (storeId: number, time: string) => onRestaurantChosen(storeId, current().date, time) : undefined,
  };

  useEffect(() => {
    // Tells tests and styles that the journey runs here now (it hydrates on first interaction).
    rootRef.current?.setAttribute('data-interactive', '');
    const form = rootRef.current?.querySelector('form');
    if (form && replayEarlyChoices(new FormData(form))) return;
    // A cached page may have been made on an earlier day: step one asks again for today.
    if (loadOnMount || (initial.step === 1 && initial.date < new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date()))) {
      void loadOccasions(loadOnMount ? initial.date : today, true);
    }
    // Mount only: later loads follow the diner's actions.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div ref={rootRef} className={`${styles.journey} ${flat ? styles.flat : ''}`} data-booking-journey="">
      <p className={styles.restaurantLine}>
        <strong>{restaurant.title}</strong>
        {changeRestaurant && (
          <a
            className={styles.linkButton}
            href={changeRestaurant.href}
            onClick={
              changeRestaurant.onClick
                ? (event) => {
                    event.preventDefault();
                    changeRestaurant.onClick!();
                  }
                : undefined
            }
          >
            Change restaurant
          </a>
        )}
      </p>
      {!state.confirmation && (
        <ol className={styles.progress} aria-label="Booking steps">
          {(['Party', 'Date and time', 'Your details'] as const).map((label, index) => {
            const step = (index + 1) as JourneyStep;
            const done = step < state.step;
            return (
              <li key={label} aria-current={step === state.step ? 'step' : undefined} data-done={done}>
                {done ? (
                  <a
                    href={stepHref(formAction, state, step)}
                    onClick={(event) => {
                      event.preventDefault();
                      goToStep(step);
                    }}
                  >
                    {label}
                  </a>
                ) : (
                  <span>{label}</span>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {state.notice && !state.confirmation && (
        <div className={styles.notice} role="alert" data-testid="journey-notice">
          <p>{state.notice.message}</p>
          {restaurant.phone && state.notice.kind === 'error' && (
            <p>
              You can also call {restaurant.title} on <a href={telHref(restaurant.phone)}>{restaurant.phone}</a>.
            </p>
          )}
        </div>
      )}
      {state.confirmation ? (
        <JourneyThanks state={state} confirmation={state.confirmation} restaurantTitle={restaurant.title} headingRef={headingRef} />
      ) : state.step === 1 ? (
        <PartyStep state={state} prefix={prefix} formAction={formAction} today={today} headingRef={headingRef} on={partyHandlers} />
      ) : state.step === 2 ? (
        <TimeStep state={state} prefix={prefix} formAction={formAction} today={today} headingRef={headingRef} on={timeHandlers} />
      ) : (
        <DetailsStep
          state={state}
          prefix={prefix}
          formAction={formAction}
          submission={submission}
          phone={restaurant.phone}
          botCheck={botCheck}
          headingRef={headingRef}
          on={{ submitDetails, goToStep }}
        />
      )}
    </div>
  );
}
