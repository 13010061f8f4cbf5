// Admin users and Sub-admins: the admins listed, an admin added, changed and deleted with exactly the values chosen
// and spec 000 §8's toasts, a refusal shown with the server's errorMessage, and the keyboard's way through the form.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeleteAdminUserDocument, SaveAdminUserDocument } from '../../gen/graphql';
import { renderAdminAt, subAdmin } from '../../testing/render-app';
import { ADMIN_TEXTS, SPEC_TEXTS } from '../../texts';
import {
  admin,
  adminUsersAnswer,
  answer,
  CONTENT_DESK,
  LISTER,
  LISTINGS_DESK,
  MYSELF,
  OTHER_SUPER,
  WRITER,
} from './admins-fixtures';

const EVERYONE = [MYSELF, OTHER_SUPER, LISTER, WRITER];
const table = () => screen.getByRole('table');
/** The list, once the admins are in it. */
const listed = async (email: string) => {
  await waitFor(() =>
    expect(
      within(table())
        .getAllByRole('rowheader')
        .map((cell) => cell.firstChild?.textContent),
    ).toContain(email),
  );
  return table();
};
const rowOf = (email: string) =>
  within(table()).getByRole('row', { name: new RegExp(`^${email.replace(/[.]/g, '\\.')}`) });
const toasts = () => within(screen.getByRole('region', { name: ADMIN_TEXTS.notifications }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function saveAnswer(variables: Record<string, unknown>, status: number, errorMessage: string | null = null) {
  return answer(
    SaveAdminUserDocument,
    { createAdminUser: { __typename: 'AdminUserResult', status, errorMessage, result: null } },
    { variables, times: 1 },
  );
}

describe('the admin users screen', () => {
  it('lists every admin, super admins marked, and offers no Delete on her own row', async () => {
    renderAdminAt('/admin-users', [adminUsersAnswer(EVERYONE)]);
    await listed('lister@golightly.test');
    const own = rowOf('admin@golightly.test');
    expect(within(own).getByText(ADMIN_TEXTS.you)).toBeTruthy();
    expect(within(own).getByText(ADMIN_TEXTS.superAdmin)).toBeTruthy();
    expect(within(own).queryByRole('button', { name: /Delete/ })).toBeNull();
    const lister = rowOf('lister@golightly.test');
    expect(within(lister).getByText('Listings desk')).toBeTruthy();
    expect(within(lister).getByRole('button', { name: 'Delete lister@golightly.test' })).toBeTruthy();
    expect(
      within(rowOf('founder@golightly.test')).getByRole('button', { name: 'Edit founder@golightly.test' }),
    ).toBeTruthy();
  });

  it("adds an admin with the chosen e-mail, password and role, and says so in the spec's words", async () => {
    const added = admin('admin-5', 'desk@golightly.test', CONTENT_DESK);
    renderAdminAt('/admin-users', [
      adminUsersAnswer(EVERYONE, 1),
      saveAnswer({ id: null, email: 'desk@golightly.test', password: 'Harbour2026', roleId: 4 }, 200),
      adminUsersAnswer([...EVERYONE, added]),
    ]);
    await listed('lister@golightly.test');
    const add = screen.getByRole('button', { name: ADMIN_TEXTS.addAdmin });
    act(() => add.focus());
    fireEvent.click(add);
    const heading = screen.getByRole('heading', { level: 2, name: ADMIN_TEXTS.addAdminHeading });
    expect(document.activeElement).toBe(heading);
    type(ADMIN_TEXTS.adminEmail, ' desk@golightly.test ');
    type(ADMIN_TEXTS.adminPassword, 'Harbour2026');
    fireEvent.change(screen.getByRole('combobox', { name: ADMIN_TEXTS.adminRole }), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.saveAdmin }));
    expect(await toasts().findByText(SPEC_TEXTS.adminUserAdded)).toBeTruthy();
    await listed('desk@golightly.test');
    expect(screen.queryByRole('heading', { level: 2, name: ADMIN_TEXTS.addAdminHeading })).toBeNull();
    // The form closed; the keyboard is back on the button that opened it.
    expect(document.activeElement).toBe(add);
  });

  it('changes her role and keeps her password when the password is left empty', async () => {
    renderAdminAt('/admin-users', [
      adminUsersAnswer(EVERYONE),
      saveAnswer({ id: 'admin-3', email: 'lister@golightly.test', password: null, roleId: 4 }, 200),
    ]);
    await listed('lister@golightly.test');
    fireEvent.click(within(table()).getByRole('button', { name: 'Edit lister@golightly.test' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Edit lister@golightly.test' })).toBeTruthy();
    expect((screen.getByLabelText(ADMIN_TEXTS.adminEmail) as HTMLInputElement).value).toBe('lister@golightly.test');
    expect(screen.getByText(ADMIN_TEXTS.adminPasswordKeepHint)).toBeTruthy();
    const role = screen.getByRole('combobox', { name: ADMIN_TEXTS.adminRole }) as HTMLSelectElement;
    expect(role.value).toBe(String(LISTINGS_DESK.id));
    fireEvent.change(role, { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.saveAdmin }));
    expect(await toasts().findByText(SPEC_TEXTS.adminUserUpdated)).toBeTruthy();
  });

  it("shows 'Oops, something went wrong' with the server's errorMessage, and keeps the form as she filled it", async () => {
    renderAdminAt('/admin-users', [
      adminUsersAnswer(EVERYONE),
      saveAnswer(
        { id: null, email: 'writer@golightly.test', password: 'Harbour2026', roleId: 3 },
        400,
        'Another admin already uses this email address.',
      ),
    ]);
    await listed('lister@golightly.test');
    fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.addAdmin }));
    type(ADMIN_TEXTS.adminEmail, 'writer@golightly.test');
    type(ADMIN_TEXTS.adminPassword, 'Harbour2026');
    fireEvent.change(screen.getByRole('combobox', { name: ADMIN_TEXTS.adminRole }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.saveAdmin }));
    const toast = await toasts().findByRole('alert');
    expect(within(toast).getByText(SPEC_TEXTS.oopsSomethingWentWrong)).toBeTruthy();
    expect(within(toast).getByText('Another admin already uses this email address.')).toBeTruthy();
    expect((screen.getByLabelText(ADMIN_TEXTS.adminEmail) as HTMLInputElement).value).toBe('writer@golightly.test');
  });

  it('deletes an admin only after the confirmation, then says so', async () => {
    const { requests } = renderAdminAt('/admin-users', [
      adminUsersAnswer(EVERYONE, 1),
      answer(
        DeleteAdminUserDocument,
        { deleteAdminUser: { __typename: 'DeleteAdminUserResult', status: 200, errorMessage: null } },
        { variables: { id: 'admin-3' }, times: 1 },
      ),
      adminUsersAnswer([MYSELF, OTHER_SUPER, WRITER]),
    ]);
    await listed('lister@golightly.test');
    fireEvent.click(within(table()).getByRole('button', { name: 'Delete lister@golightly.test' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete lister@golightly.test?' });
    expect(requests()).not.toContain('DeleteAdminUser');
    // The dialog opens on Cancel: a stray Enter deletes nobody.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: ADMIN_TEXTS.cancel }));
    fireEvent.click(within(dialog).getByRole('button', { name: ADMIN_TEXTS.deleteAdminConfirm }));
    expect(await toasts().findByText(SPEC_TEXTS.adminUserDeleted)).toBeTruthy();
    await waitFor(() => expect(within(table()).queryByRole('row', { name: /^lister@/ })).toBeNull());
    expect(requests()).toContain('DeleteAdminUser');
  });

  it('tells why a deletion was refused', async () => {
    renderAdminAt('/admin-users', [
      adminUsersAnswer(EVERYONE),
      answer(
        DeleteAdminUserDocument,
        {
          deleteAdminUser: {
            __typename: 'DeleteAdminUserResult',
            status: 403,
            errorMessage: 'Only a super admin can change or delete a super admin.',
          },
        },
        { variables: { id: 'admin-2' }, times: 1 },
      ),
    ]);
    await listed('founder@golightly.test');
    fireEvent.click(within(table()).getByRole('button', { name: 'Delete founder@golightly.test' }));
    fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.deleteAdminConfirm }));
    const toast = await toasts().findByRole('alert');
    expect(toast.textContent).toContain('Only a super admin can change or delete a super admin.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(rowOf('founder@golightly.test')).toBeTruthy();
  });

  it('searches by e-mail and keeps the search in the URL', async () => {
    const { router } = renderAdminAt('/admin-users', [adminUsersAnswer(EVERYONE)]);
    await listed('lister@golightly.test');
    type(ADMIN_TEXTS.adminSearch, 'WRITER');
    fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.search }));
    expect(await screen.findByText(ADMIN_TEXTS.resultCount(1))).toBeTruthy();
    expect(within(table()).getAllByRole('rowheader')).toHaveLength(1);
    expect(router.state.location.search).toBe('?q=WRITER');
  });

  it('is a super admin’s page: a sub-admin with every privilege is refused it', async () => {
    const { requests } = renderAdminAt('/admin-users', [], {}, { access: subAdmin(1, 3, 8) });
    expect(await screen.findByRole('heading', { level: 1, name: ADMIN_TEXTS.noAccess })).toBeTruthy();
    expect(requests()).not.toContain('AdminUsers');
  });
});

describe('the sub-admins screen', () => {
  it('lists only admins with a role, narrowed by the role in the URL', async () => {
    renderAdminAt('/sub-admin?role=4', [adminUsersAnswer(EVERYONE)]);
    const list = await listed('writer@golightly.test');
    expect(within(list).getAllByRole('rowheader')).toHaveLength(1);
    expect(screen.getByRole('table', { name: 'Sub-admins' })).toBe(list);
    expect((screen.getByRole('combobox', { name: ADMIN_TEXTS.adminRoleFilter }) as HTMLSelectElement).value).toBe('4');
  });

  it('adds a sub-admin with the same form and toast as Admin users', async () => {
    renderAdminAt('/sub-admin', [
      adminUsersAnswer(EVERYONE),
      saveAnswer({ id: null, email: 'ops@golightly.test', password: 'Harbour2026', roleId: 3 }, 200),
    ]);
    await listed('lister@golightly.test');
    fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.addAdmin }));
    type(ADMIN_TEXTS.adminEmail, 'ops@golightly.test');
    type(ADMIN_TEXTS.adminPassword, 'Harbour2026');
    fireEvent.change(screen.getByRole('combobox', { name: ADMIN_TEXTS.adminRole }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.saveAdmin }));
    expect(await toasts().findByText(SPEC_TEXTS.adminUserAdded)).toBeTruthy();
  });
});
