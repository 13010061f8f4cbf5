// The admins list that Admin users (everyone, super admins first) and Sub-admins (admins with a role) share
// (decision 0031): searched by e-mail, filtered by role and sorted in the browser with the view in the URL, each
// admin edited in the "admin user" form and deleted after the confirmation dialog, with spec 000 §8's toasts.
import { useMutation, useQuery } from '@apollo/client/react';
import { AdminUsersDocument, DeleteAdminUserDocument, MyAdminAccessDocument } from '../../gen/graphql';
import { ADMIN_TEXTS, SPEC_TEXTS } from '../../texts';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import type { Column } from '../../ui/data-table';
import { LIST_QUERY, ListScreen, queryState, refetchQuietly } from '../../ui/list-screen';
import { FilterSelect, TableSearch } from '../../ui/table-filters';
import { useTableState, type TableStateOptions } from '../../ui/table-state';
import type { AdminScreenProps } from '../admin-screen';
import { AdminUserForm, type AdminRow } from './admin-user-form';
import { useSpecChange } from './use-spec-change';
import { RowAction, RowActions } from '../../ui/row-action';
import { useRowEditing } from '../../ui/row-editing';
import { Day } from '../../ui/dates';
import { byText, localPage } from '../../ui/local-page';
import pageStyles from '../../ui/page.module.css';

const TABLE: TableStateOptions<'role'> = {
  sortKeys: ['email', 'role', 'createdAt'],
  filters: { role: { valid: (value) => /^[1-9]\d{0,8}$/.test(value) } },
};

const accessOf = (admin: AdminRow) =>
  admin.isSuperAdmin ? ADMIN_TEXTS.superAdmin : (admin.adminRole?.name ?? ADMIN_TEXTS.noRole);

const SORTS = {
  email: byText<AdminRow>((admin) => admin.email),
  role: byText<AdminRow>(accessOf),
  createdAt: byText<AdminRow>((admin) => admin.createdAt),
};

export function AdminUsersList({ screen, scope }: AdminScreenProps & { scope: 'all' | 'subAdmins' }) {
  const table = useTableState(TABLE);
  const runChange = useSpecChange();
  const admins = useQuery(AdminUsersDocument, LIST_QUERY);
  const me = useQuery(MyAdminAccessDocument).data?.myAdminAccess.admin.id;
  const [remove] = useMutation(DeleteAdminUserDocument);

  const roles = admins.data?.getAllAdminRoles ?? [];
  const role = table.filters.role;
  const everyone = admins.data?.getAllAdminUsers.filter(
    (admin) => (scope === 'all' || !admin.isSuperAdmin) && (role === '' || String(admin.roleId) === role),
  );
  const page = localPage(everyone, table, {
    matches: (admin, search) => admin.email.toLowerCase().includes(search),
    sorts: SORTS,
  });
  const editing = useRowEditing<AdminRow>(refetchQuietly(admins));
  const { form, doomed } = editing;

  const deleteAdmin = async ({ id }: AdminRow) =>
    (
      await runChange(
        async () => (await remove({ variables: { id } })).data?.deleteAdminUser,
        SPEC_TEXTS.adminUserDeleted,
      )
    ).ok;

  const columns: Column<AdminRow>[] = [
    {
      header: ADMIN_TEXTS.adminEmail,
      rowHeader: true,
      sortKey: 'email',
      cell: (admin) => (
        <>
          {admin.email}
          {admin.id === me && <span className={pageStyles.second}>{ADMIN_TEXTS.you}</span>}
        </>
      ),
    },
    {
      header: scope === 'all' ? ADMIN_TEXTS.adminAccess : ADMIN_TEXTS.adminRole,
      sortKey: 'role',
      cell: (admin) =>
        admin.isSuperAdmin ? <span className={pageStyles.badge}>{accessOf(admin)}</span> : accessOf(admin),
    },
    {
      header: ADMIN_TEXTS.adminAddedOn,
      sortKey: 'createdAt',
      cell: (admin) => <Day iso={admin.createdAt} />,
    },
    {
      header: ADMIN_TEXTS.adminActions,
      cell: (admin) => (
        <RowActions>
          <RowAction label={ADMIN_TEXTS.editAdmin} who={admin.email} onClick={() => editing.edit(admin)} />
          {/* Nobody deletes her own account (the server refuses it too), so a super admin always remains. */}
          {admin.id !== me && (
            <RowAction
              label={ADMIN_TEXTS.deleteAdmin}
              who={admin.email}
              danger
              onClick={() => editing.askDelete(admin)}
            />
          )}
        </RowActions>
      ),
    },
  ];

  return (
    <ListScreen
      title={screen.title}
      lead={scope === 'all' ? ADMIN_TEXTS.adminUsersLead : ADMIN_TEXTS.subAdminsLead}
      action={
        <button type="button" className="button button--primary" onClick={editing.add}>
          {ADMIN_TEXTS.addAdmin}
        </button>
      }
      panel={
        form && (
          <AdminUserForm
            // A fresh form for each admin: her values, never the last one's.
            key={form.row?.id ?? 'new'}
            admin={form.row}
            roles={roles}
            onCancel={editing.closeForm}
            onSaved={editing.saved}
          />
        )
      }
      filters={
        <>
          <TableSearch state={table} label={ADMIN_TEXTS.adminSearch} maxLength={255} />
          <FilterSelect
            state={table}
            name="role"
            label={ADMIN_TEXTS.adminRoleFilter}
            options={roles.map((r) => ({ value: String(r.id), label: r.name }))}
          />
        </>
      }
      table={{
        state: table,
        columns,
        ...page,
        rowKey: (admin) => admin.id,
        ...queryState(admins, { keepRows: true }),
        empty: scope === 'all' ? ADMIN_TEXTS.adminUsersEmpty : ADMIN_TEXTS.subAdminsEmpty,
        emptyFiltered: ADMIN_TEXTS.adminUsersEmptyFiltered,
      }}
    >
      <ConfirmDialog
        open={doomed !== null}
        title={ADMIN_TEXTS.deleteAdminTitle(doomed?.email ?? '')}
        confirmLabel={ADMIN_TEXTS.deleteAdminConfirm}
        onConfirm={() => editing.confirmDelete(deleteAdmin)}
        onCancel={editing.cancelDelete}
      >
        <p>{ADMIN_TEXTS.deleteAdminBody}</p>
      </ConfirmDialog>
    </ListScreen>
  );
}
