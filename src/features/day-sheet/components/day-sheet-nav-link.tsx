import 'server-only';
import type { ServerProps } from 'payload';
import { mayUseDaySheet } from '../day-sheet-access';
import { DaySheetNavLinkClient } from './day-sheet-nav-link.client';

/** The day sheet's entry at the top of the admin's nav, for the roles it serves (admin.components.beforeNavLinks). */
export function DaySheetNavLink({ user }: ServerProps) {
  return mayUseDaySheet(user) ? <DaySheetNavLinkClient /> : null;
}
