'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { headerBookingHref } from '@/features/routing/booking-link';

export function BookNowLink({ bookableRestaurantPaths, className, children }: { bookableRestaurantPaths: string[]; className: string; children: ReactNode }) {
  const href = headerBookingHref(usePathname(), bookableRestaurantPaths);
  return (
    <Link href={href} className={className} data-testid="header-book-now">
      {children}
    </Link>
  );
}
