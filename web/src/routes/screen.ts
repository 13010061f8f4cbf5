// What a screen of the member app is (its route, its props, its module) and the areas screens belong to. Screens import
// this, never the route table, which lazily imports them.
import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { dashboardScreenMessages as m } from '../i18n/areas/dashboard';

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
  /** The screen's name, shown as its heading and in the browser tab (i18n/areas/screens, in every locale). */
  title: MessageDescriptor;
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

/** What each area is, and what it is for, as told to a visitor on a screen that is not built yet (in her language). */
export const AREAS: Record<RouteArea, { label: MessageDescriptor; summary: MessageDescriptor }> = {
  home: { label: m.areaHomeLabel, summary: m.areaHomeSummary },
  about: { label: m.areaAboutLabel, summary: m.areaAboutSummary },
  membership: { label: m.areaMembershipLabel, summary: m.areaMembershipSummary },
  account: { label: m.areaAccountLabel, summary: m.areaAccountSummary },
  payouts: { label: m.areaPayoutsLabel, summary: m.areaPayoutsSummary },
  community: { label: m.areaCommunityLabel, summary: m.areaCommunitySummary },
  messages: { label: m.areaMessagesLabel, summary: m.areaMessagesSummary },
  stays: { label: m.areaStaysLabel, summary: m.areaStaysSummary },
  hosting: { label: m.areaHostingLabel, summary: m.areaHostingSummary },
  trips: { label: m.areaTripsLabel, summary: m.areaTripsSummary },
  gosolo: { label: m.areaGosoloLabel, summary: m.areaGosoloSummary },
  hustle: { label: m.areaHustleLabel, summary: m.areaHustleSummary },
};
