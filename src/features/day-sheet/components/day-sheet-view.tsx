import 'server-only';
import { HydrateAuthProvider, SetStepNav } from '@payloadcms/ui';
import { DefaultTemplate } from '@payloadcms/next/templates';
import { Gutter } from '@payloadcms/ui';
import { redirect } from 'next/navigation';
import type { AdminViewServerProps } from 'payload';
import { DAY_SHEET_PATH } from '../day-sheet-paths';
import { DaySheetBody } from './day-sheet-body';

/**
 * /admin/day-sheet, a view of Payload's admin (admin.components.views in payload.config.ts). Payload renders a
 * custom view bare and lets anyone reach it, so this view signs the visitor in and draws the admin's frame itself.
 */
export async function DaySheetView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult;
  if (!req.user) {
    const query = new URLSearchParams(
      Object.entries(searchParams ?? {}).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : [])),
    ).toString();
    redirect(`/admin/login?redirect=${encodeURIComponent(`${DAY_SHEET_PATH}${query ? `?${query}` : ''}`)}`);
  }
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={req.user}
      visibleEntities={visibleEntities}
    >
      <HydrateAuthProvider permissions={permissions} />
      <SetStepNav nav={[{ label: 'Day sheet' }]} />
      <Gutter>
        <DaySheetBody user={req.user} searchParams={searchParams} />
      </Gutter>
    </DefaultTemplate>
  );
}
