// The registration screen in the member's language: the field rules of @golightly/account-rules word their failures
// in French for a member who chose French, a field's name translated too, and the spec's texts from the spec's table.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CountriesDocument } from '../../gen/graphql';
import { noAccountAnswer, roleLimitsAnswer, VISITOR_LIMITS } from '../../gates/testing';
import { renderAppAt, siteSettingsAnswer } from '../../testing/render-app';

const COUNTRIES = {
  request: { query: CountriesDocument },
  result: {
    data: {
      getCountries: {
        __typename: 'CountriesResult',
        results: [
          { __typename: 'Country', id: 1, countryCode: 'FR', countryName: 'France', isEnable: true, dialCode: '+33' },
        ],
      },
    },
  },
};

afterEach(() => {
  document.cookie = 'locale=; Max-Age=0; Path=/';
});

describe('the registration screen in another language', () => {
  it('shows a French member the field rules’ messages in French, naming each field in French', async () => {
    document.cookie = 'locale=fr-FR; Path=/';
    renderAppAt('/register', siteSettingsAnswer('Golightly'), [
      noAccountAnswer(),
      roleLimitsAnswer(VISITOR_LIMITS),
      COUNTRIES,
    ]);

    const form = await screen.findByRole('form', { name: 'Inscription d’une nouvelle membre' });
    fireEvent.change(within(form).getByLabelText('Prénom'), { target: { value: '1234' } });
    fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'zoe@' } });
    fireEvent.change(within(form).getByLabelText('Mot de passe'), { target: { value: 'court' } });
    fireEvent.click(within(form).getByRole('button', { name: 'S’inscrire' }));

    expect(await within(form).findByText('Le champ « Prénom » doit contenir au moins une lettre.')).toBeTruthy();
    expect(within(form).getByText('Le champ « Nom » est obligatoire.')).toBeTruthy();
    expect(within(form).getByText('Le champ « Mot de passe » doit comporter au moins 8 caractères.')).toBeTruthy();
    expect(within(form).getByText('Le code d’invitation est obligatoire.')).toBeTruthy();
    // A text the spec quotes (spec 001 §8) comes from the spec's table, in French.
    expect(within(form).getByText('E-mail non valide. Vérifiez qu’elle est correctement saisie.')).toBeTruthy();
    expect(within(form).queryByText(/must|required/)).toBeNull();
    expect(within(form).getByLabelText('Prénom').getAttribute('aria-invalid')).toBe('true');
  });
});
