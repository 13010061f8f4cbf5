// The header (spec 000 §2, §4, §6): the site name, the menus of a visitor, member, Diamond member, co-host, reserved
// account and admin session, the dropdowns' keyboard behaviour, the small-screen menu, the unread dot and social
// badge, the social rules dialog, and the dashboard bar and side menu that sit around the page.
import { gql } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  accountAnswer,
  ADA,
  ADMIN_LIMITS,
  adminEmailAnswer,
  CO_HOST_LIMITS,
  gateAnswerForAnyPath,
  MEMBER_LIMITS,
  noAccountAnswer,
  RESERVED_LIMITS,
  roleLimitsAnswer,
  userStatusAnswer,
  VISITOR_LIMITS,
  type AccountFixture,
  type GateFixture,
} from '../gates/testing';
import { UpdateBlogRulesDocument } from '../gen/graphql';
import { gatewayDown, renderAppAt, siteSettingsAnswer } from '../testing/render-app';

// The same operations as notifications/use-counts.ts sends, so the mocked gateway can answer them.
const UNREAD_COUNT = gql`
  query UnreadCount {
    getUnreadCount {
      hostCount
      guestCount
      total
      privateCount
    }
  }
`;
const SOCIAL_COUNT = gql`
  query SocialCount {
    getSocialCount {
      socialCount
    }
  }
`;

function counts(unreadTotal: number, socialCount: number): MockLink.MockedResponse[] {
  return [
    {
      request: { query: UNREAD_COUNT },
      result: {
        data: {
          getUnreadCount: {
            __typename: 'UnreadCount',
            hostCount: unreadTotal,
            guestCount: 0,
            total: unreadTotal,
            privateCount: 0,
          },
        },
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: SOCIAL_COUNT },
      result: { data: { getSocialCount: { __typename: 'SocialCount', socialCount } } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  ];
}

interface MemberSetup {
  /** null: a session with no account of its own to read, as a co-host's. */
  account?: AccountFixture | null;
  limits?: typeof MEMBER_LIMITS;
  gate?: GateFixture;
  unread?: number;
  social?: number;
  /** Further gateway answers, e.g. a mutation the test performs. */
  more?: MockLink.MockedResponse[];
}

function renderAsMember(path: string, setup: MemberSetup = {}) {
  return renderAppAt(path, siteSettingsAnswer('Golightly'), [
    setup.account === null ? noAccountAnswer() : accountAnswer(setup.account ?? ADA),
    roleLimitsAnswer(setup.limits ?? MEMBER_LIMITS),
    gateAnswerForAnyPath(setup.gate),
    userStatusAnswer(true),
    ...counts(setup.unread ?? 0, setup.social ?? 0),
    ...(setup.more ?? []),
  ]);
}

function renderAsAdminSession(path: string) {
  return renderAppAt(path, siteSettingsAnswer('Golightly'), [
    noAccountAnswer(),
    roleLimitsAnswer(ADMIN_LIMITS),
    adminEmailAnswer('admin@golightly.test'),
    gateAnswerForAnyPath(),
  ]);
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const linkTargets = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

/** The invite option appears once the gate has answered (the fixtures' member has invitations left). */
async function gateAnswered() {
  await waitFor(() => expect(within(mainNav()).getByRole('link', { name: 'Invite' })).toBeTruthy());
}

async function openAccountMenu() {
  fireEvent.click(await screen.findByTestId('signed-in-member'));
  return screen.getByRole('list', { name: 'Your account' });
}

describe('site header', () => {
  it('shows the site name the gateway answers with', async () => {
    renderAppAt('/about-us', siteSettingsAnswer('Golightly Test Club'));
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByText('Golightly Test Club')).toBeTruthy();
  });

  it('falls back to the brand name when the gateway is down, and the home page says so quietly', async () => {
    renderAppAt('/', gatewayDown());
    const notice = await screen.findByText(/could not reach the club's servers/);
    expect(notice.getAttribute('role')).toBe('status');
    expect(within(screen.getByRole('banner')).getByText('Golightly')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Golightly' })).toBeTruthy();
  });

  it('opens and closes the small-screen menu with its button, marking the body menu-open while open', async () => {
    renderAppAt('/about-us');
    const button = await screen.findByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.body.classList.contains('menu-open')).toBe(true);
    fireEvent.click(within(mainNav()).getByRole('link', { name: 'Social' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.body.classList.contains('menu-open')).toBe(false);
  });

  it('closes the small-screen menu with Escape and gives focus back to its button', async () => {
    renderAppAt('/about-us');
    const button = await screen.findByRole('button', { name: 'Menu' });
    fireEvent.click(button);
    fireEvent.keyDown(within(mainNav()).getByRole('link', { name: 'Social' }), { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('gives a visitor the visitor menu, log in and sign up, and the place search off the home page', async () => {
    renderAppAt('/about-us', siteSettingsAnswer('Golightly'), [noAccountAnswer(), roleLimitsAnswer(VISITOR_LIMITS)]);
    await screen.findByRole('button', { name: 'Log in' });
    expect(linkTargets(mainNav())).toEqual([
      '/',
      '/go-solo',
      '/social',
      '/about-us',
      '/whoCanJoin',
      '/become-a-member',
    ]);
    expect(within(mainNav()).getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/become-a-member');
    expect(screen.getByRole('search', { name: 'Find a stay' })).toBeTruthy();
    expect(screen.queryByTestId('signed-in-member')).toBeNull();
  });

  it('hides the place search on the home page', async () => {
    renderAppAt('/');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Golightly' });
    expect(screen.queryByRole('search', { name: 'Find a stay' })).toBeNull();
  });

  it('sends a place typed in the header search to the search page with the default filters', async () => {
    const { router } = renderAppAt('/about-us');
    const search = await screen.findByRole('search', { name: 'Find a stay' });
    fireEvent.change(within(search).getByRole('combobox', { name: 'Where are you going?' }), {
      target: { value: ' Lisbon ' },
    });
    fireEvent.submit(search);
    await waitFor(() => expect(router.state.location.pathname).toBe('/s/refinement_paths'));
    // Typed, not picked from the suggestions: no chosen marker (spec 000 §2).
    expect(router.state.location.search).toBe('?address=Lisbon&personCapacity=1&womenCount=1');
  });
});

describe('the member menu', () => {
  it('gives a member the logged-in menu with the unread dot and the social badge', async () => {
    renderAsMember('/about-us', { unread: 2, social: 3 });
    await screen.findByTestId('signed-in-member');
    await gateAnswered();
    expect(linkTargets(mainNav()).slice(0, 16)).toEqual([
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
    expect(await screen.findByTestId('unread-dot')).toBeTruthy();
    expect((await screen.findByTestId('social-badge')).textContent).toContain('3');
  });

  it('shows no unread dot or badge when there is nothing new', async () => {
    renderAsMember('/about-us', { unread: 0, social: 0 });
    await screen.findByTestId('signed-in-member');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('unread-dot')).toBeNull();
    expect(screen.queryByTestId('social-badge')).toBeNull();
  });

  it('opens the host dropdown, closes it with Escape and gives focus back to its button', async () => {
    renderAsMember('/about-us');
    const button = await screen.findByTestId('host-menu');
    const list = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(list.getAttribute('aria-label')).toBe('Hosting');
    expect(list.hidden).toBe(true);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(list.hidden).toBe(false);
    expect(linkTargets(list)).toEqual([
      '/become-a-host?mode=new',
      '/rooms',
      '/howtohost',
      '/reservation/current',
      '/user/transaction',
    ]);
    fireEvent.keyDown(within(list).getByRole('link', { name: 'How to host' }), { key: 'Escape' });
    expect(list.hidden).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('gives the avatar dropdown the dashboard, profile, invite, connections, payouts and log out', async () => {
    renderAsMember('/about-us');
    await gateAnswered();
    const list = await openAccountMenu();
    expect(linkTargets(list)).toEqual(['/dashboard', '/users/show/1', '/invite', '/your-connections', '/user/payout']);
    expect(within(list).getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('leaves out the invite option when the server says she has no invitations left', async () => {
    renderAsMember('/about-us', { gate: { canInvite: false } });
    const list = await openAccountMenu();
    await waitFor(() => expect(linkTargets(list)).not.toContain('/invite'));
    expect(linkTargets(mainNav())).not.toContain('/invite');
  });

  it('sends a Diamond member to the Diamond page', async () => {
    renderAsMember('/about-us', { account: { ...ADA, isDiamond: true } });
    await screen.findByTestId('signed-in-member');
    expect(within(mainNav()).getByRole('link', { name: 'Diamond' }).getAttribute('href')).toBe('/diamond-member');
    expect(within(mainNav()).queryByRole('link', { name: 'Membership' })).toBeNull();
  });

  it("gives a co-host /users/security as her account entry and none of the host's money or profile links", async () => {
    // Her session acts for her host, whose account she cannot read: the shell knows her by her role limits.
    renderAsMember('/about-us', { account: null, limits: CO_HOST_LIMITS });
    expect((await screen.findByTestId('signed-in-member')).textContent).toContain('Co-host');
    const targets = linkTargets(mainNav());
    for (const hidden of [
      '/dashboard',
      '/users/show/1',
      '/user/payout',
      '/invite',
      '/membership',
      '/user/transaction',
    ]) {
      expect(targets).not.toContain(hidden);
    }
    const list = await openAccountMenu();
    expect(linkTargets(list)).toEqual(['/users/security', '/your-connections']);
  });

  it('gives the reserved account no members, profile, invite, listings or saved links', async () => {
    renderAsMember('/about-us', { limits: RESERVED_LIMITS });
    // The menu is drawn first for a member and narrowed once the role answer arrives: wait for the narrowed one.
    await waitFor(() => {
      const targets = linkTargets(mainNav());
      for (const hidden of ['/show/users', '/users/show/1', '/invite', '/wishlists', '/become-a-host?mode=new']) {
        expect(targets).not.toContain(hidden);
      }
    });
  });

  it('shows an admin session the visitor menu', async () => {
    renderAsAdminSession('/about-us');
    await screen.findByRole('button', { name: 'Log in' });
    expect(screen.queryByTestId('signed-in-member')).toBeNull();
    expect(linkTargets(mainNav())).toContain('/whoCanJoin');
  });

  it('shows her picture only once her e-mail is confirmed, and the default picture when it fails to load', async () => {
    renderAsMember('/about-us', { account: { ...ADA, picture: 'ada.jpg' } });
    const button = await screen.findByTestId('signed-in-member');
    const picture = button.querySelector('img');
    expect(picture?.getAttribute('src')).toBe('/images/avatar/medium_ada.jpg');
    fireEvent.error(picture!);
    expect(button.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });
});

describe('the social area link', () => {
  it('opens the rules dialog for a member who has not accepted them; confirming waits for the terms box', async () => {
    const { router } = renderAsMember('/about-us', { gate: { socialAccess: 'rules' } });
    await gateAnswered();
    fireEvent.click(within(mainNav()).getByRole('link', { name: /^Social/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Social community rules' }, { timeout: 15_000 });
    expect(router.state.location.pathname).toBe('/about-us');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox'));
    expect(confirm.disabled).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog', { name: 'Social community rules' })).toBeNull();
  });

  it('records her acceptance and takes her to /social', async () => {
    const accepted: MockLink.MockedResponse = {
      request: { query: UpdateBlogRulesDocument },
      result: { data: { updateBlogRules: { __typename: 'BlogRulesResult', status: 200, errorMessage: null } } },
    };
    const { router } = renderAsMember('/about-us', { gate: { socialAccess: 'rules' }, more: [accepted] });
    await gateAnswered();
    fireEvent.click(within(mainNav()).getByRole('link', { name: /^Social/ }));
    // The dialog's module loads on demand: on a machine running every suite at once that can take a while.
    const dialog = await screen.findByRole('dialog', { name: 'Social community rules' }, { timeout: 15_000 });
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/social'));
  });

  it('shows the reason when the club refuses her acceptance, and keeps the dialog open', async () => {
    const refused: MockLink.MockedResponse = {
      request: { query: UpdateBlogRulesDocument },
      result: {
        data: {
          updateBlogRules: {
            __typename: 'BlogRulesResult',
            status: 403,
            errorMessage: 'Please complete your profile and verify your phone before joining the social area.',
          },
        },
      },
    };
    const { router } = renderAsMember('/about-us', { gate: { socialAccess: 'rules' }, more: [refused] });
    await gateAnswered();
    fireEvent.click(within(mainNav()).getByRole('link', { name: /^Social/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Social community rules' }, { timeout: 15_000 });
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('verify your phone');
    expect(router.state.location.pathname).toBe('/about-us');
  });

  it('goes straight to /social for a member who accepted the rules', async () => {
    const { router } = renderAsMember('/about-us', { gate: { socialAccess: 'open' } });
    await screen.findByTestId('signed-in-member');
    fireEvent.click(within(mainNav()).getByRole('link', { name: /^Social/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/social'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('around the page', () => {
  it('shows the dashboard bar on the dashboard to a member who completed her profile, with the current entry', async () => {
    renderAsMember('/dashboard');
    const bar = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(bar).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
  });

  it('marks the account entry current on the transaction history, beside the settings side menu', async () => {
    renderAsMember('/user/transaction');
    const bar = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(bar).getByRole('link', { name: 'Account' }).getAttribute('aria-current')).toBe('page');
    const side = await screen.findByRole('navigation', { name: 'Settings' });
    expect(linkTargets(side)).toEqual(['/user/payout', '/user/transaction', '/users/security']);
    expect(within(side).getByRole('link', { name: 'Transaction history' }).getAttribute('aria-current')).toBe('page');
  });

  it('leaves the dashboard bar out for a member with a profile step still to do', async () => {
    renderAsMember('/dashboard', { account: { ...ADA, step2: null } });
    await screen.findByTestId('signed-in-member');
    await waitFor(() => expect(screen.queryByTestId('gate-loading')).toBeNull());
    expect(screen.queryByRole('navigation', { name: 'Dashboard' })).toBeNull();
  });

  it('shows an admin session with an e-mail the dashboard bar, without her member-only entries', async () => {
    renderAsAdminSession('/inbox');
    const bar = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(linkTargets(bar)).toEqual([
      '/inbox',
      '/rooms',
      '/reservation/current',
      '/trips/current',
      '/go-solo-bookings',
    ]);
  });

  it('has the back button everywhere but the home page', async () => {
    renderAppAt('/about-us');
    expect(await screen.findByRole('button', { name: 'Go back' })).toBeTruthy();
  });

  it('has no back button on the home page', async () => {
    renderAppAt('/');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Golightly' });
    expect(screen.queryByRole('button', { name: 'Go back' })).toBeNull();
  });
});
