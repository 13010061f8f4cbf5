// Test fixtures of the people screens: accounts as the gateway answers them, and mocked answers for MockLink.
import type { MockLink } from '@apollo/client/testing';
import type { DocumentNode } from 'graphql';
import type { Person } from './person-view';

export const ADA_ID = '6f1c2f7e-3c4b-4c1e-9f7a-0a1b2c3d4e5f';
export const BEA_ID = '0d9e8f7a-6b5c-4d3e-8f2a-1b2c3d4e5f60';
export const CLEO_ID = '3a4b5c6d-7e8f-4a0b-8c1d-2e3f4a5b6c7d';

/** A live standard member unless `changes` say otherwise. */
export function person(id: string, firstName: string, lastName: string, changes: Partial<Person> = {}): Person {
  return {
    id,
    profileId: 1000 + lastName.length,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@golightly.test`,
    role: 'member',
    memberStatus: 'standard',
    holdReason: null,
    isDiamond: false,
    adminInviteLimit: 0,
    idVerified: true,
    emailConfirmed: true,
    createdAt: '2026-03-02T10:15:00.000Z',
    deletedAt: null,
    deletedBy: null,
    restorableUntil: null,
    ...changes,
  };
}

export const ada = person(ADA_ID, 'Ada', 'Lovelace', { profileId: 101 });
export const bea = person(BEA_ID, 'Bea', 'Arthur', { profileId: 102, role: 'pressUser' });

const withTypename = (typename: string) => (value: object) => ({ __typename: typename, ...value });

/** A people list's answer (listUsers, listMembers, listDeletedUsers) for exactly these variables. */
export function pageAnswer(
  query: DocumentNode,
  field: string,
  variables: Record<string, unknown>,
  results: Person[],
  options: { count?: number; once?: boolean } = {},
): MockLink.MockedResponse {
  return {
    request: { query, variables },
    result: {
      data: {
        [field]: {
          __typename: 'AdminPersonPage',
          count: options.count ?? results.length,
          results: results.map(withTypename('AdminPerson')),
        },
      },
    },
    maxUsageCount: options.once ? 1 : Number.POSITIVE_INFINITY,
  };
}

/** A mutation's answer for exactly these variables: a result object (its typename given) or the gateway failing. */
export function mutationAnswer(
  query: DocumentNode,
  field: string,
  variables: Record<string, unknown>,
  result: { __typename: string; status: string; errorMessage?: string | null; [key: string]: unknown } | Error,
): MockLink.MockedResponse {
  if (result instanceof Error) return { request: { query, variables }, error: result };
  return { request: { query, variables }, result: { data: { [field]: { errorMessage: null, ...result } } } };
}

/** Any answer, used as often as asked. */
export function answer(query: DocumentNode, variables: Record<string, unknown> | undefined, data: object) {
  return {
    request: variables ? { query, variables } : { query },
    result: { data },
    maxUsageCount: Number.POSITIVE_INFINITY,
  } satisfies MockLink.MockedResponse;
}
