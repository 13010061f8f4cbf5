// The accounts dialogs' modal rules (spec 000 §4): one dialog at a time, whichever way a member moves between them,
// and the sign-up dialog's two ways in (e-mail → the application, referral code → the referral form).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { screenTitleMessages } from '../i18n/areas/screens';
import { createRoutes } from '../routes/create-routes';
import type { ScreenProps } from '../routes/route-table';
import { renderAppAt, renderWithGateway } from '../testing/render-app';
import { AUTH_DIALOGS, nextOpenDialog, useAuthDialogs, type AuthDialog } from './dialogs';
import { socialLoginHref } from './social-login';

const DIALOG_NAMES: Record<AuthDialog, string> = {
  login: 'Log in',
  signUp: 'Sign up',
  referralCode: 'Referral code',
  forgotPassword: 'Reset your password',
};

/** The modal rules as the spec writes them: opening the first closes each of the others listed. */
const SPEC_MODAL_RULES: [opened: AuthDialog, closes: AuthDialog[]][] = [
  ['login', ['signUp', 'forgotPassword']],
  ['signUp', ['login']],
  ['forgotPassword', ['login']],
  ['referralCode', ['signUp', 'login']],
];

function DialogHarness(_props: ScreenProps) {
  const { show, close } = useAuthDialogs();
  return (
    <div>
      {AUTH_DIALOGS.map((dialog) => (
        <button key={dialog} type="button" onClick={() => show(dialog)}>
          open {dialog}
        </button>
      ))}
      <button type="button" onClick={close}>
        close all
      </button>
    </div>
  );
}

function renderHarness() {
  const router = createMemoryRouter(
    createRoutes([
      { path: '/', title: screenTitleMessages.home, area: 'home', load: async () => ({ default: DialogHarness }) },
    ]),
  );
  renderWithGateway(<RouterProvider router={router} />);
  return router;
}

/** The titles of every dialog in the document. */
const openDialogNames = () => screen.queryAllByRole('dialog').map((dialog) => dialog.querySelector('h2')?.textContent);

describe('the modal state machine', () => {
  it.each(SPEC_MODAL_RULES)('opening %s closes %j', (opened, closes) => {
    for (const before of closes) expect(nextOpenDialog(before, { open: opened })).toBe(opened);
  });

  it('opens any dialog from any other, or from none, as the only one open; closing leaves none', () => {
    for (const from of [null, ...AUTH_DIALOGS]) {
      for (const to of AUTH_DIALOGS) expect(nextOpenDialog(from, { open: to })).toBe(to);
      expect(nextOpenDialog(from, 'close')).toBeNull();
    }
  });
});

describe('the dialogs on screen', () => {
  it('shows exactly one dialog after any dialog opens over any other', async () => {
    renderHarness();
    await screen.findByRole('button', { name: 'open login' });
    for (const from of AUTH_DIALOGS) {
      for (const to of AUTH_DIALOGS) {
        fireEvent.click(screen.getByRole('button', { name: `open ${from}` }));
        await screen.findByRole('dialog', { name: DIALOG_NAMES[from] });
        fireEvent.click(screen.getByRole('button', { name: `open ${to}` }));
        await screen.findByRole('dialog', { name: DIALOG_NAMES[to] });
        expect(openDialogNames()).toEqual([DIALOG_NAMES[to]]);
      }
    }
    fireEvent.click(screen.getByRole('button', { name: 'close all' }));
    await waitFor(() => expect(screen.queryAllByRole('dialog')).toHaveLength(0));
  });

  it('moves from log in to sign up to the referral form and back, one dialog at a time', async () => {
    renderAppAt('/about-us');
    fireEvent.click(within(await screen.findByRole('banner')).getByRole('button', { name: 'Log in' }));
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    fireEvent.click(within(login).getByRole('button', { name: 'Sign up' }));
    const signUp = await screen.findByRole('dialog', { name: 'Sign up' });
    expect(openDialogNames()).toEqual(['Sign up']);
    fireEvent.click(within(signUp).getByRole('button', { name: 'I have a referral code' }));
    const referral = await screen.findByRole('dialog', { name: 'Referral code' });
    expect(openDialogNames()).toEqual(['Referral code']);
    fireEvent.click(within(referral).getByRole('button', { name: 'Apply with your e-mail' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Sign up' })).getByRole('button', { name: 'Log in' }),
    );
    await screen.findByRole('dialog', { name: 'Log in' });
    expect(openDialogNames()).toEqual(['Log in']);
  });
});

describe('the sign-up dialog', () => {
  async function openSignUp(path = '/about-us') {
    const rendered = renderAppAt(path);
    fireEvent.click(within(await screen.findByRole('banner')).getByRole('button', { name: 'Log in' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Log in' })).getByRole('button', { name: 'Sign up' }),
    );
    return { ...rendered, dialog: await screen.findByRole('dialog', { name: 'Sign up' }) };
  }

  it('checks the e-mail address, then opens the application with it filled in', async () => {
    const { dialog, router } = await openSignUp();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign up with e-mail' }));
    expect(await within(dialog).findByText('Email is required.')).toBeTruthy();
    fireEvent.input(within(dialog).getByLabelText('Email'), { target: { value: 'mia@' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign up with e-mail' }));
    expect(await within(dialog).findByText("Invalid Email. Please make sure it's typed in correctly.")).toBeTruthy();
    fireEvent.input(within(dialog).getByLabelText('Email'), { target: { value: ' mia@example.com ' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Sign up with e-mail' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/become-a-member'));
    expect(new URLSearchParams(router.state.location.search).get('email')).toBe('mia@example.com');
    expect(screen.queryAllByRole('dialog')).toHaveLength(0);
  });

  it('offers Facebook, Google and LinkedIn as links to their sign-in paths, returning to the page she was on', async () => {
    const { dialog } = await openSignUp('/about-us');
    const links = within(dialog).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/login/facebook?refer=%2Fabout-us',
      '/login/google?refer=%2Fabout-us',
      '/login/linkedin?refer=%2Fabout-us',
    ]);
  });
});

describe('socialLoginHref', () => {
  it('adds refer only for a same-site path and ref only for a non-blank code', () => {
    expect(socialLoginHref('google')).toBe('/login/google');
    expect(socialLoginHref('google', { refer: 'https://evil.example/' })).toBe('/login/google');
    expect(socialLoginHref('google', { refer: '//evil.example/' })).toBe('/login/google');
    expect(socialLoginHref('linkedin', { ref: ' FRIDA001 ', refer: '/invite' })).toBe(
      '/login/linkedin?refer=%2Finvite&ref=FRIDA001',
    );
    expect(socialLoginHref('facebook', { ref: '  ' })).toBe('/login/facebook');
  });
});
