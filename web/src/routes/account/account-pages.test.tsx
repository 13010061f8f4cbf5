// The account screens spec 000 §2 lists without describing (decision 0026): /confirm-email, /requestDelete, /getUser,
// /property-login and /test, each doing its job instead of the placeholder, its texts from the texts modules.
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  accountAnswer,
  ADA,
  gateAnswerForAnyPath,
  MEMBER_LIMITS,
  roleLimitsAnswer,
  userStatusAnswer,
} from '../../gates/testing';
import { DeleteMyAccountDocument, ResendConfirmEmailDocument, UserLoginDocument } from '../../gen/graphql';
import { renderAppAt, siteSettingsAnswer } from '../../testing/render-app';

const NOT_LOGGED_IN = 'You are not logged In. Please Login to continue!';

const asMember = (path: string, account = ADA, more: MockLink.MockedResponse[] = []) =>
  renderAppAt(path, siteSettingsAnswer('Golightly'), [
    accountAnswer(account),
    roleLimitsAnswer(MEMBER_LIMITS),
    gateAnswerForAnyPath(),
    userStatusAnswer(true),
    ...more,
  ]);

function deleteAnswer(password: string, status: string): MockLink.MockedResponse {
  return {
    request: { query: DeleteMyAccountDocument, variables: { password } },
    result: { data: { deleteMyAccount: { __typename: 'DeleteAccountResult', status, errorMessage: null } } },
  };
}

afterEach(() => vi.restoreAllMocks());

describe('the account screens of spec 000 §2', () => {
  it.each(['/confirm-email', '/requestDelete', '/getUser'])(
    'asks a visitor on %s to log in, in the spec words',
    async (path) => {
      renderAppAt(path);
      expect(await screen.findByText(NOT_LOGGED_IN)).toBeTruthy();
      expect(screen.queryByText(/arrives in a later release/)).toBeNull();
    },
  );

  it('tells a member with an unconfirmed e-mail where the link went and sends a new one on request', async () => {
    const unconfirmed = { ...ADA, verification: { ...ADA.verification, isEmailConfirmed: false } };
    asMember('/confirm-email', unconfirmed, [
      {
        request: { query: ResendConfirmEmailDocument },
        result: {
          data: {
            ResendConfirmEmail: { __typename: 'ResendConfirmEmailResult', status: 'success', email: ADA.email },
          },
        },
      },
    ]);
    expect(await screen.findByText(/We sent a confirmation link to ada@golightly.test/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send a new confirmation link' }));
    expect(await screen.findByText('Check your email')).toBeTruthy();
    expect(screen.getByText('Confirmation link has been sent to your email.')).toBeTruthy();
  });

  it('tells a member whose e-mail is confirmed that it is, with the way to her dashboard', async () => {
    asMember('/confirm-email');
    expect(await screen.findByText('Your e-mail address ada@golightly.test is confirmed.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('deletes her account only once she ticks the warning and gives her password, then reloads as a visitor', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    asMember('/requestDelete', ADA, [deleteAnswer('Golightly2026', 'success')]);
    const submit = await screen.findByRole('button', { name: 'Delete my account' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I understand that my account cannot be restored.' }));
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'Golightly2026' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Your account has been deleted')).toBeTruthy();
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('keeps her account and says so when the password is wrong', async () => {
    asMember('/requestDelete', ADA, [deleteAnswer('wrong-one', 'password')]);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'I understand that my account cannot be restored.' }));
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'wrong-one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Wrong password. Please try again or reset your password.')).toBeTruthy();
  });

  it('asks for the password before calling the server', async () => {
    asMember('/requestDelete');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'I understand that my account cannot be restored.' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Password is required.')).toBeTruthy();
  });

  it('shows a member her own account on /getUser with the screens that change it', async () => {
    asMember('/getUser');
    expect(await screen.findByText('Ada Okafor')).toBeTruthy();
    expect(screen.getByText(/ada@golightly.test \(\s*confirmed\s*\)/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View your profile' }).getAttribute('href')).toBe('/users/show/1');
    expect(screen.getByRole('link', { name: 'Delete your account' }).getAttribute('href')).toBe('/requestDelete');
  });

  it('signs a property manager in on /property-login and takes her to her listings', async () => {
    const { router } = renderAppAt('/property-login', siteSettingsAnswer('Golightly'), [
      {
        request: { query: UserLoginDocument, variables: { email: 'mara@golightly.test', password: 'Golightly2026' } },
        result: { data: { userLogin: { __typename: 'UserLoginResult', status: 'success', errorMessage: null } } },
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Property manager log in' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Log in' });
    fireEvent.change(form.querySelector('input[type="email"]')!, { target: { value: 'mara@golightly.test' } });
    fireEvent.change(form.querySelector('input[autocomplete="current-password"]')!, {
      target: { value: 'Golightly2026' },
    });
    fireEvent.submit(form);
    await waitFor(() => expect(router.state.location.pathname).toBe('/rooms'));
  });

  it('checks the connection on /test: the club answers and she is a visitor', async () => {
    renderAppAt('/test');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connection check' })).toBeTruthy();
    const check = screen.getByRole('region', { name: 'Connection check' });
    expect(await within(check).findByText('answers (Golightly)')).toBeTruthy();
    expect(within(check).getByText('English')).toBeTruthy();
    expect(within(check).getByText('no')).toBeTruthy();
  });
});
