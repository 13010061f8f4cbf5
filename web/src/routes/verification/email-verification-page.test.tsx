// The e-mail confirmation link (spec 000 §2, §8): confirmed only on status confirmed; otherwise why, and a new link
// for a signed-in member or the text table's "login required to confirm e-mail via a link" for a visitor.
import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailVerificationDocument } from '../../gen/graphql';
import { renderAppAt, siteSettingsAnswer } from '../../testing/render-app';

function verificationAnswer(status: string): MockLink.MockedResponse {
  return {
    request: { query: EmailVerificationDocument, variables: { token: 'T0K3N', email: 'ada@golightly.test' } },
    result: { data: { EmailVerification: { __typename: 'EmailVerificationResult', status, userId: null } } },
  };
}

const LINK = '/user/verification?confirm=T0K3N&email=ada%40golightly.test';

describe('the e-mail confirmation link', () => {
  it('says the address is confirmed when the server answers confirmed', async () => {
    renderAppAt(LINK, siteSettingsAnswer('Golightly'), [verificationAnswer('confirmed')]);
    expect(await screen.findByText('Thank you! Your e-mail address ada@golightly.test is confirmed.')).toBeTruthy();
  });

  it('tells a visitor with an expired link why, and that she must log in to get a new one', async () => {
    renderAppAt(LINK, siteSettingsAnswer('Golightly'), [verificationAnswer('expired')]);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not confirm your e-mail address. This confirmation link has expired.',
    );
    expect(screen.getByText('Please log in to confirm your e-mail address with this link.')).toBeTruthy();
  });
});
