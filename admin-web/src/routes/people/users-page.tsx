// The users screen (/siteadmin/users, privilege Manage Users): every live account, searched by name, e-mail or
// profile id and filtered by role, a page at a time with the view in the URL; an account in detail (?view=<id>); and
// deleting one after a confirmation (reversible from /deletedUsers for 30 days).
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { DeleteUserDocument, ListUsersDocument } from '../../gen/graphql';
import { ADMIN_TEXTS } from '../../texts';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import type { Column } from '../../ui/data-table';
import { useFocusFallback } from '../../ui/focus-fallback';
import { LIST_QUERY, ListScreen, queryState, refetchQuietly, serverPage } from '../../ui/list-screen';
import { RowAction } from '../../ui/row-action';
import { FilterSelect } from '../../ui/table-filters';
import { oneOf, pageVariables, useTableState, type TableStateOptions } from '../../ui/table-state';
import { useAdminAction } from '../../ui/use-admin-action';
import type { AdminScreenProps } from '../admin-screen';
import { accountColumns, dayColumn, viewColumn } from './people-columns';
import { fullName, roleLabel } from './people-format';
import { PeopleSearch } from './people-search';
import { PersonPanel, usePersonView, type Person } from './person-view';
import { StatusBadge } from './status-badge';

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
  const list = useQuery(ListUsersDocument, {
    ...LIST_QUERY,
    variables: { ...pageVariables(table), role: table.filters.role || null },
  });
  const [heading, armFocus] = useFocusFallback<HTMLHeadingElement>(list.data?.listUsers.results);
  const [deleteUser] = useMutation(DeleteUserDocument);

  const deleteAction = (row: Person) => (
    <RowAction label={ADMIN_TEXTS.deleteUser} who={fullName(row)} danger onClick={() => setDoomed(row)} />
  );

  const columns: Column<Person>[] = [
    ...accountColumns<Person>(),
    { header: ADMIN_TEXTS.personRole, cell: (row) => roleLabel(row.role) },
    { header: ADMIN_TEXTS.personStatus, cell: (row) => <StatusBadge person={row} /> },
    dayColumn<Person>(ADMIN_TEXTS.personJoined, 'createdAt', (row) => row.createdAt),
    viewColumn(person, deleteAction),
  ];

  return (
    <ListScreen
      title={screen.title}
      lead={ADMIN_TEXTS.usersLead}
      headingRef={heading}
      panel={<PersonPanel view={person} actions={(shown) => (shown.deletedAt ? null : deleteAction(shown))} />}
      filters={
        <>
          <PeopleSearch state={table} />
          <FilterSelect state={table} name="role" label={ADMIN_TEXTS.personRole} options={ROLE_OPTIONS} />
        </>
      }
      table={{
        state: table,
        columns,
        rowKey: (row) => row.id,
        ...serverPage(list.data?.listUsers),
        ...queryState(list),
        empty: ADMIN_TEXTS.usersEmpty,
        emptyFiltered: ADMIN_TEXTS.usersEmptyFiltered,
      }}
    >
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
          armFocus();
          refetchQuietly(list)();
          void person.refetch();
        }}
        onCancel={() => setDoomed(null)}
      >
        <p>{ADMIN_TEXTS.deleteUserBody}</p>
      </ConfirmDialog>
    </ListScreen>
  );
}
