// The accounts forms show a rule's or the server's message in the member's language when the spec quotes it.
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../i18n/load-messages';
import { FormAlert, TextField } from './fields';

describe('the form messages', () => {
  it('shows a spec text from the rules in Spanish when she reads Spanish', async () => {
    const messages = await loadMessages('es');
    render(
      <IntlProvider locale="es" defaultLocale="en-US" messages={messages}>
        <FormAlert message="No account exists for this email" />
        <TextField label="Correo" error="Invalid Email. Please make sure it's typed in correctly." />
      </IntlProvider>,
    );
    expect(screen.getByRole('alert').textContent).toBe('No existe ninguna cuenta con este correo');
    expect(screen.getByText('Correo no válido. Comprueba que esté bien escrito.')).toBeTruthy();
  });

  it('shows a message the spec does not quote as it came', () => {
    render(
      <IntlProvider locale="en-US" defaultLocale="en-US">
        <FormAlert message="Too many sign-in attempts. Please wait 2 minutes and try again." />
      </IntlProvider>,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Too many sign-in attempts. Please wait 2 minutes and try again.',
    );
  });
});
