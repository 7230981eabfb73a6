import 'server-only';
import { DefaultDashboard } from '@payloadcms/next/views';
import { Gutter } from '@payloadcms/ui';
import type { ComponentProps } from 'react';
import { userHasRole } from '@/access/roles';
import { DaySheetBody } from './day-sheet-body';

type Props = ComponentProps<typeof DefaultDashboard>;

/**
 * The back-office's home (admin.components.views.dashboard): a restaurant manager's work is the day, so their
 * dashboard is the day sheet, at /admin itself (docs/decisions/0065); everyone else keeps Payload's dashboard.
 */
export function StaffDashboard(props: Props) {
  const { user, searchParams } = props;
  if (userHasRole(user, 'restaurant-manager') && !userHasRole(user, 'admin')) {
    return (
      <Gutter>
        <DaySheetBody user={user} searchParams={searchParams} />
      </Gutter>
    );
  }
  return <DefaultDashboard {...props} />;
}
