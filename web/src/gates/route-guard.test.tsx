// The gates on every navigation (spec 000 §4, §5): the server's userGate redirects and not-found, the app's own
// login rules, a quiet loading line (never the page) while a gate is asked, one question per path and session, and
// the session ending when the polled user status says the member is gone.
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SHELL_TEXTS } from '@golightly/web-kit/texts';
import { UserGateDocument, UserLogoutDocument } from '../gen/graphql';
import { renderAppAt, siteSettingsAnswer } from '../testing/render-app';
import { gatePath } from './gates-provider';
import {
  accountAnswer,
  ADA,
  gateAnswer,
  gateAnswerForAnyPath,
  MEMBER_LIMITS,
  noAccountAnswer,
  roleLimitsAnswer,
  userStatusAnswer,
  VISITOR_LIMITS,
} from './testing';

function renderMemberAt(path: string, gates: MockLink.MockedResponse[], status = userStatusAnswer(true)) {
  return renderAppAt(path, siteSettingsAnswer('Golightly'), [
    accountAnswer(ADA),
    roleLimitsAnswer(MEMBER_LIMITS),
    ...gates,
    gateAnswerForAnyPath(),
    status,
  ]);
}

function renderVisitorAt(path: string) {
  return renderAppAt(path, siteSettingsAnswer('Golightly'), [noAccountAnswer(), roleLimitsAnswer(VISITOR_LIMITS)]);
}

describe('the server gate for a signed-in member', () => {
  it('sends a member with an incomplete profile from the dashboard to the profile form', async () => {
    const { router } = renderMemberAt('/dashboard', [
      gateAnswer('/dashboard', { decision: 'redirect', redirectTo: '/user/edit' }),
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/edit'));
  });

  it.each([
    ['/confirm-gender', 'a member whose gender is unset'],
    ['/unsuccessful', 'a man who is neither admin nor property manager'],
    ['/membership-info', 'a pending application'],
    ['/warning', 'an account on hold'],
  ])('follows the redirect to %s (%s)', async (target) => {
    const { router } = renderMemberAt('/go-solo', [
      gateAnswer('/go-solo', { decision: 'redirect', redirectTo: target }),
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
  });

  it('shows the not-found page where the server says notFound', async () => {
    const { router } = renderMemberAt('/confirm-gender', [gateAnswer('/confirm-gender', { decision: 'notFound' })]);
    expect(await screen.findByRole('heading', { level: 1, name: SHELL_TEXTS.notFound.defaultMessage })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/confirm-gender');
  });

  it('shows a quiet loading line, never the page, while the gate is asked', async () => {
    const slowRedirect: MockLink.MockedResponse = {
      ...gateAnswer('/go-solo', { decision: 'redirect', redirectTo: '/user/edit' }),
      delay: 400,
    };
    const { router } = renderMemberAt('/go-solo', [slowRedirect]);
    expect((await screen.findByTestId('gate-loading')).textContent).toBe('Loading…');
    expect(screen.queryByRole('heading', { level: 1, name: 'GoSolo trips' })).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/edit'));
  });

  it('asks about a path once a session: coming back to it needs no new question', async () => {
    let questions = 0;
    const counted: MockLink.MockedResponse = {
      request: { query: UserGateDocument, variables: { path: '/go-solo' } },
      result: () => {
        questions += 1;
        return {
          data: {
            userGate: {
              __typename: 'UserGateResult',
              decision: 'allow',
              redirectTo: null,
              socialAccess: 'open',
              canInvite: true,
            },
          },
        };
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    };
    const { router } = renderMemberAt('/go-solo', [counted]);
    await screen.findByRole('heading', { level: 1, name: 'GoSolo trips' });
    await router.navigate('/hustle');
    await screen.findByRole('heading', { level: 1, name: 'Hustle job board' });
    await router.navigate('/go-solo');
    await screen.findByRole('heading', { level: 1, name: 'GoSolo trips' });
    expect(questions).toBe(1);
  });

  it('sends a member from /users/show with no id to her own profile', async () => {
    const { router } = renderMemberAt('/users/show', []);
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/show/1'));
  });
});

describe("the app's own rules for a visitor", () => {
  it('sends a visitor to log in before the transaction history', async () => {
    const { router } = renderVisitorAt('/user/transaction');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?refer=%2Fuser%2Ftransaction');
  });

  it("sends a visitor to log in before a member's profile, returning there afterwards", async () => {
    const { router } = renderVisitorAt('/users/show/7');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?refer=%2Fusers%2Fshow%2F7');
  });

  it('sends a visitor to log in before account security', async () => {
    const { router } = renderVisitorAt('/users/security');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?refer=%2Fusers%2Fsecurity');
  });
});

describe('the polled user status', () => {
  it('ends the session, goes home and says why when the member no longer exists', async () => {
    const signedInOnce = { ...accountAnswer(ADA), maxUsageCount: 1 };
    const logout: MockLink.MockedResponse = {
      request: { query: UserLogoutDocument },
      result: { data: { userLogout: { __typename: 'UserLogoutResult', status: 'success' } } },
    };
    const { router } = renderAppAt('/about-us', siteSettingsAnswer('Golightly'), [
      signedInOnce,
      noAccountAnswer(),
      roleLimitsAnswer(MEMBER_LIMITS),
      gateAnswerForAnyPath(),
      userStatusAnswer(false),
      logout,
    ]);
    expect(await screen.findByText('You have been signed out')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByTestId('signed-in-member')).toBeNull();
  });
});

describe('gate paths', () => {
  it('asks about a path without its trailing slash, with characters the server refuses percent-encoded', () => {
    expect(gatePath('/dashboard/')).toBe('/dashboard');
    expect(gatePath('/')).toBe('/');
    expect(gatePath('/c/KEY1/ann@example.com')).toBe('/c/KEY1/ann%40example.com');
  });
});
