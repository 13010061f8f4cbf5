// Who is looking at the shell, and the links each kind of viewer sees (spec 000 §2 navigation, §6 roles).
// The server decides what an account may open (myRoleLimits, userGate); these functions only turn its answers
// into the header's, the dashboard bar's and the side menu's links, so every rule is in one testable place.
import type { CurrentAccountQuery, ShellRoleLimitsQuery } from '../gen/graphql';

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
  label: string;
  /** Shown in the small-screen menu only (the wide header has the brand, dropdowns and fewer links). */
  smallScreensOnly?: boolean;
  /** The inbox's unread dot and the social link's badge. */
  indicator?: 'unread' | 'social';
}

export function visitorMenu(): NavLinkSpec[] {
  return [
    { to: '/', label: 'Home', smallScreensOnly: true },
    { to: '/go-solo', label: 'GoSolo' },
    { to: '/social', label: 'Social' },
    { to: '/about-us', label: 'About us' },
    { to: '/whoCanJoin', label: 'Who can join' },
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
    { to: '/', label: 'Home', smallScreensOnly: true },
    // A co-host cannot buy or change the host's membership; the Diamond member goes to her own page.
    !isCoHost(viewer) &&
      (account.isDiamond ? { to: '/diamond-member', label: 'Diamond' } : { to: '/membership', label: 'Membership' }),
    { to: '/go-solo', label: 'GoSolo' },
    { to: '/go-solo-bookings', label: 'GoSolo bookings', smallScreensOnly: true },
    { to: '/social', label: 'Social', indicator: 'social' },
    { to: '/about-us', label: 'About us', smallScreensOnly: true },
    limits.showMembers && { to: '/show/users', label: 'Members' },
    limits.showDashboard && { to: '/dashboard', label: 'Dashboard', smallScreensOnly: true },
    limits.showProfile && { to: `/users/show/${account.profileId}`, label: 'Profile', smallScreensOnly: true },
    limits.showPayouts && { to: '/user/payout', label: 'Payouts', smallScreensOnly: true },
    showsInvite(viewer) && { to: '/invite', label: 'Invite', smallScreensOnly: true },
    { to: '/your-connections', label: 'Connections', smallScreensOnly: true },
    { to: '/trips/current', label: 'Trips', smallScreensOnly: true },
    limits.showManageListings && { to: '/rooms', label: 'Your listings', smallScreensOnly: true },
    limits.showSaved && { to: '/wishlists', label: 'Saved', smallScreensOnly: true },
    { to: '/inbox', label: 'Inbox', indicator: 'unread' },
  ];
  return links.filter((link): link is NavLinkSpec => link !== false);
}

/** The host dropdown: list a space, the listings, hosting help, reservations and the transaction history. */
export function hostMenu(viewer: MemberViewer): NavLinkSpec[] {
  const { limits } = viewer;
  const links: (NavLinkSpec | false)[] = [
    limits.showListYourSpace && { to: '/become-a-host?mode=new', label: 'List your space' },
    limits.showManageListings && { to: '/rooms', label: 'Manage listings' },
    { to: '/howtohost', label: 'How to host' },
    { to: '/reservation/current', label: 'Reservations' },
    limits.showTransactions && { to: '/user/transaction', label: 'Transaction history' },
  ];
  return links.filter((link): link is NavLinkSpec => link !== false);
}

/** The avatar dropdown (log out is its last entry, a button). A co-host's account entry is /users/security. */
export function avatarMenu(viewer: MemberViewer): NavLinkSpec[] {
  const { account, limits } = viewer;
  const links: (NavLinkSpec | false)[] = [
    limits.showDashboard ? { to: '/dashboard', label: 'Dashboard' } : { to: limits.accountHome, label: 'Account' },
    limits.showProfile && { to: `/users/show/${account.profileId}`, label: 'Profile' },
    showsInvite(viewer) && { to: '/invite', label: 'Invite friends' },
    { to: '/your-connections', label: 'Connections' },
    limits.showPayouts && { to: '/user/payout', label: 'Payouts' },
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
    !coHost && !admin && { to: '/dashboard', label: 'Dashboard' },
    { to: '/inbox', label: 'Inbox' },
    !reserved && { to: '/rooms', label: 'Your listings' },
    { to: '/reservation/current', label: 'Your reservations' },
    { to: '/trips/current', label: 'Your trips' },
    !admin && { to: '/your-connections', label: 'Connections' },
    !reserved &&
      !coHost &&
      !admin && {
        to: '/user/edit',
        label: 'Profile',
        alsoCurrentOn: ['/user/photo', '/user/verification', '/user/reviews', '/user/gosolo-reviews'],
      },
    !coHost &&
      !admin && { to: '/user/payout', label: 'Account', alsoCurrentOn: ['/user/transaction', '/users/security'] },
    coHost && { to: '/users/security', label: 'Account' },
    !admin && { to: '/wishlists', label: 'Saved' },
    { to: '/go-solo-bookings', label: 'GoSolo bookings' },
  ];
  return links.filter((link): link is BarLinkSpec => link !== false);
}

/** The settings side menu's pages (spec 000 §2), less those the role hides. */
export const SETTINGS_PATHS = ['/user/payout', '/user/transaction', '/users/security'] as const;

export function settingsMenu(viewer: Viewer): NavLinkSpec[] {
  if (viewer.kind !== 'member') return [];
  const { limits } = viewer;
  const links: (NavLinkSpec | false)[] = [
    limits.showPayouts && { to: '/user/payout', label: 'Payout preferences' },
    limits.showTransactions && { to: '/user/transaction', label: 'Transaction history' },
    limits.mayOpenSecurity && { to: '/users/security', label: 'Security' },
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
