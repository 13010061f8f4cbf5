// /rooms: her listings (ManageListings) with their steps and where each stands, and links to edit and preview them.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ManageListingsDocument } from '../../gen/graphql';
import { asAda } from './testing';

const row = (overrides: Record<string, unknown>) => ({
  __typename: 'Listing',
  id: 7,
  title: 'Garden flat',
  city: 'London',
  country: 'GB',
  coverPhoto: null,
  approvalStatus: 'draft',
  rejectionMessage: null,
  isPublished: false,
  isListed: true,
  step1: 'completed',
  step2: 'incomplete',
  step3: 'incomplete',
  step4: 'incomplete',
  updatedAt: '2026-11-25T04:00:00.000Z',
  ...overrides,
});

const listingsAnswer = (listings: unknown[]) => ({
  request: { query: ManageListingsDocument },
  result: { data: { ManageListings: listings } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

describe('her listings at /rooms', () => {
  it('lists each listing with its steps, where it stands and links to edit and preview it', async () => {
    asAda('/rooms', [
      listingsAnswer([
        row({ id: 7 }),
        row({
          id: 8,
          title: 'Harbour studio',
          city: 'Stockholm',
          country: 'SE',
          coverPhoto: 'a1b2.jpg',
          approvalStatus: 'approved',
          isPublished: true,
          isListed: false,
          step2: 'completed',
          step3: 'completed',
          step4: 'completed',
        }),
      ]),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your listings' })).toBeTruthy();
    const draft = (await screen.findByRole('heading', { level: 2, name: 'Garden flat' })).closest('li')!;
    expect(within(draft).getByText('Draft')).toBeTruthy();
    expect(within(draft).getByText('1 of 4 steps completed')).toBeTruthy();
    expect(within(draft).getByRole('link', { name: 'Edit Garden flat' }).getAttribute('href')).toBe(
      '/become-a-host/7/home',
    );
    expect(within(draft).getByRole('link', { name: 'Preview Garden flat' }).getAttribute('href')).toBe(
      '/rooms/7/preview',
    );

    const live = screen.getByRole('heading', { level: 2, name: 'Harbour studio' }).closest('li')!;
    expect(within(live).getByText('Approved')).toBeTruthy();
    expect(within(live).getByText('Published')).toBeTruthy();
    expect(within(live).getByText('Unlisted')).toBeTruthy();
    expect(within(live).getByText('4 of 4 steps completed')).toBeTruthy();
    expect(live.querySelector('img')?.getAttribute('src')).toBe('/upload/x_medium_a1b2.jpg');
    const steps = within(live).getByRole('list', { name: 'Steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      'Step 1: The basics · Completed',
      'Step 2: Set the scene · Completed',
      'Step 3: Get ready for guests · Completed',
      'Step 4: Publish · Completed',
    ]);
  });

  it('says she has no listings yet and offers to list a space', async () => {
    asAda('/rooms', [listingsAnswer([])]);
    expect(await screen.findByText('You have no listings yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'List a new space' }).getAttribute('href')).toBe('/become-a-host?mode=new');
  });

  it('says so when her listings cannot be loaded', async () => {
    asAda('/rooms', [
      { request: { query: ManageListingsDocument }, error: new Error('connect ECONNREFUSED'), maxUsageCount: 5 },
    ]);
    expect(
      await screen.findByText('We could not load your listings. Please refresh the page and try again.'),
    ).toBeTruthy();
  });
});
