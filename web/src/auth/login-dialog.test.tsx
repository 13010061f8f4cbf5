// The header's login dialog: client rules, the server's message for a refused sign-in, the signed-in header after
// success, and the modal rule that forgot-password replaces login (spec 000 §4, §5, §8).
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CurrentAccountDocument, UserLoginDocument } from '../gen/graphql';
import { renderAppAt, siteSettingsAnswer } from '../testing/render-app';

const ADA = {
  __typename: 'UserAccount',
  userId: '7a1d0c7e-5b1f-4d5e-9b1a-000000000001',
  profileId: 1,
  firstName: 'Ada',
  lastName: 'Okafor',
  email: 'ada@golightly.test',
  gender: 'female',
  isDiamond: false,
  picture: null,
  step1: 'completed',
  step2: 'completed',
  step3: 'completed',
  step4: 'completed',
  verification: { __typename: 'UserVerification', isEmailConfirmed: true },
};

const visitorOnce: MockLink.MockedResponse = {
  request: { query: CurrentAccountDocument },
  result: { errors: [new GraphQLError('You are not logged In. Please Login to continue!')] },
};
const adaAccount: MockLink.MockedResponse = {
  request: { query: CurrentAccountDocument },
  result: { data: { userAccount: ADA } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function login(password: string, status: string, errorMessage: string | null): MockLink.MockedResponse {
  return {
    request: { query: UserLoginDocument, variables: { email: 'ada@golightly.test', password } },
    result: { data: { userLogin: { __typename: 'UserLoginResult', status, errorMessage } } },
  };
}

async function openLoginDialog() {
  const banner = await screen.findByRole('banner');
  fireEvent.click(within(banner).getByRole('button', { name: 'Log in' }));
  return screen.findByRole('dialog', { name: 'Log in' });
}

function fillIn(dialog: HTMLElement, email: string, password: string) {
  fireEvent.input(within(dialog).getByLabelText('Email'), { target: { value: email } });
  fireEvent.input(within(dialog).getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
}

describe('login dialog', () => {
  it('checks the e-mail and password length before asking the server', async () => {
    renderAppAt('/about-us');
    const dialog = await openLoginDialog();
    fillIn(dialog, 'ada@', 'short');
    expect(await within(dialog).findByText("Invalid Email. Please make sure it's typed in correctly.")).toBeTruthy();
    expect(within(dialog).getByText('Password must be at least 8 characters.')).toBeTruthy();
  });

  it("shows the server's message for a refused sign-in, then signs in and shows her first name", async () => {
    renderAppAt('/about-us', siteSettingsAnswer('Golightly'), [
      visitorOnce,
      adaAccount,
      login('Wrong-pass-1', 'password', 'Wrong password. Please try again or reset your password.'),
      login('Golightly2026', 'success', null),
    ]);
    const dialog = await openLoginDialog();
    fillIn(dialog, 'ada@golightly.test', 'Wrong-pass-1');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Wrong password. Please try again or reset your password.',
    );
    fillIn(dialog, 'ada@golightly.test', 'Golightly2026');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull());
    const banner = screen.getByRole('banner');
    expect(within(banner).getByTestId('signed-in-member').textContent).toContain('Ada');
    // Log out is in her avatar dropdown.
    fireEvent.click(within(banner).getByTestId('signed-in-member'));
    expect(within(banner).getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(within(banner).queryByRole('button', { name: 'Log in' })).toBeNull();
  });

  it('gives way to the forgot-password dialog, and back (one dialog at a time)', async () => {
    renderAppAt('/about-us');
    const dialog = await openLoginDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    const forgot = await screen.findByRole('dialog', { name: 'Reset your password' });
    expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull();
    fireEvent.click(within(forgot).getByRole('button', { name: 'Back to log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Reset your password' })).toBeNull();
  });
});
