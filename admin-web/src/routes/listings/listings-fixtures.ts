// Test fixtures of the listing screens: listings and list settings as the gateway answers them, and mocked answers.
import type { MockLink } from '@apollo/client/testing';
import type { DocumentNode } from 'graphql';
import {
  AdminListSettingsDocument,
  ListSettingTypesDocument,
  type AdminListSettingFieldsFragment,
  type ListSettingTypeFieldsFragment,
} from '../../gen/graphql';
import type { ListingRow } from './listing-format';

/** A value with the __typename the gateway adds (the generated types leave it out). */
const typed = <T extends object>(typename: string, value: T): T => ({ __typename: typename, ...value });

export const HOST_ID = '6f1c2f7e-3c4b-4c1e-9f7a-0a1b2c3d4e5f';
export const NEW_HOST_ID = '0d9e8f7a-6b5c-4d3e-8f2a-1b2c3d4e5f60';

/** An approved, live listing of Ada Lovelace's in Lisbon unless `changes` say otherwise. */
export function listing(id: number, title: string, changes: Partial<ListingRow> = {}): ListingRow {
  return typed('Listing', {
    id,
    title,
    city: 'Lisbon',
    state: 'Lisboa',
    country: 'PT',
    approvalStatus: 'approved',
    isPublished: true,
    rejectionMessage: null,
    createdAt: '2026-03-02T10:15:00.000Z',
    submittedAt: '2026-03-03T09:00:00.000Z',
    deletedAt: null,
    deletedBy: null,
    hostSuspended: false,
    host: typed('User', { id: HOST_ID, profileId: 101, firstName: 'Ada', lastName: 'Lovelace' }),
    ...changes,
  });
}

export const loft = listing(1234567, 'Tiled loft in Alfama');
export const cabin = listing(2345678, 'Cabin by the lake', {
  city: 'Sintra',
  approvalStatus: 'awaitingApproval',
  isPublished: false,
});

/** A listings page's answer (adminListings, deletedListings, listingsAwaitingApproval) for exactly these variables. */
export function listingPage(
  query: DocumentNode,
  field: string,
  variables: Record<string, unknown>,
  rows: ListingRow[],
  options: { count?: number; once?: boolean } = {},
): MockLink.MockedResponse {
  return {
    request: { query, variables },
    result: {
      data: { [field]: { __typename: 'AdminListingPage', count: options.count ?? rows.length, results: rows } },
    },
    maxUsageCount: options.once ? 1 : Number.POSITIVE_INFINITY,
  };
}

/** A mutation's answer that records the variables it was sent (for inputs too long to spell out in a mock). */
export function recordingAnswer(
  query: DocumentNode,
  field: string,
  result: Record<string, unknown>,
): { answer: MockLink.MockedResponse; sent: Array<Record<string, unknown>> } {
  const sent: Array<Record<string, unknown>> = [];
  return {
    sent,
    answer: {
      request: {
        query,
        variables: (variables: Record<string, unknown>) => {
          sent.push(variables);
          return true;
        },
      },
      result: { data: { [field]: { errorMessage: null, ...result } } },
    },
  };
}

const KINDS: Record<number, string> = { 2: 'count', 5: 'count', 6: 'count', 8: 'count', 13: 'text', 15: 'text' };
const NAMES: Record<number, string> = {
  1: 'Room types',
  2: 'Guest counts',
  13: 'Guest requirements',
  14: 'House rules',
};

/** The catalogues as listSettingTypes answers them: type ids 1 to 23 except 17. */
export const SETTING_TYPES: ListSettingTypeFieldsFragment[] = Array.from({ length: 23 }, (_, i) => i + 1)
  .filter((typeId) => typeId !== 17)
  .map((typeId) =>
    typed('ListSettingType', {
      typeId,
      name: NAMES[typeId] ?? `Catalogue ${typeId}`,
      kind: KINDS[typeId] ?? 'choice',
      feeds: `What catalogue ${typeId} feeds.`,
      valueMin: KINDS[typeId] === 'count' ? 1 : null,
      valueMax: KINDS[typeId] === 'count' ? 1000 : null,
      valueStep: KINDS[typeId] === 'count' ? 1 : null,
      allowedValues: null,
    }),
  );

export const settingTypesAnswer: MockLink.MockedResponse = {
  request: { query: ListSettingTypesDocument },
  result: { data: { listSettingTypes: SETTING_TYPES } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

export function setting(
  id: number,
  typeId: number,
  itemName: string,
  changes: Partial<AdminListSettingFieldsFragment> = {},
): AdminListSettingFieldsFragment {
  return typed('AdminListSetting', {
    id,
    typeId,
    itemName,
    itemDescription: '',
    value: null,
    isEnable: true,
    listingCount: 0,
    createdAt: '2026-03-02T10:15:00.000Z',
    updatedAt: '2026-03-04T08:00:00.000Z',
    ...changes,
  });
}

/** adminListSettings' answer for a catalogue. */
export function catalogueAnswer(
  typeId: number,
  items: AdminListSettingFieldsFragment[],
  options: { once?: boolean } = {},
): MockLink.MockedResponse {
  return {
    request: { query: AdminListSettingsDocument, variables: { typeId } },
    result: {
      data: {
        adminListSettings: {
          __typename: 'AdminListSettingCatalogue',
          type: SETTING_TYPES.find((t) => t.typeId === typeId),
          items,
        },
      },
    },
    maxUsageCount: options.once ? 1 : Number.POSITIVE_INFINITY,
  };
}
