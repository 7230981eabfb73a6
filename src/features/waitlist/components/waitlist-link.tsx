import type { JourneyState } from '@/features/booking/journey/journey-state';

/** The waitlist's page for this journey's restaurant, day and party, around the time the diner wanted. */
const waitlistHref = (state: Pick<JourneyState, 'storeId' | 'date' | 'adults' | 'children' | 'time' | 'alternatives'>) => {
  const time = state.alternatives?.wanted ?? state.time;
  const query = new URLSearchParams({ storeId: String(state.storeId), date: state.date, adults: String(state.adults), children: String(state.children) });
  if (time) query.set('time', time);
  return `/book-now/waitlist?${query.toString()}`;
};

/**
 * Step two's way out when the time wanted is full, or no table is free that day: a plain link (it works before and
 * without JavaScript) to the waitlist's form, the day and party filled in.
 */
export function WaitlistLink({ state, className }: { state: JourneyState; className?: string }) {
  return (
    <p className={className}>
      No time that suits you?{' '}
      <a href={waitlistHref(state)} data-testid="waitlist-link">
        Tell me if a table frees up
      </a>
    </p>
  );
}
