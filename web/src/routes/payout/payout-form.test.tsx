// The /user/addpayout form against a mocked gateway: the country decides the bank fields (US routing number and SSN,
// an IBAN in Portugal, the state from getStripeStates in the US), spec 001 §5's messages show beside the fields on
// submit, nothing is sent while one is wrong, and the server's refusals show beside their fields too.
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { PAYOUT_MESSAGES } from '@golightly/payout-rules';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { CountriesDocument, CurrenciesDocument, PayoutStatesDocument } from '../../gen/graphql';
import { PayoutForm } from './payout-form';

const mocks: MockLink.MockedResponse[] = [
  {
    request: { query: CountriesDocument },
    result: {
      data: {
        getCountries: {
          __typename: 'CountriesResult',
          results: [
            {
              __typename: 'Country',
              id: 229,
              countryCode: 'US',
              countryName: 'United States',
              isEnable: true,
              dialCode: '+1',
            },
            {
              __typename: 'Country',
              id: 177,
              countryCode: 'PT',
              countryName: 'Portugal',
              isEnable: true,
              dialCode: '+351',
            },
          ],
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: CurrenciesDocument },
    result: {
      data: {
        getCurrencies: [
          { __typename: 'Currency', id: 1, symbol: 'EUR', sign: '€', isBaseCurrency: true },
          { __typename: 'Currency', id: 2, symbol: 'USD', sign: '$', isBaseCurrency: false },
        ],
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: PayoutStatesDocument, variables: { countryId: 229 } },
    result: {
      data: {
        getStripeStates: {
          __typename: 'PayoutStatesResult',
          results: [{ __typename: 'PayoutState', id: 1, stateName: 'New York', stateCode: 'NY' }],
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
];

function renderForm(onSubmit = vi.fn(async () => [] as { field: string; message: string }[])) {
  render(
    <MockedProvider mocks={mocks}>
      <IntlProvider locale="en-US" defaultLocale="en-US">
        <PayoutForm onSubmit={onSubmit} busy={false} />
      </IntlProvider>
    </MockedProvider>,
  );
  return onSubmit;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const chooseCountry = async (name: string) => {
  await screen.findByRole('option', { name });
  fireEvent.change(screen.getByLabelText('Country'), { target: { value: name === 'Portugal' ? 'PT' : 'US' } });
};

describe('the payout form', () => {
  it("asks a US host for her routing number, account and SSN, with the spec's messages", async () => {
    const onSubmit = renderForm();
    await chooseCountry('United States');
    await screen.findByRole('option', { name: 'New York' });
    expect(screen.queryByLabelText('IBAN')).toBeNull();
    type('First name', 'Ada');
    type('Last name', 'Lovelace');
    type('Routing number', '011000016');
    type('Account number', '000123456789');
    type('Confirm account number', '000123456780');
    fireEvent.click(screen.getByRole('button', { name: 'Save payout method' }));
    expect(await screen.findByText(PAYOUT_MESSAGES.routingNumberInvalid)).toBeTruthy();
    expect(screen.getByText(PAYOUT_MESSAGES.accountNumberMismatch)).toBeTruthy();
    expect(screen.getByText(PAYOUT_MESSAGES.ssnRequired)).toBeTruthy();
    expect(screen.getByLabelText('Routing number').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks a Portuguese host for her IBAN twice and sends the form once both agree', async () => {
    const onSubmit = renderForm(vi.fn(async () => [{ field: 'zipcode', message: 'Zip / Postal Code is required' }]));
    await chooseCountry('Portugal');
    expect(screen.queryByLabelText('Routing number')).toBeNull();
    expect(screen.queryByLabelText('State')).toBeNull();
    type('First name', 'Ana');
    type('Last name', 'Silva');
    type('IBAN', 'PT50 0002 0123 1234 5678 9015 4');
    type('Confirm IBAN', 'PT50000201231234567890155');
    fireEvent.click(screen.getByRole('button', { name: 'Save payout method' }));
    expect(await screen.findByText(PAYOUT_MESSAGES.ibanMismatch)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    type('Confirm IBAN', 'PT50000201231234567890154');
    type('Address', 'Rua do Ouro 12');
    type('City', 'Lisbon');
    await screen.findByRole('option', { name: 'USD' });
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'EUR' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save payout method' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        country: 'PT',
        iban: 'PT50 0002 0123 1234 5678 9015 4',
        routingNumber: null,
        currency: 'EUR',
      }),
    );
    expect(await screen.findByText('Zip / Postal Code is required')).toBeTruthy();
  });
});
