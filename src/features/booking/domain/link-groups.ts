import type { LinkGroup } from '@/features/booking/domain/types';

/**
 * Spec section 4: an occasion's link group filters the menus (or areas) offered with it. Inclusive keeps only the
 * linked items; exclusive removes them, so an exclusive group with no ids keeps everything.
 *
 * An inclusive group with no ids is read as "no link group" and keeps everything too: that is how a newly created
 * occasion arrives from the back-office before anyone links menus to it, and hiding every menu and area of an
 * unconfigured occasion would make it unbookable without telling anyone why.
 */
export const applyLinkGroup = <T extends { id: number }>(items: readonly T[], group: LinkGroup): T[] => {
  if (group.ids.length === 0) return [...items];
  const linked = new Set(group.ids);
  return items.filter((item) => linked.has(item.id) === (group.type === 'inclusive'));
};

/** The selection survives a change of occasion only if it is still offered: "If nothing is left, the menu or area is cleared." */
export const keepOrClear = (selectedId: number | null, items: readonly { id: number }[]): number | null =>
  selectedId !== null && items.some((item) => item.id === selectedId) ? selectedId : null;
