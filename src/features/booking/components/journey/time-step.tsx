import type { FormEvent, MouseEvent, Ref } from 'react';
import { carriedFields, stepHref } from '@/features/booking/journey/journey-params';
import { selectedOccasion, type JourneyState } from '@/features/booking/journey/journey-state';
import { addDays } from '@/lib/london-time';
import { longDateLabel, shortDateLabel } from '@/lib/date-labels';
import { AlternativesList, type AlternativeHandlers } from './alternatives-list';
import { FieldError, RequiredMark } from '@/components/forms/form-parts';
import { WaitlistLink } from '@/features/waitlist/components/waitlist-link';
import { StepFooter } from './step-footer';
import styles from './journey.module.css';

export type TimeHandlers = AlternativeHandlers & {
  slotDateChanged: (date: string) => void;
  menuChanged: (menuId: number | null) => void;
  areaChanged: (areaId: number | null) => void;
  timeChanged: (time: string) => void;
  submitTime: () => void;
  goToStep: (step: 1) => void;
};

type Props = { state: JourneyState; prefix: string; formAction: string; today: string; headingRef: Ref<HTMLHeadingElement>; on: TimeHandlers };

const guests = (count: number) => `${count} ${count === 1 ? 'guest' : 'guests'}`;

/**
 * Step two (spec section 4): the day (by the date field or a day either side), the menu and seating area the occasion
 * offers, and the free times as a radio group. Without JavaScript "Show times" asks the server again.
 */
export function TimeStep({ state, prefix, formAction, today, headingRef, on }: Props) {
  const occasion = selectedOccasion(state);
  const dayHref = (date: string) => stepHref(formAction, { ...state, date }, 2);
  const goToDay = (date: string) => (event: MouseEvent) => {
    event.preventDefault();
    on.slotDateChanged(date);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    on.submitTime();
  };
  const previous = addDays(state.date, -1);
  return (
    <form method="get" action={`${formAction}#booking`} onSubmit={submit} noValidate aria-labelledby={`${prefix}-step-heading`}>
      {carriedFields(state, 2)
        .filter(([name]) => name !== 'date')
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      <h3 id={`${prefix}-step-heading`} className={styles.stepHeading} tabIndex={-1} ref={headingRef}>
        Date and time
      </h3>
      <div className={styles.summary}>
        <p>
          {occasion?.name} for {guests(state.adults + state.children)}.{' '}
          <a
            href={stepHref(formAction, state, 1)}
            onClick={(event) => {
              event.preventDefault();
              on.goToStep(1);
            }}
          >
            Change<span className="visually-hidden"> party or occasion</span>
          </a>
        </p>
      </div>
      <div className={styles.fields}>
        <div className={styles.field}>
          <label htmlFor={`${prefix}-slot-date`}>
            Date
            <RequiredMark />
          </label>
          <div className={styles.dateRow}>
            <a
              className={styles.dayLink}
              href={dayHref(previous)}
              onClick={goToDay(previous)}
              aria-disabled={previous < today || undefined}
              aria-label={`Previous day, ${longDateLabel(previous)}`}
            >
              ‹
            </a>
            <input
              id={`${prefix}-slot-date`}
              className={styles.input}
              type="date"
              name="date"
              required
              min={today}
              value={state.date}
              onChange={(event) => event.target.value && on.slotDateChanged(event.target.value)}
              aria-describedby={`${prefix}-slot-date-label`}
            />
            <a
              className={styles.dayLink}
              href={dayHref(addDays(state.date, 1))}
              onClick={goToDay(addDays(state.date, 1))}
              aria-label={`Next day, ${longDateLabel(addDays(state.date, 1))}`}
            >
              ›
            </a>
          </div>
          <p id={`${prefix}-slot-date-label`} className={styles.hint}>
            {longDateLabel(state.date)}
          </p>
        </div>

        {(state.menus.length > 1 || state.areas.length > 0) && (
          <div className={`${styles.fields} ${styles.twoColumns}`}>
            {state.menus.length > 0 && (
              <div className={styles.field}>
                <label htmlFor={`${prefix}-menu`}>Menu</label>
                <select
                  id={`${prefix}-menu`}
                  className={styles.input}
                  name="menuId"
                  value={state.menuId ?? ''}
                  onChange={(event) => on.menuChanged(event.target.value ? Number(event.target.value) : null)}
                >
                  {state.menus.map((menu) => (
                    <option key={menu.id} value={menu.id}>
                      {menu.name}
                      {menu.price ? ` (£${menu.price.toFixed(2)} a head)` : ''}
                    </option>
                  ))}
                </select>
              </div>
            )}
            {state.areas.length > 0 && (
              <div className={styles.field}>
                <label htmlFor={`${prefix}-area`}>Seating area</label>
                <select
                  id={`${prefix}-area`}
                  className={styles.input}
                  name="areaId"
                  value={state.areaId ?? ''}
                  onChange={(event) => on.areaChanged(event.target.value ? Number(event.target.value) : null)}
                >
                  <option value="">No preference</option>
                  {state.areas.map((area) => (
                    <option key={area.id} value={area.id}>
                      {area.name}
                    </option>
                  ))}
                </select>
              </div>
            )}
          </div>
        )}
        {state.menus.length === 1 && <input type="hidden" name="menuId" value={state.menus[0]!.id} />}
        <noscript>
          <button type="submit" name="step" value="2" className="button button--outline">
            Show times
          </button>
        </noscript>

        <fieldset
          className={styles.fieldset}
          aria-describedby={state.errors.time ? `${prefix}-time-error` : undefined}
          aria-busy={state.slotsState === 'loading'}
        >
          <legend className={styles.legend}>
            Time on {shortDateLabel(state.date)}
            <RequiredMark />
          </legend>
          {state.slotsState === 'loading' && (
            <p className={styles.busy}>
              <span className={styles.spinner} aria-hidden="true" /> Finding free tables…
            </p>
          )}
          {state.slots.length > 0 && (
            <div className={styles.slots}>
              {state.slots.map((slot) => (
                <label key={slot.time} className={styles.choice}>
                  <input type="radio" name="time" value={slot.time} checked={slot.time === state.time} onChange={() => on.timeChanged(slot.time)} />
                  <span>
                    {slot.time}
                    {slot.canEnquire && <small>enquiry</small>}
                  </span>
                </label>
              ))}
            </div>
          )}
          {state.slotsState === 'ready' && state.slots.some((slot) => slot.canEnquire) && (
            <p className={styles.hint}>
              Times marked “enquiry” have no table free for your party yet: send an enquiry and the restaurant will come back to you.
            </p>
          )}
          <FieldError formId={prefix} field="time" error={state.errors.time} />
        </fieldset>
        {state.alternatives && <AlternativesList state={state} formAction={formAction} on={on} />}
        {(state.slotsState === 'ready' || state.slotsState === 'failed') && <WaitlistLink state={state} className={styles.hint} />}
      </div>
      <StepFooter
        busy={state.busy}
        busyText="One moment…"
        disabled={state.slotsState !== 'ready' || !state.time}
        name="step"
        value="3"
        back={
          <a
            href={stepHref(formAction, state, 1)}
            onClick={(event) => {
              event.preventDefault();
              on.goToStep(1);
            }}
          >
            Back
          </a>
        }
      >
        Continue
      </StepFooter>
    </form>
  );
}
