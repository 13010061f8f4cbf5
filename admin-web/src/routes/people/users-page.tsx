// The users screen (/siteadmin/users, privilege Manage Users): every live account, searched by name, e-mail or
// profile id and filtered by role, a page at a time with the view in the URL; an account in detail (?view=<id>); and
// deleting one after a confirmation (reversible from /deletedUsers for 30 days).
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { DeleteUserDocument, ListUsersDocument, type ListUsersQueryVariables } from '../../gen/graphql';
import { PageTitle } from '../../layout/page-title';
import { ADMIN_TEXTS } from '../../texts';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DataTable, type Column } from '../../ui/data-table';
import { FilterSelect, TableSearch, TableToolbar } from '../../ui/table-filters';
import { oneOf, useTableState, type TableStateOptions } from '../../ui/table-state';
import type { AdminScreenProps } from '../admin-screen';
import { useFocusFallback } from './focus-fallback';
import { fullName, PEOPLE_SEARCH_MAX, roleLabel } from './people-format';
import { Day } from '../../ui/dates';
import { PersonPanel, usePersonView, type Person } from './person-view';
import { RowAction, RowActions } from '../../ui/row-action';
import { StatusBadge } from './status-badge';
import { useAdminAction } from './use-admin-action';
import pageStyles from '../../ui/page.module.css';

const ROLES = Object.keys(ADMIN_TEXTS.roleLabels);

const TABLE: TableStateOptions<'role'> = {
  sortKeys: ['createdAt', 'name', 'profileId'],
  sort: 'createdAt',
  direction: 'desc',
  filters: { role: { valid: oneOf(ROLES) } },
};

const ROLE_OPTIONS = Object.entries(ADMIN_TEXTS.roleLabels).map(([value, label]) => ({ value, label }));

export default function UsersPage({ screen }: AdminScreenProps) {
  const table = useTableState(TABLE);
  const person = usePersonView();
  const runAction = useAdminAction();
  const [doomed, setDoomed] = useState<Person | null>(null);
  const variables: ListUsersQueryVariables = {
    search: table.search || null,
    role: table.filters.role || null,
    page: table.page,
    pageSize: table.pageSize,
    sort: table.sort ?? null,
    direction: table.direction,
  };
  const list = useQuery(ListUsersDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [heading, armFocus] = useFocusFallback<HTMLHeadingElement>(list.data?.listUsers.results);
  const [deleteUser] = useMutation(DeleteUserDocument);

  const refresh = () => {
    armFocus();
    void list.refetch().catch(() => undefined);
    void person.refetch();
  };

  const deleteAction = (row: Person) => (
    <RowAction label={ADMIN_TEXTS.deleteUser} who={fullName(row)} danger onClick={() => setDoomed(row)} />
  );

  const columns: Column<Person>[] = [
    { header: ADMIN_TEXTS.personName, rowHeader: true, sortKey: 'name', cell: (row) => fullName(row) },
    { header: ADMIN_TEXTS.personProfileId, sortKey: 'profileId', align: 'end', cell: (row) => row.profileId },
    { header: ADMIN_TEXTS.personEmail, cell: (row) => row.email || ADMIN_TEXTS.noEmail },
    { header: ADMIN_TEXTS.personRole, cell: (row) => roleLabel(row.role) },
    { header: ADMIN_TEXTS.personStatus, cell: (row) => <StatusBadge person={row} /> },
    { header: ADMIN_TEXTS.personJoined, sortKey: 'createdAt', cell: (row) => <Day iso={row.createdAt} /> },
    {
      header: ADMIN_TEXTS.personActions,
      cell: (row) => (
        <RowActions>
          <RowAction label={ADMIN_TEXTS.view} who={fullName(row)} onClick={() => person.open(row.id)} />
          {deleteAction(row)}
        </RowActions>
      ),
    },
  ];

  return (
    <div>
      <PageTitle title={screen.title} />
      <h1 ref={heading} tabIndex={-1}>
        {screen.title}
      </h1>
      <p className={pageStyles.lead}>{ADMIN_TEXTS.usersLead}</p>
      <PersonPanel view={person} actions={(shown) => (shown.deletedAt ? null : deleteAction(shown))} />
      <TableToolbar state={table}>
        <TableSearch state={table} label={ADMIN_TEXTS.peopleSearch} maxLength={PEOPLE_SEARCH_MAX} />
        <FilterSelect state={table} name="role" label={ADMIN_TEXTS.personRole} options={ROLE_OPTIONS} />
      </TableToolbar>
      <DataTable
        label={screen.title}
        hideLabel
        state={table}
        columns={columns}
        rows={list.data?.listUsers.results}
        rowKey={(row) => row.id}
        total={list.data?.listUsers.count}
        loading={list.loading}
        error={list.error}
        onRetry={() => void list.refetch().catch(() => undefined)}
        empty={ADMIN_TEXTS.usersEmpty}
        emptyFiltered={ADMIN_TEXTS.usersEmptyFiltered}
      />
      <ConfirmDialog
        open={doomed !== null}
        title={ADMIN_TEXTS.deleteUserTitle(doomed ? fullName(doomed) : '')}
        confirmLabel={ADMIN_TEXTS.deleteUserConfirm}
        onConfirm={async () => {
          if (!doomed) return;
          await runAction(
            async () => (await deleteUser({ variables: { userId: doomed.id } })).data?.deleteUser,
            ADMIN_TEXTS.userDeleted(fullName(doomed)),
          );
          setDoomed(null);
          refresh();
        }}
        onCancel={() => setDoomed(null)}
      >
        <p>{ADMIN_TEXTS.deleteUserBody}</p>
      </ConfirmDialog>
    </div>
  );
}
