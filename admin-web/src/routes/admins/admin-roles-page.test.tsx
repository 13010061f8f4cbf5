// Admin roles: roles listed with their privileges, a role saved with exactly the privileges ticked (by their names,
// grouped by area, narrowed by the filter without losing a tick), changed, and deleted, or refused while admins hold it.
import { ADMIN_PRIVILEGES } from '@golightly/admin-rules';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeleteAdminRoleDocument, SaveAdminRoleDocument } from '../../gen/graphql';
import { renderAdminAt } from '../../testing/render-app';
import { ADMIN_TEXTS, SPEC_TEXTS } from '../../texts';
import { adminRolesAnswer, answer, role } from './admins-fixtures';

const id = (name: string) => ADMIN_PRIVILEGES.find((p) => p.name === name)!.id;
const MANAGE_LISTINGS = id('Manage Listings');
const APPROVED_LISTINGS = id('Approved Listings');
const TOP_PICKS = id('Top Picks Manager');
const ADMIN_LOGS = id('Admin Logs');

const LISTINGS_DESK = role(3, 'Listings desk', [MANAGE_LISTINGS, APPROVED_LISTINGS], 2);
const AUDITORS = role(5, 'Auditors', [ADMIN_LOGS]);

const table = () => screen.getByRole('table');
const toasts = () => within(screen.getByRole('region', { name: ADMIN_TEXTS.notifications }));
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const listed = (name: string) =>
  waitFor(() =>
    expect(
      within(table())
        .getAllByRole('rowheader')
        .map((cell) => cell.firstChild?.textContent),
    ).toContain(name),
  );

function saveAnswer(variables: Record<string, unknown>, status = 200, errorMessage: string | null = null) {
  return answer(
    SaveAdminRoleDocument,
    { createAdminRole: { __typename: 'AdminRoleResult', status, errorMessage, result: null } },
    { variables, times: 1 },
  );
}

function deleteAnswer(roleId: number, status: number, errorMessage: string | null = null) {
  return answer(
    DeleteAdminRoleDocument,
    { deleteAdminRole: { __typename: 'DeleteAdminRoleResult', status, errorMessage } },
    { variables: { id: roleId }, times: 1 },
  );
}

describe('the admin roles screen', () => {
  it('lists each role with its privileges by name and how many admins hold it', async () => {
    renderAdminAt('/admin-roles', [adminRolesAnswer([LISTINGS_DESK, AUDITORS], ADMIN_PRIVILEGES)]);
    await listed('Listings desk');
    const row = within(table()).getByRole('row', { name: /^Listings desk/ });
    expect(within(row).getByText('Manage Listings, Approved Listings')).toBeTruthy();
    expect(within(row).getByText(ADMIN_TEXTS.rolePrivilegeCount(2))).toBeTruthy();
    expect(within(row).getByRole('cell', { name: '2' })).toBeTruthy();
  });

  it('creates a role carrying exactly the privileges ticked, the filter never unticking one', async () => {
    const { requests } = renderAdminAt('/admin-roles', [
      adminRolesAnswer([AUDITORS], ADMIN_PRIVILEGES, 1),
      saveAnswer({
        id: null,
        name: 'Listings desk',
        description: 'Listings and top picks',
        privilegeIds: [MANAGE_LISTINGS, TOP_PICKS],
      }),
      adminRolesAnswer([AUDITORS, role(6, 'Listings desk', [MANAGE_LISTINGS, TOP_PICKS])], ADMIN_PRIVILEGES),
    ]);
    await listed('Auditors');
    const add = screen.getByRole('button', { name: ADMIN_TEXTS.addRole });
    act(() => add.focus());
    fireEvent.click(add);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: ADMIN_TEXTS.addRoleHeading }));
    fireEvent.change(screen.getByLabelText(ADMIN_TEXTS.roleName), { target: { value: ' Listings desk ' } });
    fireEvent.change(screen.getByLabelText(ADMIN_TEXTS.roleDescription), {
      target: { value: 'Listings and top picks' },
    });
    // Each privilege is a checkbox named by the privilege, under its area.
    const listings = screen.getByRole('group', { name: 'Listings' });
    fireEvent.click(within(listings).getByRole('checkbox', { name: 'Manage Listings' }));
    fireEvent.click(box('Approved Listings'));
    fireEvent.click(box('Approved Listings'));
    expect(screen.getByText(ADMIN_TEXTS.privilegesChosen(1, ADMIN_PRIVILEGES.length))).toBeTruthy();
    // The filter narrows what is shown; what is ticked stays ticked.
    fireEvent.change(screen.getByRole('searchbox', { name: ADMIN_TEXTS.privilegeFilter }), {
      target: { value: 'top picks' },
    });
    expect(screen.queryByRole('checkbox', { name: 'Manage Listings' })).toBeNull();
    fireEvent.click(box('Top Picks Manager'));
    fireEvent.change(screen.getByRole('searchbox', { name: ADMIN_TEXTS.privilegeFilter }), { target: { value: '' } });
    expect(box('Manage Listings').checked).toBe(true);
    expect(screen.getByText(ADMIN_TEXTS.privilegesChosen(2, ADMIN_PRIVILEGES.length))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.saveRole }));
    expect(await toasts().findByText(ADMIN_TEXTS.roleAdded)).toBeTruthy();
    await listed('Listings desk');
    expect(requests().filter((name) => name === 'SaveAdminRole')).toHaveLength(1);
    expect(document.activeElement).toBe(add);
  });

  it("describes each privilege by the screens it opens, and finds it by a screen's name", async () => {
    renderAdminAt('/admin-roles', [adminRolesAnswer([], ADMIN_PRIVILEGES)]);
    expect(await screen.findByText(ADMIN_TEXTS.rolesEmpty)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.addRole }));
    expect(box('Manage Listings').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(ADMIN_TEXTS.privilegeOpens('Listings, Deleted listings'))).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: ADMIN_TEXTS.privilegeFilter }), {
      target: { value: 'deleted listings' },
    });
    const shown = screen.getAllByRole('checkbox').map((c) => (c as HTMLInputElement).labels?.[0]?.textContent);
    expect(shown).toEqual(['Manage Listings']);
  });

  it('changes a role with its privileges ticked as they are, and says it was updated', async () => {
    renderAdminAt('/admin-roles', [
      adminRolesAnswer([LISTINGS_DESK], ADMIN_PRIVILEGES),
      saveAnswer({
        id: 3,
        name: 'Listings desk',
        description: '',
        privilegeIds: [MANAGE_LISTINGS, APPROVED_LISTINGS, ADMIN_LOGS],
      }),
    ]);
    await listed('Listings desk');
    fireEvent.click(within(table()).getByRole('button', { name: 'Edit Listings desk' }));
    expect(screen.getByRole('heading', { level: 2, name: ADMIN_TEXTS.editRoleHeading('Listings desk') })).toBeTruthy();
    expect(box('Manage Listings').checked).toBe(true);
    expect(box('Approved Listings').checked).toBe(true);
    expect(box('Admin Logs').checked).toBe(false);
    fireEvent.click(box('Admin Logs'));
    fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.saveRole }));
    expect(await toasts().findByText(ADMIN_TEXTS.roleUpdated)).toBeTruthy();
  });

  it("shows the server's refusal of a role with 'Oops, something went wrong'", async () => {
    renderAdminAt('/admin-roles', [
      adminRolesAnswer([AUDITORS], ADMIN_PRIVILEGES),
      saveAnswer(
        { id: null, name: 'Auditors', description: '', privilegeIds: [ADMIN_LOGS] },
        400,
        'Another admin role already has this name.',
      ),
    ]);
    await listed('Auditors');
    fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.addRole }));
    fireEvent.change(screen.getByLabelText(ADMIN_TEXTS.roleName), { target: { value: 'Auditors' } });
    fireEvent.click(box('Admin Logs'));
    fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.saveRole }));
    const toast = await toasts().findByRole('alert');
    expect(within(toast).getByText(SPEC_TEXTS.oopsSomethingWentWrong)).toBeTruthy();
    expect(within(toast).getByText('Another admin role already has this name.')).toBeTruthy();
    expect(box('Admin Logs').checked).toBe(true);
  });

  it('refuses to delete a role admins hold, with the reason, and deletes one nobody holds', async () => {
    renderAdminAt('/admin-roles', [
      adminRolesAnswer([LISTINGS_DESK, AUDITORS], ADMIN_PRIVILEGES, 1),
      deleteAnswer(3, 400, 'This role is given to 2 admins. Give them another role first.'),
      deleteAnswer(5, 200),
      adminRolesAnswer([LISTINGS_DESK], ADMIN_PRIVILEGES),
    ]);
    await listed('Listings desk');
    fireEvent.click(within(table()).getByRole('button', { name: 'Delete Listings desk' }));
    const dialog = screen.getByRole('dialog', { name: ADMIN_TEXTS.deleteRoleTitle('Listings desk') });
    fireEvent.click(within(dialog).getByRole('button', { name: ADMIN_TEXTS.deleteRoleConfirm }));
    const refusal = await toasts().findByRole('alert');
    expect(refusal.textContent).toContain('This role is given to 2 admins. Give them another role first.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(table()).getByRole('button', { name: 'Delete Auditors' }));
    fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.deleteRoleConfirm }));
    expect(await toasts().findByText(ADMIN_TEXTS.roleDeleted)).toBeTruthy();
    await waitFor(() => expect(within(table()).queryByRole('row', { name: /^Auditors/ })).toBeNull());
  });
});
