'use client';

import { Link } from '@payloadcms/ui';
import { usePathname } from 'next/navigation';
import { DAY_SHEET_PATH } from '../day-sheet-paths';

/** Apart from the first group of collections under it. */
const gap = { marginBottom: '0.75rem' };

/** Drawn as Payload draws its own nav links (its classes), marked as the current page while the sheet is open. */
export function DaySheetNavLinkClient() {
  const current = usePathname() === DAY_SHEET_PATH;
  const label = (
    <>
      {current && <div className="nav__link-indicator" />}
      <span className="nav__link-label">Day sheet</span>
    </>
  );
  if (current)
    return (
      <div className="nav__link" id="nav-day-sheet" aria-current="page" style={gap}>
        {label}
      </div>
    );
  return (
    <Link className="nav__link" href={DAY_SHEET_PATH} id="nav-day-sheet" prefetch={false} style={gap}>
      {label}
    </Link>
  );
}
