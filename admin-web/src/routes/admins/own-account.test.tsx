// Her own account (decision 0031): every admin opens both pages; her password and her sign-in e-mail are sent as she
// typed them, each refusal shows under its field (which takes the focus), and after a new e-mail her sign-in is
// renewed, or she is asked to sign in again with it.
import { ADMIN_PRIVILEGES } from '@golightly/admin-rules';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChangeAdminEmailDocument, ChangeAdminPasswordDocument } from '../../gen/graphql';
import { renderAdminAt, subAdmin } from '../../testing/render-app';
import { ADMIN_TEXTS, SPEC_TEXTS } from '../../texts';
import { answer } from './admins-fixtures';

const MANAGE_LISTINGS = ADMIN_PRIVILEGES.find((p) => p.name === 'Manage Listings')!.id;
const toasts = () => within(screen.getByRole('region', { name: ADMIN_TEXTS.notifications }));
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

type Problem = [field: string, message: string];
const outcome = (status: string, problems: Problem[] = []) => ({
  __typename: 'AdminPasswordResult',
  status,
  errorMessage: problems[0]?.[1] ?? null,
  fieldErrors: problems.map(([f, message]) => ({ __typename: 'FieldError', field: f, message })),
});

const passwordAnswer = (variables: Record<string, string>, status: string, problems: Problem[] = []) =>
  answer(ChangeAdminPasswordDocument, { changeAdminPassword: outcome(status, problems) }, { variables, times: 1 });
const emailAnswer = (variables: Record<string, string>, status: string, problems: Problem[] = []) =>
  answer(ChangeAdminEmailDocument, { changeAdminEmail: outcome(status, problems) }, { variables, times: 1 });

const PASSWORDS = { currentPassword: 'Admin2024!x', newPassword: 'Harbour2026', confirmPassword: 'Harbour2026' };

function fillPasswords() {
  type(ADMIN_TEXTS.currentPassword, PASSWORDS.currentPassword);
  type(ADMIN_TEXTS.newPassword, PASSWORDS.newPassword);
  type(ADMIN_TEXTS.confirmNewPassword, PASSWORDS.confirmPassword);
}

describe('her own password (/change/admin)', () => {
  it('sends the three passwords, then empties the form and says the password changed', async () => {
    renderAdminAt('/change/admin', [passwordAnswer(PASSWORDS, 'success')]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Change your password' })).toBeTruthy();
    fillPasswords();
    fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.changePassword }));
    expect(await toasts().findByText(ADMIN_TEXTS.passwordChanged)).toBeTruthy();
    expect(field(ADMIN_TEXTS.currentPassword).value).toBe('');
    expect(field(ADMIN_TEXTS.newPassword).value).toBe('');
  });

  it('puts a wrong current password under its field and gives that field the focus', async () => {
    const wrong = 'Your current password is not right. Please try again.';
    renderAdminAt('/change/admin', [passwordAnswer(PASSWORDS, 'wrongPassword', [['currentPassword', wrong]])]);
    await screen.findByRole('heading', { level: 1, name: 'Change your password' });
    fillPasswords();
    fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.changePassword }));
    const toast = await toasts().findByRole('alert');
    expect(within(toast).getByText(SPEC_TEXTS.oopsSomethingWentWrong)).toBeTruthy();
    const current = field(ADMIN_TEXTS.currentPassword);
    await waitFor(() => expect(document.activeElement).toBe(current));
    expect(current.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(current.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(error?.textContent).toBe(wrong);
    expect(field(ADMIN_TEXTS.newPassword).value).toBe('Harbour2026');
  });

  it('opens for a sub-admin whose role holds nothing but Manage Listings, and leads to her e-mail', async () => {
    const { router } = renderAdminAt('/change/admin', [], {}, { access: subAdmin(MANAGE_LISTINGS) });
    await screen.findByRole('heading', { level: 1, name: 'Change your password' });
    const details = screen.getByRole('navigation', { name: ADMIN_TEXTS.yourDetails });
    expect(within(details).getByRole('link', { name: ADMIN_TEXTS.yourPassword }).getAttribute('aria-current')).toBe(
      'page',
    );
    fireEvent.click(within(details).getByRole('link', { name: ADMIN_TEXTS.yourEmail }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Change your e-mail' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/siteadmin/change/common');
  });
});

describe('her own sign-in e-mail (/change/common)', () => {
  it('shows the address she signs in with, sends the new one with her password, and renews her sign-in', async () => {
    const renew = vi.fn(async () => true);
    const { requests } = renderAdminAt(
      '/change/common',
      [emailAnswer({ email: 'Front-Desk@golightly.test', currentPassword: 'Admin2024!x' }, 'success')],
      { renew },
    );
    expect((await screen.findByTestId('current-admin-email')).textContent).toBe('admin@golightly.test');
    type(ADMIN_TEXTS.newEmail, 'Front-Desk@golightly.test');
    type(ADMIN_TEXTS.currentPassword, 'Admin2024!x');
    fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.changeEmail }));
    expect(await toasts().findByText(ADMIN_TEXTS.emailChanged)).toBeTruthy();
    await waitFor(() => expect(renew).toHaveBeenCalledOnce());
    // Asked again with the renewed sign-in, so the page shows the address she now signs in with.
    await waitFor(() => expect(requests().filter((name) => name === 'MyAdminAccess').length).toBeGreaterThan(1));
    expect(field(ADMIN_TEXTS.newEmail).value).toBe('');
  });

  it('asks her to sign in again with the new address when her sign-in cannot be renewed', async () => {
    const signOut = vi.fn(async () => undefined);
    renderAdminAt(
      '/change/common',
      [emailAnswer({ email: 'desk@golightly.test', currentPassword: 'Admin2024!x' }, 'success')],
      { renew: async () => false, signOut },
    );
    await screen.findByTestId('current-admin-email');
    type(ADMIN_TEXTS.newEmail, 'desk@golightly.test');
    type(ADMIN_TEXTS.currentPassword, 'Admin2024!x');
    fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.changeEmail }));
    expect(await screen.findByText(ADMIN_TEXTS.emailChangedSignInAgain('desk@golightly.test'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.signInAgain }));
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('puts a taken address under the e-mail field, focused, and changes nothing', async () => {
    const taken = 'Another admin already uses this email address.';
    const renew = vi.fn(async () => true);
    renderAdminAt(
      '/change/common',
      [emailAnswer({ email: 'ops@golightly.test', currentPassword: 'Admin2024!x' }, 'invalid', [['email', taken]])],
      { renew },
    );
    await screen.findByTestId('current-admin-email');
    type(ADMIN_TEXTS.newEmail, 'ops@golightly.test');
    type(ADMIN_TEXTS.currentPassword, 'Admin2024!x');
    fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.changeEmail }));
    expect((await toasts().findByRole('alert')).textContent).toContain(taken);
    const email = field(ADMIN_TEXTS.newEmail);
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(renew).not.toHaveBeenCalled();
  });

  it('opens for a sub-admin whose role holds nothing but Manage Listings', async () => {
    renderAdminAt('/change/common', [], {}, { access: subAdmin(MANAGE_LISTINGS) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Change your e-mail' })).toBeTruthy();
    expect(screen.getByRole('button', { name: ADMIN_TEXTS.changeEmail })).toBeTruthy();
  });
});
