'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useRef, useState, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import type { BotCheckClientConfig } from '@/features/bot-check/client-config';
import type { BookingModalProps } from '@/features/booking/components/booking-modal.client';
import { headerBookingHref, isCenterParcsPath } from '@/features/routing/booking-link';
import { hashScrollOffset } from '@/lib/scrolling';

/** The page's own booking area starts: it scrolls smoothly into view below the sticky header and takes focus. */
function startLocalBooking(area: HTMLElement) {
  const headerHeight = document.getElementById('site-header')?.offsetHeight ?? 0;
  const top = area.getBoundingClientRect().top + window.scrollY - hashScrollOffset(window.innerWidth, headerHeight);
  window.scrollTo({ top, behavior: 'smooth' });
  const start = area.querySelector<HTMLElement>('[data-booking-journey] h3[tabindex], select, input:not([type="hidden"]), button, a[href]');
  start?.focus({ preventScroll: true });
}

/**
 * Book Now (spec section 2). Without JavaScript a link: the restaurant's own booking area, or the home page's. With it:
 * a booking thanks message on the page resets the form by reloading; a Center Parcs restaurant says it cannot be
 * booked online; a page with a booking area (home, restaurant and book-now pages) starts it; any other page opens the
 * booking modal, whose code loads on this first click.
 */
type Props = {
  bookableRestaurantPaths: string[];
  /** The booking modal's bot-check settings, made on the server (botCheckClientConfig). */
  botCheck: BotCheckClientConfig;
  className: string;
  children: ReactNode;
};

export function BookNowLink({ bookableRestaurantPaths, botCheck, className, children }: Props) {
  const pathname = usePathname();
  const href = headerBookingHref(pathname, bookableRestaurantPaths);
  const link = useRef<HTMLAnchorElement>(null);
  const [modal, setModal] = useState<{ Modal: ComponentType<BookingModalProps>; mode: BookingModalProps['mode'] } | null>(null);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (document.querySelector('[data-booking-thanks]')) return window.location.reload();
    const centerParcs = isCenterParcsPath(pathname);
    const area = document.querySelector<HTMLElement>('[data-booking-area]');
    if (!centerParcs && area) return startLocalBooking(area);
    void import('@/features/booking/components/booking-modal.client').then(({ BookingModal }) =>
      setModal({ Modal: BookingModal, mode: centerParcs ? 'cannot-book' : 'journey' }),
    );
  };

  const close = () => {
    setModal(null);
    link.current?.focus();
  };

  return (
    <>
      <Link
        ref={link}
        href={href}
        className={className}
        data-testid="header-book-now"
        data-waits-for-scripts
        onClick={onClick}
        aria-haspopup={modal ? 'dialog' : undefined}
      >
        {children}
      </Link>
      {modal && <modal.Modal mode={modal.mode} botCheck={botCheck} onClose={close} />}
    </>
  );
}
