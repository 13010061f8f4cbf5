// What a screen of the admin app is (its route, its props, its module) and the areas screens belong to. Screens import
// this, never the route table, which lazily imports them.
import type { ComponentType } from 'react';

export type AdminArea =
  | 'overview'
  | 'people'
  | 'membership'
  | 'listings'
  | 'reservations'
  | 'settings'
  | 'reviews'
  | 'content'
  | 'gosolo'
  | 'hustle'
  | 'integrations'
  | 'oversight';

export interface AdminScreenRoute {
  /** Path pattern below /siteadmin; `:name` is a parameter. */
  path: string;
  title: string;
  area: AdminArea;
  /** The screen's module, fetched on first visit. Screens still to come share the placeholder. */
  load?: () => Promise<AdminScreenModule>;
  /** A page reached from another screen (add, edit, one record): never a side menu entry. */
  subPage?: true;
  /** Where the side menu links a parametrised screen to (`/listsettings/1`); a plain path links to itself. */
  menuPath?: string;
}

/**
 * The side menu's link to `screen`, or null when it is no menu entry: sub-pages, and parametrised screens without a
 * menuPath.
 */
export function menuPathOf(screen: AdminScreenRoute): string | null {
  if (screen.subPage) return null;
  if (screen.menuPath) return screen.menuPath;
  return screen.path.includes(':') ? null : screen.path;
}

export interface AdminScreenProps {
  screen: AdminScreenRoute;
  /** Every screen of the table the app was built from (the dashboard lists them); given, not imported, so no cycle. */
  screens: readonly AdminScreenRoute[];
}

export interface AdminScreenModule {
  default: ComponentType<AdminScreenProps>;
}

export const AREAS: Record<AdminArea, string> = {
  overview: 'Overview',
  people: 'Users and admins',
  membership: 'Membership',
  listings: 'Listings',
  reservations: 'Reservations and messages',
  settings: 'Settings',
  reviews: 'Reviews',
  content: 'Site content',
  gosolo: 'GoSolo',
  hustle: 'Hustle',
  integrations: 'Integrations',
  oversight: 'Oversight',
};
