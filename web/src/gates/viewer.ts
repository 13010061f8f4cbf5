// Who is looking at the shell, and the links each kind of viewer sees (spec 000 §2 navigation, §6 roles).
// The server decides what an account may open (myRoleLimits, userGate); these functions only turn its answers
// into the header's, the dashboard bar's and the side menu's links, so every rule is in one testable place.
import type { MessageDescriptor } from 'react-intl';
import type { CurrentAccountQuery, ShellRoleLimitsQuery } from '../gen/graphql';
import { headerMessages as m } from '../i18n/messages';

export type ViewerAccount = CurrentAccountQuery['userAccount'];
export type RoleLimits = ShellRoleLimitsQuery['myRoleLimits'];
export type SocialAccess = 'open' | 'rules' | 'closed';

export type Viewer =
  | { kind: 'visitor' }
  /** An admin signed in to the member app: the visitor menu (spec 000 §6), plus the dashboard bar when she has an e-mail. */
  | { kind: 'admin'; email: string | null }
  | {
      kind: 'member';
      account: ViewerAccount;
      limits: RoleLimits;
      /** From userGate: the invite option's rule (spec 000 §4). False until the server answers. */
      canInvite: boolean;
      socialAccess: SocialAccess;
    };

export interface NavLinkSpec {
  to: string;
  /** The link's text, one of headerMessages (the components format it in the member's language). */
  label: MessageDescriptor;
  /** Shown in the small-screen menu only (the wide header has the brand, dropdowns and fewer links). */
  smallScreensOnly?: boolean;
  /** The inbox's unread dot and the social link's badge. */
  indicator?: 'unread' | 'social';
}

export function visitorMenu(): NavLinkSpec[] {
  return [
    { to: '/', label: m.home, smallScreensOnly: true },
    { to: '/go-solo', label: m.goSolo },
    { to: '/social', label: m.social },
    { to: '/about-us', label: m.aboutUs },
    { to: '/whoCanJoin', label: m.whoCanJoin },
  ];
}

type MemberViewer = Extract<Viewer, { kind: 'member' }>;

/** The invite option: the role allows it and the server's invite-limit rule says she has invitations left. */
export function showsInvite(viewer: MemberViewer): boolean {
  return viewer.limits.showInvite && viewer.canInvite;
}

const isCoHost = (viewer: MemberViewer) => viewer.limits.role === 'coHost';

/** The logged-in menu of spec 000 §2, less what the viewer's role hides (§6). */
export function memberMenu(viewer: MemberViewer): NavLinkSpec[] {
  const { account, limits } = viewer;
  const links: (NavLinkSpec | false)[] = [
    { to: '/', label: m.home, smallScreensOnly: true },
    // A co-host cannot buy or change the host's membership; the Diamond member goes to her own page.
    !isCoHost(viewer) &&
      (account.isDiamond
        ? { to: '/diamond-member', label: m.diamondMember }
        : { to: '/membership', label: m.membership }),
    { to: '/go-solo', label: m.goSolo },
    { to: '/go-solo-bookings', label: m.goSoloBookings, smallScreensOnly: true },
    { to: '/social', label: m.social, indicator: 'social' },
    { to: '/about-us', label: m.aboutUs, smallScreensOnly: true },
    limits.showMembers && { to: '/show/users', label: m.members },
    limits.showDashboard && { to: '/dashboard', label: m.dashboard, smallScreensOnly: true },
    limits.showProfile && { to: `/users/show/${account.profileId}`, label: m.profile, smallScreensOnly: true },
    limits.showPayouts && { to: '/user/payout', label: m.payouts, smallScreensOnly: true },
    showsInvite(viewer) && { to: '/invite', label: m.inviteShort, smallScreensOnly: true },
    { to: '/your-connections', label: m.connections, smallScreensOnly: true },
    { to: '/trips/current', label: m.trips, smallScreensOnly: true },
    limits.showManageListings && { to: '/rooms', label: m.rooms, smallScreensOnly: true },
    limits.showSaved && { to: '/wishlists', label: m.wishlists, smallScreensOnly: true },
    { to: '/inbox', label: m.inbox, indicator: 'unread' },
  ];
  return links.filter((link): link is NavLinkSpec => link !== false);
}

/** The host dropdown: list a space, the listings, hosting help, reservations and the transaction history. */
export function hostMenu(viewer: MemberViewer): NavLinkSpec[] {
  const { limits } = viewer;
  const links: (NavLinkSpec | false)[] = [
    limits.showListYourSpace && { to: '/become-a-host?mode=new', label: m.listYourSpace },
    limits.showManageListings && { to: '/rooms', label: m.manageListings },
    { to: '/howtohost', label: m.howToHost },
    { to: '/reservation/current', label: m.reservations },
    limits.showTransactions && { to: '/user/transaction', label: m.transactions },
  ];
  return links.filter((link): link is NavLinkSpec => link !== false);
}

/** The avatar dropdown (log out is its last entry, a button). A co-host's account entry is /users/security. */
export function avatarMenu(viewer: MemberViewer): NavLinkSpec[] {
  const { account, limits } = viewer;
  const links: (NavLinkSpec | false)[] = [
    limits.showDashboard ? { to: '/dashboard', label: m.dashboard } : { to: limits.accountHome, label: m.account },
    limits.showProfile && { to: `/users/show/${account.profileId}`, label: m.profile },
    showsInvite(viewer) && { to: '/invite', label: m.invite },
    { to: '/your-connections', label: m.connections },
    limits.showPayouts && { to: '/user/payout', label: m.payouts },
  ];
  return links.filter((link): link is NavLinkSpec => link !== false);
}

/** Profile steps 1 to 4 all 'completed' (spec 000 §4). */
export function completedSteps(account: ViewerAccount): boolean {
  return [account.step1, account.step2, account.step3, account.step4].every((step) => step === 'completed');
}

/** The dashboard bar shows to a member who completed steps 1 to 4, or to an admin with an e-mail (spec 000 §2). */
export function showsDashboardBar(viewer: Viewer): boolean {
  if (viewer.kind === 'admin') return Boolean(viewer.email);
  if (viewer.kind === 'member') return completedSteps(viewer.account) || viewer.limits.countsAsComplete;
  return false;
}

export interface BarLinkSpec extends NavLinkSpec {
  /** Other paths on which this entry is the current one (the profile tabs, the payout pages). */
  alsoCurrentOn?: string[];
}

/** The dashboard bar's links with every hidden-for rule of spec 000 §2; empty when the bar is not shown. */
export function dashboardBarLinks(viewer: Viewer): BarLinkSpec[] {
  if (!showsDashboardBar(viewer)) return [];
  const admin = viewer.kind === 'admin';
  const role = viewer.kind === 'member' ? viewer.limits.role : 'admin';
  const coHost = role === 'coHost';
  const reserved = role === 'reserved';
  const links: (BarLinkSpec | false)[] = [
    !coHost && !admin && { to: '/dashboard', label: m.dashboard },
    { to: '/inbox', label: m.inbox },
    !reserved && { to: '/rooms', label: m.rooms },
    { to: '/reservation/current', label: m.yourReservations },
    { to: '/trips/current', label: m.yourTrips },
    !admin && { to: '/your-connections', label: m.connections },
    !reserved &&
      !coHost &&
      !admin && {
        to: '/user/edit',
        label: m.profile,
        alsoCurrentOn: ['/user/photo', '/user/verification', '/user/reviews', '/user/gosolo-reviews'],
      },
    !coHost &&
      !admin && { to: '/user/payout', label: m.account, alsoCurrentOn: ['/user/transaction', '/users/security'] },
    coHost && { to: '/users/security', label: m.account },
    !admin && { to: '/wishlists', label: m.wishlists },
    { to: '/go-solo-bookings', label: m.goSoloBookings },
  ];
  return links.filter((link): link is BarLinkSpec => link !== false);
}

/** The settings side menu's pages (spec 000 §2), less those the role hides. */
export const SETTINGS_PATHS = ['/user/payout', '/user/transaction', '/users/security'] as const;

export function settingsMenu(viewer: Viewer): NavLinkSpec[] {
  if (viewer.kind !== 'member') return [];
  const { limits } = viewer;
  const links: (NavLinkSpec | false)[] = [
    limits.showPayouts && { to: '/user/payout', label: m.payoutPreferences },
    limits.showTransactions && { to: '/user/transaction', label: m.transactions },
    limits.mayOpenSecurity && { to: '/users/security', label: m.accountSecurity },
  ];
  return links.filter((link): link is NavLinkSpec => link !== false);
}

/** Whether the header's place search shows: everywhere but the home page and the search pages (spec 000 §2). */
export function showsHeaderSearch(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return !(path === '/' || path === '/home' || path === '/s' || path.startsWith('/s/'));
}

/** The floating back button: screens up to 1199 px (CSS), any path but the home page (spec 000 §2, §9). */
export function showsBackButton(pathname: string): boolean {
  return (pathname.replace(/\/+$/, '') || '/') !== '/';
}
