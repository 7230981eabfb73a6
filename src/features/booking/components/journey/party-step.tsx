import type { FormEvent, Ref } from 'react';
import { MAX_TABLE_BOOKING_COVERS } from '@/features/booking/domain/refusals';
import { carriedFields, groupBookingHref } from '@/features/booking/journey/journey-params';
import { coverRange, coversOf, isPartyTooLarge, selectedOccasion, type JourneyState, type OccasionOption } from '@/features/booking/journey/journey-state';
import { describedBy, FieldError, RequiredMark } from '@/components/forms/form-parts';
import { StepFooter } from './step-footer';
import styles from './journey.module.css';

export type PartyHandlers = {
  dateChanged: (date: string) => void;
  occasionChanged: (occasionId: number) => void;
  coversChanged: (adults: number) => void;
  /** A bigger party than this occasion takes: switch to one that takes it, keeping the party. */
  occasionForParty: (occasionId: number, adults: number) => void;
  submitParty: () => void;
};

type Props = { state: JourneyState; prefix: string; formAction: string; today: string; headingRef: Ref<HTMLHeadingElement>; on: PartyHandlers };

const guests = (count: number) => `${count} ${count === 1 ? 'guest' : 'guests'}`;

/** What a party too big for the chosen occasion can do instead: another occasion that takes it, or the group enquiry. */
function BiggerParty({ state, on }: { state: JourneyState; on: PartyHandlers }) {
  const covers = coversOf(state);
  const fitting = state.occasions.filter(
    (occasion: OccasionOption) => occasion.id !== state.occasionId && coverRange(occasion).min <= covers && covers <= coverRange(occasion).max,
  );
  return (
    <div className={styles.info} role="status">
      {covers > MAX_TABLE_BOOKING_COVERS ? (
        <p>Online bookings are for up to {MAX_TABLE_BOOKING_COVERS} guests. For a bigger party, tell us your plans and the team will find you the space.</p>
      ) : (
        <p>
          {selectedOccasion(state)?.name} is for up to {guests(coverRange(selectedOccasion(state)).max)}.
          {fitting.length > 0 ? ' These occasions take a party your size:' : ' For a bigger party, send us a group enquiry.'}
        </p>
      )}
      {covers <= MAX_TABLE_BOOKING_COVERS && fitting.length > 0 && (
        <p className={styles.altList}>
          {fitting.map((occasion) => (
            <button key={occasion.id} type="button" className="button button--outline" onClick={() => on.occasionForParty(occasion.id, covers)}>
              {occasion.name} for {covers}
            </button>
          ))}
        </p>
      )}
      <p>
        <a href={groupBookingHref({ storeId: state.storeId, date: state.date, covers })}>Make a group enquiry for {guests(covers)}</a>
      </p>
    </div>
  );
}

/** Step one (spec section 4): the date, the occasion (the first is the default) and the party, limited by the occasion and by 20. */
export function PartyStep({ state, prefix, formAction, today, headingRef, on }: Props) {
  const occasion = selectedOccasion(state);
  // Without an occasion chosen (no script yet), the date's limits across its occasions (the "restrictions") apply.
  const range = occasion
    ? coverRange(occasion)
    : { min: state.restrictions?.minCovers ?? 1, max: Math.min(state.restrictions?.maxCovers ?? MAX_TABLE_BOOKING_COVERS, MAX_TABLE_BOOKING_COVERS) };
  const options = Array.from({ length: range.max - range.min + 1 }, (_, index) => range.min + index);
  const tooLarge = isPartyTooLarge(state);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    on.submitParty();
  };
  return (
    <form method="get" action={`${formAction}#booking`} onSubmit={submit} noValidate aria-labelledby={`${prefix}-step-heading`}>
      {carriedFields(state, 1).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <h3 id={`${prefix}-step-heading`} className={styles.stepHeading} tabIndex={-1} ref={headingRef}>
        Party and occasion
      </h3>
      <div className={styles.fields}>
        <div className={styles.field}>
          <label htmlFor={`${prefix}-date`}>
            Date
            <RequiredMark />
          </label>
          <input
            id={`${prefix}-date`}
            className={styles.input}
            type="date"
            name="date"
            required
            min={today}
            value={state.date}
            onChange={(event) => event.target.value && on.dateChanged(event.target.value)}
            {...describedBy(prefix, 'date', state.errors.date)}
          />
          <FieldError formId={prefix} field="date" error={state.errors.date} />
          {/* Without JavaScript a new date is only read when the form is sent: this asks for its occasions at once. */}
          <noscript>
            <button type="submit" name="step" value="1" className={`button button--outline ${styles.update}`}>
              Update<span className="visually-hidden"> occasions for this date</span>
            </button>
          </noscript>
        </div>

        {state.restrictionsFailed ? (
          <div className={styles.stepImage}>
            <svg width="96" height="96" viewBox="0 0 96 96" aria-hidden="true" focusable="false">
              <circle cx="48" cy="48" r="44" fill="#fdc533" />
              <circle cx="48" cy="48" r="30" fill="#fff" stroke="#3c3c3c" strokeWidth="4" />
              <path
                d="M30 20v20M36 20v20M42 20v20M30 40h12M36 40v36M66 20c-8 4-8 22 0 24v32"
                fill="none"
                stroke="#3c3c3c"
                strokeWidth="4"
                strokeLinecap="round"
              />
            </svg>
            <p>Please choose another date.</p>
          </div>
        ) : (
          <>
            <fieldset className={styles.fieldset} {...describedBy(prefix, 'occasionId', state.errors.occasionId)}>
              <legend className={styles.legend}>
                Occasion
                <RequiredMark />
              </legend>
              <div className={styles.choices}>
                {state.occasions.map((candidate) => (
                  <label key={candidate.id} className={styles.choice}>
                    <input
                      type="radio"
                      name="occasionId"
                      value={candidate.id}
                      checked={candidate.id === state.occasionId}
                      onChange={() => on.occasionChanged(candidate.id)}
                    />
                    <span>
                      <strong>{candidate.name}</strong>
                      {candidate.description && <small>{candidate.description}</small>}
                    </span>
                  </label>
                ))}
              </div>
              <FieldError formId={prefix} field="occasionId" error={state.errors.occasionId} />
            </fieldset>

            <div className={styles.field}>
              <label htmlFor={`${prefix}-adults`}>
                Guests
                <RequiredMark />
              </label>
              <select
                id={`${prefix}-adults`}
                className={styles.input}
                name="adults"
                value={String(state.adults)}
                onChange={(event) => on.coversChanged(Number(event.target.value))}
                {...describedBy(prefix, 'adults', state.errors.adults)}
              >
                {options.map((count) => (
                  <option key={count} value={count}>
                    {guests(count)}
                  </option>
                ))}
                <option value={range.max + 1}>More than {range.max}</option>
              </select>
              <FieldError formId={prefix} field="adults" error={state.errors.adults} />
            </div>
            {tooLarge && <BiggerParty state={state} on={on} />}
          </>
        )}
      </div>
      {!state.restrictionsFailed && (
        <StepFooter busy={state.busy} busyText="Checking the date…" disabled={tooLarge || !occasion} name="step" value="2">
          Continue
        </StepFooter>
      )}
    </form>
  );
}
