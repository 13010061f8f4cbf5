// The referral code form (spec 000 §4-5, §8): required code, the server's outcomes in the member's words, and a good
// code opening the registration screen with the code locked.
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ValidReferralKeyDocument } from '../gen/graphql';
import { renderAppAt, siteSettingsAnswer } from '../testing/render-app';
import { REFERRAL_CODE_MESSAGES, referralOutcome } from './referral-code';

function check(referralKey: string, answer: Record<string, unknown>): MockLink.MockedResponse {
  return {
    request: { query: ValidReferralKeyDocument, variables: { referralKey, pageType: 'referral' } },
    result: {
      data: {
        getValidReferralKey: {
          __typename: 'ReferralCheckResult',
          userId: null,
          uniqueReferralKey: null,
          firstName: null,
          ...answer,
        },
      },
    },
  };
}

async function openReferralForm(answers: MockLink.MockedResponse[]) {
  const rendered = renderAppAt('/about-us', siteSettingsAnswer('Golightly'), answers);
  fireEvent.click(within(await screen.findByRole('banner')).getByRole('button', { name: 'Log in' }));
  fireEvent.click(
    within(await screen.findByRole('dialog', { name: 'Log in' })).getByRole('button', { name: 'Sign up' }),
  );
  fireEvent.click(
    within(await screen.findByRole('dialog', { name: 'Sign up' })).getByRole('button', {
      name: 'I have a referral code',
    }),
  );
  return { ...rendered, dialog: await screen.findByRole('dialog', { name: 'Referral code' }) };
}

function submit(dialog: HTMLElement, code: string) {
  fireEvent.input(within(dialog).getByRole('textbox', { name: 'Referral code' }), { target: { value: code } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
}

describe('referral code form', () => {
  it('requires a code before asking the server', async () => {
    const { dialog } = await openReferralForm([]);
    submit(dialog, '   ');
    expect(await within(dialog).findByText('Referral code is required.')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it.each([
    ['an unknown code', 'NOPE0000', { status: 'invalid' }, 'Invalid Referral code'],
    ['a cancelled invitation', 'CANCEL01', { status: 'cancelled' }, 'Invalid Referral code'],
    [
      'a code whose inviter has no places left',
      'FULL0001',
      { status: 'limitExpired' },
      REFERRAL_CODE_MESSAGES.referralCodeLimitExceeded,
    ],
    ['an expired invitation', 'OLD00001', { status: 'expired' }, REFERRAL_CODE_MESSAGES.expired],
    [
      'a client that tried too many unknown codes',
      'WAIT0001',
      { status: 'tooManyAttempts' },
      REFERRAL_CODE_MESSAGES.tooManyAttempts,
    ],
    [
      'a success without the inviter',
      'ODD00001',
      { status: 'success', uniqueReferralKey: 'ODD00001' },
      'Invalid Referral code',
    ],
  ])('refuses %s with its message', async (_case, code, answer, message) => {
    const { dialog, router } = await openReferralForm([check(code, answer)]);
    submit(dialog, code);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect(router.state.location.pathname).toBe('/about-us');
  });

  it('opens the registration screen with a good code, trimmed, and closes', async () => {
    const { dialog, router } = await openReferralForm([
      check('FRIDA001', { status: 'success', userId: 'u-frida', uniqueReferralKey: 'FRIDA001', firstName: 'Frida' }),
    ]);
    submit(dialog, '  FRIDA001 ');
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(router.state.location.search).toBe('?key=FRIDA001');
    expect(screen.queryByRole('dialog', { name: 'Referral code' })).toBeNull();
  });

  it('says something went wrong when the gateway cannot be reached', async () => {
    const { dialog } = await openReferralForm([
      {
        request: { query: ValidReferralKeyDocument, variables: { referralKey: 'FRIDA001', pageType: 'referral' } },
        error: new Error('offline'),
      },
    ]);
    submit(dialog, 'FRIDA001');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Something went wrong. Please try again');
  });
});

describe('referralOutcome', () => {
  it('treats no answer as an invalid code and escapes the key in the registration path', () => {
    expect(referralOutcome(null)).toEqual({ ok: false, message: 'Invalid Referral code' });
    expect(referralOutcome({ status: 'success', userId: 'u', uniqueReferralKey: 'a b&c' })).toEqual({
      ok: true,
      registrationPath: '/register?key=a%20b%26c',
    });
  });
});
