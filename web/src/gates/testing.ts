// Test fixtures for the shell's viewers: accounts, role limits and gate answers as the gateway gives them.
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import {
  CheckUserStatusDocument,
  CurrentAccountDocument,
  ShellAdminEmailDocument,
  ShellRoleLimitsDocument,
  UserGateDocument,
} from '../gen/graphql';
import type { RoleLimits, ViewerAccount } from './viewer';

const always = Number.POSITIVE_INFINITY;

/** An account as the gateway answers it, type names included. */
export type AccountFixture = Omit<ViewerAccount, 'verification'> & {
  __typename: 'UserAccount';
  verification: ViewerAccount['verification'] & { __typename: 'UserVerification' };
};

export const ADA: AccountFixture = {
  __typename: 'UserAccount',
  userId: '7a1d0c7e-5b1f-4d5e-9b1a-000000000001',
  profileId: 1,
  firstName: 'Ada',
  lastName: 'Okafor',
  email: 'ada@golightly.test',
  gender: 'female',
  isDiamond: false,
  picture: null,
  step1: 'completed',
  step2: 'completed',
  step3: 'completed',
  step4: 'completed',
  verification: { __typename: 'UserVerification', isEmailConfirmed: true },
};

export const MEMBER_LIMITS: RoleLimits & { __typename: 'RoleLimits' } = {
  __typename: 'RoleLimits',
  role: 'member',
  accountHome: '/dashboard',
  showDashboard: true,
  showProfile: true,
  showPayouts: true,
  showTransactions: true,
  showAccountSettings: true,
  showInvite: true,
  showListYourSpace: true,
  showManageListings: true,
  showMembers: true,
  showSaved: true,
  showGoHost: true,
  mayOpenSecurity: true,
  countsAsComplete: false,
};

/** As accounts' roleLimits gives them for a co-host (decision 0010). */
export const CO_HOST_LIMITS: typeof MEMBER_LIMITS = {
  ...MEMBER_LIMITS,
  role: 'coHost',
  accountHome: '/users/security',
  showDashboard: false,
  showProfile: false,
  showPayouts: false,
  showTransactions: false,
  showAccountSettings: false,
  showInvite: false,
  mayOpenSecurity: true,
};

/** As accounts' roleLimits gives them for the reserved account. */
export const RESERVED_LIMITS: typeof MEMBER_LIMITS = {
  ...MEMBER_LIMITS,
  role: 'reserved',
  showProfile: false,
  showInvite: false,
  showListYourSpace: false,
  showManageListings: false,
  showMembers: false,
  showSaved: false,
  showGoHost: false,
  mayOpenSecurity: true,
};

export const VISITOR_LIMITS: typeof MEMBER_LIMITS = { ...MEMBER_LIMITS, role: 'visitor' };
export const ADMIN_LIMITS: typeof MEMBER_LIMITS = { ...MEMBER_LIMITS, role: 'admin' };

export function accountAnswer(account: ViewerAccount): MockLink.MockedResponse {
  return {
    request: { query: CurrentAccountDocument },
    result: { data: { userAccount: account } },
    maxUsageCount: always,
  };
}

/** userAccount for nobody signed in (UNAUTHENTICATED, the member guard's text); an admin session is refused too. */
export function noAccountAnswer(): MockLink.MockedResponse {
  return {
    request: { query: CurrentAccountDocument },
    result: {
      errors: [
        new GraphQLError('You are not logged In. Please Login to continue!', {
          extensions: { code: 'UNAUTHENTICATED' },
        }),
      ],
    },
    maxUsageCount: always,
  };
}

export function roleLimitsAnswer(limits: typeof MEMBER_LIMITS): MockLink.MockedResponse {
  return {
    request: { query: ShellRoleLimitsDocument },
    result: { data: { myRoleLimits: limits } },
    maxUsageCount: always,
  };
}

export function adminEmailAnswer(email: string): MockLink.MockedResponse {
  return {
    request: { query: ShellAdminEmailDocument },
    result: {
      data: { myAdminAccess: { __typename: 'AdminAccess', admin: { __typename: 'AdminUser', id: 'admin-1', email } } },
    },
    maxUsageCount: always,
  };
}

export interface GateFixture {
  decision?: 'allow' | 'redirect' | 'notFound';
  redirectTo?: string | null;
  socialAccess?: 'open' | 'rules' | 'closed';
  canInvite?: boolean;
}

/** userGate's answer for one path. */
export function gateAnswer(path: string, gate: GateFixture = {}): MockLink.MockedResponse {
  return {
    request: { query: UserGateDocument, variables: { path } },
    result: {
      data: {
        userGate: {
          __typename: 'UserGateResult',
          decision: gate.decision ?? 'allow',
          redirectTo: gate.redirectTo ?? null,
          socialAccess: gate.socialAccess ?? 'open',
          canInvite: gate.canInvite ?? true,
        },
      },
    },
    maxUsageCount: always,
  };
}

/** userGate answering the same for every path (a member the gates let through everywhere, say). */
export function gateAnswerForAnyPath(gate: GateFixture = {}): MockLink.MockedResponse {
  const answer = gateAnswer('/', gate);
  return { ...answer, request: { query: UserGateDocument, variables: () => true } };
}

export function userStatusAnswer(userExistStatus: boolean): MockLink.MockedResponse {
  return {
    request: { query: CheckUserStatusDocument },
    result: { data: { getCheckUserStatus: { __typename: 'UserStatusResult', status: 'success', userExistStatus } } },
    maxUsageCount: always,
  };
}
