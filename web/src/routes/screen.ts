// What a screen of the member app is (its route, its props, its module) and the areas screens belong to. Screens import
// this, never the route table, which lazily imports them.
import type { ComponentType } from 'react';

export type RouteArea =
  | 'home'
  | 'about'
  | 'membership'
  | 'account'
  | 'payouts'
  | 'community'
  | 'messages'
  | 'stays'
  | 'hosting'
  | 'trips'
  | 'gosolo'
  | 'hustle';

export interface ScreenRoute {
  /** react-router path pattern; `:name?` marks an optional segment. */
  path: string;
  /** The screen's name, shown as its heading and in the browser tab. */
  title: string;
  area: RouteArea;
  /** The screen's module, fetched when the route is first visited. Screens still to come share the placeholder. */
  load?: () => Promise<ScreenModule>;
}

export interface ScreenProps {
  screen: ScreenRoute;
}

export interface ScreenModule {
  default: ComponentType<ScreenProps>;
}

/** What each area is for, as told to a visitor on a screen that is not built yet. */
export const AREAS: Record<RouteArea, { label: string; summary: string }> = {
  home: { label: 'Home', summary: 'The front door of the club.' },
  about: { label: 'About the club', summary: 'Who we are, how the club works and the policies members agree to.' },
  membership: {
    label: 'Membership',
    summary: 'Joining the club, membership tiers, Diamond membership and invitations.',
  },
  account: { label: 'Your account', summary: 'Signing in, your profile, verification and account security.' },
  payouts: { label: 'Payouts', summary: 'How hosts get paid and the history of every transaction.' },
  community: { label: 'Community', summary: 'Posts, events, connections, local spots and the concierge.' },
  messages: { label: 'Messages', summary: 'Conversations with hosts, guests and other members.' },
  stays: { label: 'Stays', summary: 'Searching homes on the map, city guides, listings and wish lists.' },
  hosting: { label: 'Hosting', summary: 'Listing your home and managing its reservations.' },
  trips: { label: 'Trips', summary: 'Booking stays, payments, receipts, cancellations and reviews.' },
  gosolo: { label: 'GoSolo', summary: 'Group trips for solo travellers, with friends or on your own.' },
  hustle: { label: 'Hustle', summary: 'The job board where members hire and work with each other.' },
};
