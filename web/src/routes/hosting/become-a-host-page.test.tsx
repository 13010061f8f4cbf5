// /become-a-host/{listId}: the listing check of spec 000 §5 before the host editor opens.
import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SHELL_TEXTS } from '@golightly/web-kit/texts';
import {
  accountAnswer,
  ADA,
  gateAnswerForAnyPath,
  MEMBER_LIMITS,
  roleLimitsAnswer,
  userStatusAnswer,
} from '../../gates/testing';
import { HostEditorListingDocument } from '../../gen/graphql';
import { renderAppAt, siteSettingsAnswer } from '../../testing/render-app';

function listingCheck(id: number, status: number): MockLink.MockedResponse {
  return {
    request: { query: HostEditorListingDocument, variables: { id } },
    result: { data: { getListingData: { __typename: 'ListingDataResult', status } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const asAda = (path: string, more: MockLink.MockedResponse[]) =>
  renderAppAt(path, siteSettingsAnswer('Golightly'), [
    accountAnswer(ADA),
    roleLimitsAnswer(MEMBER_LIMITS),
    gateAnswerForAnyPath(),
    userStatusAnswer(true),
    ...more,
  ]);

describe('the host editor listing check', () => {
  it('shows the not-found page when the listing is unavailable to her', async () => {
    asAda('/become-a-host/12/home', [listingCheck(12, 400)]);
    expect(await screen.findByRole('heading', { level: 1, name: SHELL_TEXTS.notFound.defaultMessage })).toBeTruthy();
  });

  it('opens the host editor for her own listing', async () => {
    asAda('/become-a-host/7/home', [listingCheck(7, 200)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'List your space' })).toBeTruthy();
  });

  it('checks nothing for a new listing', async () => {
    asAda('/become-a-host', []);
    expect(await screen.findByRole('heading', { level: 1, name: 'List your space' })).toBeTruthy();
  });
});
