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
