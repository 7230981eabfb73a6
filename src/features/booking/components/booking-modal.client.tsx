'use client';

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { messageForCode } from '@/features/api/service-results';
import { CANNOT_BOOK_ONLINE_MESSAGE } from '@/features/booking/domain/online-booking-rule';
import { bookingLocationsOnce } from '@/features/booking/journey/browser-alternatives';
import { initialJourney } from '@/features/booking/journey/journey-state';
import type { BookingLocation } from '@/features/booking/online-booking-by-store';
import { londonDateOf } from '@/lib/date-labels';
import { BookingJourney } from './journey/booking-journey.client';
import { LocationList } from './location-list.client';
import styles from './booking-modal.module.css';

import type { BotCheckClientConfig } from '@/features/bot-check/client-config';

/** `botCheck`: the journey's bot-check settings, made on the server (the site header passes them down). */
export type BookingModalProps = { mode: 'journey' | 'cannot-book'; botCheck: BotCheckClientConfig; onClose: () => void };

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab wrap around inside the dialog, so focus never leaves it while it is open. */
function trapFocus(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(focusableSelector)].filter((element) => element.offsetParent !== null);
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

type Chosen = { location: BookingLocation; date: string };

/**
 * The booking modal (spec sections 2 and 4): 'Please select a location.' with the location list, then 'Create your
 * booking' with the three steps; back to location choice at any time; one location is chosen by itself. A native
 * modal dialog: the page behind is inert, Escape, the Close button and a click outside close it, and the opener
 * (Book Now) takes focus back.
 */
export function BookingModal({ mode, botCheck, onClose }: BookingModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [locations, setLocations] = useState<BookingLocation[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const today = londonDateOf(new Date());

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  useEffect(() => {
    if (mode !== 'journey') return;
    bookingLocationsOnce().then(
      (list) => {
        setLocations(list);
        if (list.length === 1 && list[0]!.online.bookable) setChosen({ location: list[0]!, date: today });
      },
      () => setFailure(messageForCode(undefined)),
    );
  }, [mode, today]);

  // The dialog closes first, so the page is no longer inert when the opener takes focus back.
  const close = () => {
    dialog.current?.close();
    onClose();
  };

  const choose = (next: Chosen | null) => {
    setChosen(next);
    // The heading changes ('Create your booking' or back to the list): focus follows, so it is read out.
    requestAnimationFrame(() => heading.current?.focus());
  };

  const title = mode === 'cannot-book' ? 'Book a table' : chosen ? 'Create your booking' : 'Please select a location.';
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="booking-modal-heading"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => event.target === dialog.current && close()}
      onKeyDown={trapFocus}
      data-testid="booking-modal"
    >
      <div className={styles.body}>
        <div className={styles.top}>
          <h2 id="booking-modal-heading" ref={heading} tabIndex={-1} className={styles.heading}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={close} aria-label="Close">
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {mode === 'cannot-book' ? (
          <p>{CANNOT_BOOK_ONLINE_MESSAGE}</p>
        ) : chosen ? (
          <BookingJourney
            key={`${chosen.location.storeId}-${chosen.date}`}
            initial={initialJourney(chosen.location.storeId, chosen.date)}
            restaurant={chosen.location}
            formAction={chosen.location.journeyPath}
            today={today}
            submission={crypto.randomUUID()}
            botCheck={botCheck}
            loadOnMount
            flat
            changeRestaurant={locations && locations.length > 1 ? { href: '/book-now#booking', onClick: () => choose(null) } : undefined}
            onRestaurantChosen={(storeId, date) => {
              const location = locations?.find((candidate) => candidate.storeId === storeId);
              if (location) choose({ location, date });
            }}
          />
        ) : failure ? (
          <p role="alert">{failure}</p>
        ) : locations ? (
          <LocationList locations={locations} onChoose={(location) => choose({ location, date: today })} />
        ) : (
          <p role="status">Loading restaurants…</p>
        )}
      </div>
    </dialog>
  );
}
