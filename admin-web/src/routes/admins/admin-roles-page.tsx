// Admin roles (/siteadmin/admin-roles, a super admin's page): every role with its privileges and how many admins hold
// it, added and changed in the "admin roles" form, deleted after the confirmation dialog (the server refuses a role
// admins still hold, and its reason is shown).
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { AdminRolesDocument, DeleteAdminRoleDocument, type AdminRolesQuery } from '../../gen/graphql';
import { ADMIN_TEXTS } from '../../texts';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import type { Column } from '../../ui/data-table';
import { LIST_QUERY, ListScreen, queryState, refetchQuietly } from '../../ui/list-screen';
import { TableSearch } from '../../ui/table-filters';
import { useTableState, type TableStateOptions } from '../../ui/table-state';
import type { AdminScreenProps } from '../admin-screen';
import { AdminRoleForm } from './admin-role-form';
import { RowAction, RowActions } from '../../ui/row-action';
import { useRowEditing } from '../../ui/row-editing';
import { byNumber, byText, localPage } from '../../ui/local-page';
import { groupPrivileges } from './privilege-groups';
import { useSpecChange } from './use-spec-change';
import pageStyles from '../../ui/page.module.css';

type Role = AdminRolesQuery['getAllAdminRoles'][number];

const TABLE: TableStateOptions = { sortKeys: ['name', 'privileges', 'admins'] };

const SORTS = {
  name: byText<Role>((role) => role.name),
  privileges: byNumber<Role>((role) => role.privilegeIds.length),
  admins: byNumber<Role>((role) => role.adminCount),
};

export default function AdminRolesPage({ screen, screens }: AdminScreenProps) {
  const table = useTableState(TABLE);
  const runChange = useSpecChange();
  const roles = useQuery(AdminRolesDocument, LIST_QUERY);
  const [remove] = useMutation(DeleteAdminRoleDocument);

  const catalogue = roles.data?.getAllAdminPrivileges;
  const groups = useMemo(() => groupPrivileges(catalogue ?? [], screens), [catalogue, screens]);
  const names = useMemo(() => new Map((catalogue ?? []).map((p) => [p.id, p.name])), [catalogue]);
  const page = localPage(roles.data?.getAllAdminRoles, table, {
    matches: (role, search) => role.name.toLowerCase().includes(search),
    sorts: SORTS,
  });
  const editing = useRowEditing<Role>(refetchQuietly(roles));
  const { form, doomed } = editing;

  // Refused while admins hold it: the server's message says how many, and what to do first.
  const deleteRole = async ({ id }: Role) =>
    (await runChange(async () => (await remove({ variables: { id } })).data?.deleteAdminRole, ADMIN_TEXTS.roleDeleted))
      .ok;

  const columns: Column<Role>[] = [
    {
      header: ADMIN_TEXTS.roleName,
      rowHeader: true,
      sortKey: 'name',
      cell: (role) => (
        <>
          {role.name}
          {role.description && <span className={pageStyles.second}>{role.description}</span>}
        </>
      ),
    },
    {
      header: ADMIN_TEXTS.rolePrivileges,
      sortKey: 'privileges',
      cell: (role) => (
        <>
          {ADMIN_TEXTS.rolePrivilegeCount(role.privilegeIds.length)}
          <span className={pageStyles.second}>
            {role.privilegeIds.map((id) => names.get(id) ?? `#${id}`).join(', ')}
          </span>
        </>
      ),
    },
    { header: ADMIN_TEXTS.roleHolders, sortKey: 'admins', align: 'end', cell: (role) => role.adminCount },
    {
      header: ADMIN_TEXTS.adminActions,
      cell: (role) => (
        <RowActions>
          <RowAction label={ADMIN_TEXTS.editRole} who={role.name} onClick={() => editing.edit(role)} />
          <RowAction label={ADMIN_TEXTS.deleteRole} who={role.name} danger onClick={() => editing.askDelete(role)} />
        </RowActions>
      ),
    },
  ];

  return (
    <ListScreen
      title={screen.title}
      lead={ADMIN_TEXTS.adminRolesLead}
      action={
        <button type="button" className="button button--primary" onClick={editing.add} disabled={!catalogue}>
          {ADMIN_TEXTS.addRole}
        </button>
      }
      panel={
        form &&
        catalogue && (
          <AdminRoleForm
            key={form.row?.id ?? 'new'}
            role={form.row}
            groups={groups}
            onCancel={editing.closeForm}
            onSaved={editing.saved}
          />
        )
      }
      filters={<TableSearch state={table} label={ADMIN_TEXTS.roleSearch} maxLength={100} />}
      table={{
        state: table,
        columns,
        ...page,
        rowKey: (role) => String(role.id),
        ...queryState(roles, { keepRows: true }),
        empty: ADMIN_TEXTS.rolesEmpty,
        emptyFiltered: ADMIN_TEXTS.rolesEmptyFiltered,
      }}
    >
      <ConfirmDialog
        open={doomed !== null}
        title={ADMIN_TEXTS.deleteRoleTitle(doomed?.name ?? '')}
        confirmLabel={ADMIN_TEXTS.deleteRoleConfirm}
        onConfirm={() => editing.confirmDelete(deleteRole)}
        onCancel={editing.cancelDelete}
      >
        <p>{ADMIN_TEXTS.deleteRoleBody}</p>
      </ConfirmDialog>
    </ListScreen>
  );
}
