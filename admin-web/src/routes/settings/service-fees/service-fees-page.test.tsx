// The site's service fees screen: the stored fees in the form, a negative fee marked before anything is sent (the
// shared rules), the server's refusal beside its field, and a saved change said in a toast.
import { SERVICE_FEE_TEXTS } from '@golightly/stay-rules';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminServiceFeesDocument, UpdateServiceFeesDocument } from '../../../gen/graphql';
import { offeredCurrencies } from '../../../testing/currencies';
import { renderAdminAt } from '../../../testing/render-app';
import { ADMIN_TEXTS } from '../../../texts';

const stored = {
  __typename: 'ServiceFees',
  id: 1,
  guestType: 'percentage',
  guestValue: 12,
  hostType: 'percentage',
  hostValue: 3,
  currency: 'USD',
  status: 'enabled',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const currencies = offeredCurrencies('USD', 'EUR');
const feesAnswer = {
  request: { query: AdminServiceFeesDocument },
  result: { data: { getServiceFees: stored, getCurrencies: currencies } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const save = (fees: object, outcome: object) => ({
  request: { query: UpdateServiceFeesDocument, variables: { fees } },
  result: {
    data: {
      updateServiceFees: {
        __typename: 'ServiceFeesResult',
        errorMessage: null,
        fieldErrors: [],
        serviceFees: null,
        ...outcome,
      },
    },
  },
});

describe('the service fees screen', () => {
  it('marks a negative fee without sending it, shows the server refusal, then saves a good change', async () => {
    const refused = { guestType: 'percentage', guestValue: '10', hostType: 'fixed', hostValue: '25', currency: 'EUR' };
    const good = { ...refused, currency: 'USD' };
    renderAdminAt('/settings/servicefees', [
      feesAnswer,
      save(refused, {
        status: 'invalid',
        errorMessage: SERVICE_FEE_TEXTS.nothingSaved,
        fieldErrors: [
          { __typename: 'ServiceFeeFieldError', field: 'currency', message: SERVICE_FEE_TEXTS.currencyNotOffered },
        ],
      }),
      save(good, {
        status: 'success',
        serviceFees: { ...stored, guestValue: 10, hostType: 'fixed', hostValue: 25 },
      }),
    ]);
    const guest = await screen.findByRole('textbox', { name: ADMIN_TEXTS.feeValue(ADMIN_TEXTS.guestFee) });
    expect((guest as HTMLInputElement).value).toBe('12');
    fireEvent.change(guest, { target: { value: '-1' } });
    fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.save }));
    expect(await screen.findByText(SERVICE_FEE_TEXTS.valueFormat)).toBeTruthy();

    fireEvent.change(guest, { target: { value: '10' } });
    fireEvent.change(screen.getByRole('combobox', { name: ADMIN_TEXTS.feeType(ADMIN_TEXTS.hostFee) }), {
      target: { value: 'fixed' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: ADMIN_TEXTS.feeValue(ADMIN_TEXTS.hostFee) }), {
      target: { value: '25' },
    });
    const currency = screen.getByRole('combobox', { name: ADMIN_TEXTS.feeCurrency });
    fireEvent.change(currency, { target: { value: 'EUR' } });
    fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.save }));
    expect(await screen.findByText(SERVICE_FEE_TEXTS.currencyNotOffered)).toBeTruthy();

    fireEvent.change(currency, { target: { value: 'USD' } });
    fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.save }));
    const toasts = screen.getByRole('region', { name: ADMIN_TEXTS.notifications });
    expect(await within(toasts).findByText(ADMIN_TEXTS.serviceFeesSaved)).toBeTruthy();
  });
});
