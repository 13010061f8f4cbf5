// The search settings screen: the stored settings in the form, the server's field errors beside their fields, and a
// saved change said in a toast.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminSearchSettingsDocument, UpdateSearchSettingsDocument } from '../../gen/graphql';
import { renderAdminAt } from '../../testing/render-app';
import { ADMIN_TEXTS } from '../../texts';

const stored = {
  __typename: 'SearchSettings',
  priceRangeMin: 0,
  priceRangeMax: 1000,
  currency: 'USD',
  defaultPriceSort: null,
  pageSize: 18,
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const settingsAnswer = {
  request: { query: AdminSearchSettingsDocument },
  result: { data: { searchSettings: stored } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const save = (settings: object, outcome: object) => ({
  request: { query: UpdateSearchSettingsDocument, variables: { settings } },
  result: {
    data: {
      updateSearchSettings: {
        __typename: 'SearchSettingsResult',
        errorMessage: null,
        fieldErrors: [],
        settings: null,
        ...outcome,
      },
    },
  },
});

describe('the search settings screen', () => {
  it('marks the field the server refuses, then saves a good change', async () => {
    const refused = { priceRangeMin: 500, priceRangeMax: 400, pageSize: 18, defaultPriceSort: null };
    const good = { priceRangeMin: 0, priceRangeMax: 1500, pageSize: 18, defaultPriceSort: 'asc' };
    renderAdminAt('/settings/search', [
      settingsAnswer,
      save(refused, {
        status: 'invalid',
        errorMessage: 'Nothing was saved: correct the fields marked and save again.',
        fieldErrors: [
          {
            __typename: 'ListingFieldError',
            field: 'priceRangeMax',
            message: 'The maximum must be greater than the minimum.',
          },
        ],
      }),
      save(good, { status: 'success', settings: { ...stored, priceRangeMax: 1500, defaultPriceSort: 'asc' } }),
    ]);
    const min = await screen.findByRole('textbox', { name: ADMIN_TEXTS.searchPriceMin });
    const max = screen.getByRole('textbox', { name: ADMIN_TEXTS.searchPriceMax });
    expect((max as HTMLInputElement).value).toBe('1000');
    fireEvent.change(min, { target: { value: '500' } });
    fireEvent.change(max, { target: { value: '400' } });
    fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.save }));
    expect(await screen.findByText('The maximum must be greater than the minimum.')).toBeTruthy();
    fireEvent.change(min, { target: { value: '0' } });
    fireEvent.change(max, { target: { value: '1500' } });
    fireEvent.change(screen.getByRole('combobox', { name: ADMIN_TEXTS.searchDefaultSort }), {
      target: { value: 'asc' },
    });
    fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.save }));
    const toasts = screen.getByRole('region', { name: ADMIN_TEXTS.notifications });
    expect(await within(toasts).findByText(ADMIN_TEXTS.searchSettingsSaved)).toBeTruthy();
  });
});
