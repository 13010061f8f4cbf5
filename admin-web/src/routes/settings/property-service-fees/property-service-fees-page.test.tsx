// The property service fees screen: the listings with fees of their own, a listing given fees (an unknown number
// refused beside its field in the server's words), a listing's fees changed, and removed after the confirmation.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AddPropertyServiceFeeDocument,
  AdminPropertyServiceFeesDocument,
  RemovePropertyServiceFeeDocument,
  UpdatePropertyServiceFeeDocument,
} from '../../../gen/graphql';
import { offeredCurrencies } from '../../../testing/currencies';
import { renderAdminAt } from '../../../testing/render-app';
import { ADMIN_TEXTS } from '../../../texts';

const row = (id: number, listId: number, guest: number) => ({
  __typename: 'PropertyServiceFee',
  id,
  listId,
  listingTitle: `Home ${listId}`,
  listingCity: 'Lisbon',
  guestPropertyType: 'percentage',
  guestPropertyValue: guest,
  hostPropertyType: 'fixed',
  hostPropertyValue: 20,
  currency: 'EUR',
  status: 'enabled',
  updatedAt: '2026-11-01T00:00:00.000Z',
});
const currencies = offeredCurrencies('USD', 'EUR');
const listAnswer = (rows: object[]) => ({
  request: { query: AdminPropertyServiceFeesDocument },
  result: { data: { getPropertyServiceFees: rows, getCurrencies: currencies } },
});
const outcome = (field: string, data: object) => ({
  data: {
    [field]: {
      __typename: 'PropertyServiceFeeResult',
      status: 'success',
      errorMessage: null,
      fieldErrors: [],
      propertyServiceFee: null,
      ...data,
    },
  },
});
const fees = (guestValue: string) => ({
  guestType: 'percentage',
  guestValue,
  hostType: 'percentage',
  hostValue: '2',
  currency: 'USD',
});
const toasts = () => within(screen.getByRole('region', { name: ADMIN_TEXTS.notifications }));
const textbox = (name: string) => screen.getByRole('textbox', { name });

describe('the property service fees screen', () => {
  it('gives a listing its own fees after the server refuses an unknown number', async () => {
    renderAdminAt('/settings/property-servicefees', [
      listAnswer([]),
      {
        request: { query: AddPropertyServiceFeeDocument, variables: { listId: 999, fees: fees('4') } },
        result: outcome('addPropertyServiceFee', {
          status: 'invalid',
          errorMessage: 'Nothing was saved: please correct the fields marked.',
          fieldErrors: [
            { __typename: 'ServiceFeeFieldError', field: 'listId', message: 'No listing has this number.' },
          ],
        }),
      },
      {
        request: { query: AddPropertyServiceFeeDocument, variables: { listId: 101, fees: fees('4') } },
        result: outcome('addPropertyServiceFee', { propertyServiceFee: row(1, 101, 4) }),
      },
      listAnswer([row(1, 101, 4)]),
    ]);
    expect(await screen.findByText(ADMIN_TEXTS.propertyServiceFeesEmpty)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.addPropertyServiceFee }));
    fireEvent.change(textbox(ADMIN_TEXTS.propertyFeeListId), { target: { value: '999' } });
    fireEvent.change(textbox(ADMIN_TEXTS.feeValue(ADMIN_TEXTS.guestFee)), { target: { value: '4' } });
    fireEvent.change(textbox(ADMIN_TEXTS.feeValue(ADMIN_TEXTS.hostFee)), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.save }));
    expect(await screen.findByText('No listing has this number.')).toBeTruthy();
    fireEvent.change(textbox(ADMIN_TEXTS.propertyFeeListId), { target: { value: '101' } });
    fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.save }));
    expect(await toasts().findByText(ADMIN_TEXTS.propertyServiceFeeAdded(101))).toBeTruthy();
    const table = await screen.findByRole('table', { name: ADMIN_TEXTS.propertyServiceFeesTable });
    expect(await within(table).findByText('4 %')).toBeTruthy();
    expect(within(table).getByText('20 EUR')).toBeTruthy();
  });

  it("changes a listing's fees and removes them after the confirmation", async () => {
    const changed = { ...fees('5'), hostType: 'fixed', hostValue: '20', currency: 'EUR' };
    renderAdminAt('/settings/property-servicefees', [
      listAnswer([row(1, 101, 4)]),
      {
        request: { query: UpdatePropertyServiceFeeDocument, variables: { id: 1, fees: changed } },
        result: outcome('updatePropertyServiceFee', { propertyServiceFee: row(1, 101, 5) }),
      },
      listAnswer([row(1, 101, 5)]),
      {
        request: { query: RemovePropertyServiceFeeDocument, variables: { id: 1 } },
        result: outcome('removePropertyServiceFee', { propertyServiceFee: row(1, 101, 5) }),
      },
      listAnswer([]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit 101 Home 101' }));
    const guest = textbox(ADMIN_TEXTS.feeValue(ADMIN_TEXTS.guestFee));
    expect((guest as HTMLInputElement).value).toBe('4');
    fireEvent.change(guest, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.save }));
    expect(await toasts().findByText(ADMIN_TEXTS.propertyServiceFeeSaved(101))).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove 101 Home 101' }));
    const dialog = screen.getByRole('dialog', { name: ADMIN_TEXTS.removePropertyServiceFeeTitle(101) });
    fireEvent.click(within(dialog).getByRole('button', { name: ADMIN_TEXTS.removePropertyServiceFeeConfirm }));
    expect(await toasts().findByText(ADMIN_TEXTS.propertyServiceFeeRemoved(101))).toBeTruthy();
    expect(await screen.findByText(ADMIN_TEXTS.propertyServiceFeesEmpty)).toBeTruthy();
  });
});
