import type { Ref } from 'react';
import type { Confirmation, JourneyState } from '@/features/booking/journey/journey-state';
import { UNCONFIRMED_HOLD_MINUTES } from '@/features/booking/domain/unconfirmed-hold';
import { longDateLabel } from '@/lib/date-labels';
import styles from './journey.module.css';

const headings: Record<Confirmation['kind'], Record<Confirmation['status'], string>> = {
  table: { confirmed: 'Your table is booked', unconfirmed: 'Nearly done: please confirm your booking', enquiry: 'Thank you for your enquiry' },
  event: { confirmed: 'Your place is booked', unconfirmed: 'Nearly done: please confirm your booking', enquiry: 'Thank you for your enquiry' },
  enquiry: { confirmed: 'Thank you for your enquiry', unconfirmed: 'Thank you for your enquiry', enquiry: 'Thank you for your enquiry' },
};

/** The thanks screen: the reference (kept in the state) and the link to manage the booking. Book Now reloads the page from here. */
export function JourneyThanks({
  state,
  confirmation,
  restaurantTitle,
  headingRef,
}: {
  state: JourneyState;
  confirmation: Confirmation;
  restaurantTitle: string;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const enquiry = confirmation.status === 'enquiry';
  return (
    <div className={styles.thanks} data-booking-thanks="">
      <h3 tabIndex={-1} ref={headingRef} className={styles.stepHeading}>
        {headings[confirmation.kind][confirmation.status]}
      </h3>
      <p className={styles.reference} role="status">
        Reference <strong data-testid="booking-reference">{confirmation.reference}</strong>
      </p>
      <p>
        {confirmation.status === 'unconfirmed'
          ? `We have emailed a link to ${state.customer.email}. Open it and press “Confirm my booking” within ${UNCONFIRMED_HOLD_MINUTES} minutes: until then we hold your table at ${restaurantTitle}, and after that it is released for other diners.`
          : enquiry
            ? `We have sent your enquiry for ${longDateLabel(state.date)} at ${state.time} to ${restaurantTitle}. The team will come back to you by email, usually within a day.`
            : `See you at ${restaurantTitle} on ${longDateLabel(state.date)} at ${state.time}. We have emailed your confirmation to ${state.customer.email}.`}
      </p>
      {confirmation.manageUrl && (
        <p>
          <a className="button button--secondary" href={confirmation.manageUrl}>
            View or change your booking
          </a>
        </p>
      )}
    </div>
  );
}
