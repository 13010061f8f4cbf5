// The links each viewer sees (spec 000 §2, §6) and the app's own route rules (§5), as pure functions.
import { describe, expect, it } from 'vitest';
import { routeRule } from './route-rules';
import { ADA, CO_HOST_LIMITS, MEMBER_LIMITS, RESERVED_LIMITS } from './testing';
import {
  avatarMenu,
  dashboardBarLinks,
  hostMenu,
  memberMenu,
  settingsMenu,
  showsBackButton,
  showsHeaderSearch,
  visitorMenu,
  type RoleLimits,
  type Viewer,
} from './viewer';

type MemberViewer = Extract<Viewer, { kind: 'member' }>;

function member(limits: RoleLimits = MEMBER_LIMITS, overrides: Partial<MemberViewer> = {}): MemberViewer {
  return { kind: 'member', account: ADA, limits, canInvite: true, socialAccess: 'open', ...overrides };
}

const paths = (links: { to: string }[]) => links.map((link) => link.to);

describe('header menus', () => {
  it('gives a visitor home (small screens), GoSolo, social, about and who-can-join', () => {
    expect(paths(visitorMenu())).toEqual(['/', '/go-solo', '/social', '/about-us', '/whoCanJoin']);
    expect(visitorMenu().find((link) => link.to === '/')?.smallScreensOnly).toBe(true);
  });

  it('gives a member the full logged-in menu of spec 000 §2, in order', () => {
    expect(paths(memberMenu(member()))).toEqual([
      '/',
      '/membership',
      '/go-solo',
      '/go-solo-bookings',
      '/social',
      '/about-us',
      '/show/users',
      '/dashboard',
      '/users/show/1',
      '/user/payout',
      '/invite',
      '/your-connections',
      '/trips/current',
      '/rooms',
      '/wishlists',
      '/inbox',
    ]);
  });

  it('names every link with a header message, which the components show in the chosen language', () => {
    const viewer = member();
    const links = [...memberMenu(viewer), ...hostMenu(viewer), ...avatarMenu(viewer), ...dashboardBarLinks(viewer)];
    for (const link of [...links, ...settingsMenu(viewer), ...visitorMenu()])
      expect(link.label.id).toMatch(/^header\./);
    expect(memberMenu(viewer).find((link) => link.to === '/invite')?.label.defaultMessage).toBe('Invite');
    expect(avatarMenu(viewer).find((link) => link.to === '/invite')?.label.defaultMessage).toBe('Invite friends');
  });

  it('marks the social link for its badge and the inbox for its unread dot', () => {
    const menu = memberMenu(member());
    expect(menu.find((link) => link.to === '/social')?.indicator).toBe('social');
    expect(menu.find((link) => link.to === '/inbox')?.indicator).toBe('unread');
  });

  it('sends a Diamond member to the Diamond page instead of membership', () => {
    const diamond = member(MEMBER_LIMITS, { account: { ...ADA, isDiamond: true } });
    expect(paths(memberMenu(diamond))).toContain('/diamond-member');
    expect(paths(memberMenu(diamond))).not.toContain('/membership');
  });

  it('hides the invite option when the server says she has no invitations left', () => {
    expect(paths(memberMenu(member(MEMBER_LIMITS, { canInvite: false })))).not.toContain('/invite');
    expect(paths(avatarMenu(member(MEMBER_LIMITS, { canInvite: false })))).not.toContain('/invite');
  });

  it('gives a co-host no dashboard, profile, payout, invite, membership or transaction links', () => {
    const coHost = member(CO_HOST_LIMITS, { canInvite: true });
    const menu = paths(memberMenu(coHost));
    for (const hidden of ['/dashboard', '/users/show/1', '/user/payout', '/invite', '/membership']) {
      expect(menu).not.toContain(hidden);
    }
    expect(paths(hostMenu(coHost))).not.toContain('/user/transaction');
    expect(paths(avatarMenu(coHost))).toEqual(['/users/security', '/your-connections']);
  });

  it('gives the reserved account no list-your-space, listings, members, profile, invite or saved links', () => {
    const reserved = member(RESERVED_LIMITS);
    const menu = paths(memberMenu(reserved));
    for (const hidden of ['/show/users', '/users/show/1', '/invite', '/rooms', '/wishlists']) {
      expect(menu).not.toContain(hidden);
    }
    expect(paths(hostMenu(reserved))).toEqual(['/howtohost', '/reservation/current', '/user/transaction']);
    expect(paths(avatarMenu(reserved))).toEqual(['/dashboard', '/your-connections', '/user/payout']);
  });

  it('gives a member the host dropdown and avatar dropdown of spec 000 §2', () => {
    expect(paths(hostMenu(member()))).toEqual([
      '/become-a-host?mode=new',
      '/rooms',
      '/howtohost',
      '/reservation/current',
      '/user/transaction',
    ]);
    expect(paths(avatarMenu(member()))).toEqual([
      '/dashboard',
      '/users/show/1',
      '/invite',
      '/your-connections',
      '/user/payout',
    ]);
  });
});

describe('dashboard bar', () => {
  const incomplete = { ...ADA, step4: null };

  it('shows every entry to a member who completed steps 1 to 4', () => {
    expect(paths(dashboardBarLinks(member()))).toEqual([
      '/dashboard',
      '/inbox',
      '/rooms',
      '/reservation/current',
      '/trips/current',
      '/your-connections',
      '/user/edit',
      '/user/payout',
      '/wishlists',
      '/go-solo-bookings',
    ]);
  });

  it('is not shown to a member with a step left, or to a visitor', () => {
    expect(dashboardBarLinks(member(MEMBER_LIMITS, { account: incomplete }))).toEqual([]);
    expect(dashboardBarLinks({ kind: 'visitor' })).toEqual([]);
  });

  it('is shown to a property manager, who counts as complete', () => {
    const manager = member(
      { ...MEMBER_LIMITS, role: 'propertyManager', countsAsComplete: true },
      { account: incomplete },
    );
    expect(dashboardBarLinks(manager).length).toBeGreaterThan(0);
  });

  it('is shown to an admin session only when the admin has an e-mail, without her member-only entries', () => {
    expect(dashboardBarLinks({ kind: 'admin', email: null })).toEqual([]);
    expect(paths(dashboardBarLinks({ kind: 'admin', email: 'admin@golightly.test' }))).toEqual([
      '/inbox',
      '/rooms',
      '/reservation/current',
      '/trips/current',
      '/go-solo-bookings',
    ]);
  });

  it('gives a co-host /users/security as her account entry and no dashboard or profile', () => {
    expect(paths(dashboardBarLinks(member(CO_HOST_LIMITS)))).toEqual([
      '/inbox',
      '/rooms',
      '/reservation/current',
      '/trips/current',
      '/your-connections',
      '/users/security',
      '/wishlists',
      '/go-solo-bookings',
    ]);
  });

  it('hides listings and profile from the reserved account', () => {
    const bar = paths(dashboardBarLinks(member(RESERVED_LIMITS)));
    expect(bar).not.toContain('/rooms');
    expect(bar).not.toContain('/user/edit');
    expect(bar).toContain('/user/payout');
  });

  it('marks the profile entry current on every profile tab and the account entry on the settings pages', () => {
    const bar = dashboardBarLinks(member());
    expect(bar.find((link) => link.to === '/user/edit')?.alsoCurrentOn).toEqual([
      '/user/photo',
      '/user/verification',
      '/user/reviews',
      '/user/gosolo-reviews',
    ]);
    expect(bar.find((link) => link.to === '/user/payout')?.alsoCurrentOn).toEqual([
      '/user/transaction',
      '/users/security',
    ]);
  });
});

describe('settings side menu', () => {
  it('lists payouts, transactions and security for a member, and security only for the accounts that may open it', () => {
    expect(paths(settingsMenu(member()))).toEqual(['/user/payout', '/user/transaction', '/users/security']);
    expect(paths(settingsMenu(member({ ...MEMBER_LIMITS, role: 'reserved', mayOpenSecurity: false })))).toEqual([
      '/user/payout',
      '/user/transaction',
    ]);
    expect(paths(settingsMenu(member(CO_HOST_LIMITS)))).toEqual(['/users/security']);
  });
});

describe('header search and back button', () => {
  it('hides the header search on the home page and the search pages only', () => {
    for (const path of ['/', '/home', '/s', '/s/', '/s/refinement_paths', '/S'])
      expect(showsHeaderSearch(path)).toBe(false);
    for (const path of ['/about-us', '/dashboard', '/social', '/show/users'])
      expect(showsHeaderSearch(path)).toBe(true);
  });

  it('shows the back button everywhere but the home page', () => {
    expect(showsBackButton('/')).toBe(false);
    expect(showsBackButton('/dashboard')).toBe(true);
    expect(showsBackButton('/home')).toBe(true);
  });
});

describe('route rules the app applies itself', () => {
  const visitor: Viewer = { kind: 'visitor' };

  it('sends a visitor to log in before the transaction history, returning there afterwards', () => {
    expect(routeRule(visitor, '/user/transaction')).toEqual({
      kind: 'redirect',
      to: '/login?refer=%2Fuser%2Ftransaction',
    });
  });

  it("sends a visitor to log in before a member's profile, with the profile as the return path", () => {
    expect(routeRule(visitor, '/users/show/42')).toEqual({ kind: 'redirect', to: '/login?refer=%2Fusers%2Fshow%2F42' });
  });

  it('sends a visitor to log in before account security', () => {
    expect(routeRule(visitor, '/users/security')).toEqual({ kind: 'redirect', to: '/login?refer=%2Fusers%2Fsecurity' });
  });

  it('lets a visitor open public pages without asking the server', () => {
    expect(routeRule(visitor, '/about-us')).toEqual({ kind: 'allow' });
    expect(routeRule(visitor, '/dashboard')).toEqual({ kind: 'allow' });
  });

  it('sends a member from /users/show with no id to her own profile', () => {
    expect(routeRule(member(), '/users/show')).toEqual({ kind: 'redirect', to: '/users/show/1' });
    expect(routeRule(member(), '/users/show/')).toEqual({ kind: 'redirect', to: '/users/show/1' });
  });

  it("asks the server about every other page of a member's, and a co-host's bare /users/show", () => {
    expect(routeRule(member(), '/dashboard')).toEqual({ kind: 'askServer' });
    expect(routeRule(member(CO_HOST_LIMITS), '/users/show')).toEqual({ kind: 'askServer' });
    expect(routeRule({ kind: 'admin', email: 'admin@golightly.test' }, '/confirm-gender')).toEqual({
      kind: 'askServer',
    });
  });
});
