// The side menu: one entry per list or main screen of the route table that her privileges open, grouped by area in
// the areas' order. Sub-pages (add, edit, one record) are reached from their screens, and her own account pages
// (every admin's) from the top bar, never from the menu.
import { EVERY_ADMIN_URLS } from '@golightly/admin-rules';
import { adminUrlOf } from '../auth/admin-access';
import { AREAS, menuPathOf, type AdminArea, type AdminScreenRoute } from '../routes/admin-screen';

export interface MenuEntry {
  /** Where the entry links (a router path below /siteadmin). */
  to: string;
  title: string;
}

export interface MenuGroup {
  area: AdminArea;
  heading: string;
  entries: MenuEntry[];
}

/** The menu for an admin who may open the paths `mayOpen` admits; empty areas are left out. */
export function menuFor(screens: readonly AdminScreenRoute[], mayOpen: (path: string) => boolean): MenuGroup[] {
  const groups = new Map<AdminArea, MenuEntry[]>();
  for (const screen of screens) {
    const to = menuPathOf(screen);
    if (to === null || EVERY_ADMIN_URLS.includes(adminUrlOf(to)) || !mayOpen(to)) continue;
    const entries = groups.get(screen.area) ?? [];
    if (!entries.some((entry) => entry.to === to)) entries.push({ to, title: screen.title });
    groups.set(screen.area, entries);
  }
  return (Object.keys(AREAS) as AdminArea[]).flatMap((area) => {
    const entries = groups.get(area);
    return entries ? [{ area, heading: AREAS[area], entries }] : [];
  });
}

/** The first screen of her menu: where a page she may not open sends her when the dashboard is not hers either. */
export function firstMenuEntry(groups: readonly MenuGroup[]): MenuEntry | null {
  return groups[0]?.entries[0] ?? null;
}
