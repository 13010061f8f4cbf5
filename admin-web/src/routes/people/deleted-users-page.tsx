// The deleted users screen (/siteadmin/deletedUsers, privilege Deleted Users): deleted accounts, newest deletion
// first, searched by name, e-mail or profile id, a page at a time with the view in the URL; an account in detail
// (?view=<id>); and restoring one an admin deleted less than 30 days ago, after a confirmation.
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ListDeletedUsersDocument, RestoreUserDocument } from '../../gen/graphql';
import { ADMIN_TEXTS } from '../../texts';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import type { Column } from '../../ui/data-table';
import { Day } from '../../ui/dates';
import { useFocusFallback } from '../../ui/focus-fallback';
import { LIST_QUERY, ListScreen, queryState, refetchQuietly, serverPage } from '../../ui/list-screen';
import { RowAction } from '../../ui/row-action';
import { pageVariables, useTableState, type TableStateOptions } from '../../ui/table-state';
import { useAdminAction } from '../../ui/use-admin-action';
import type { AdminScreenProps } from '../admin-screen';
import { accountColumns, dayColumn, viewColumn } from './people-columns';
import { deletedByLabel, fullName, roleLabel } from './people-format';
import { PeopleSearch } from './people-search';
import { PersonPanel, usePersonView, type Person } from './person-view';

const TABLE: TableStateOptions = {
  sortKeys: ['deletedAt', 'createdAt', 'name', 'profileId'],
  sort: 'deletedAt',
  direction: 'desc',
};

export default function DeletedUsersPage({ screen }: AdminScreenProps) {
  const table = useTableState(TABLE);
  const person = usePersonView();
  const runAction = useAdminAction();
  const [restoring, setRestoring] = useState<Person | null>(null);
  const list = useQuery(ListDeletedUsersDocument, { ...LIST_QUERY, variables: pageVariables(table) });
  const [heading, armFocus] = useFocusFallback<HTMLHeadingElement>(list.data?.listDeletedUsers.results);
  const [restoreUser] = useMutation(RestoreUserDocument);

  const restoreAction = (row: Person) =>
    row.restorableUntil ? (
      <RowAction label={ADMIN_TEXTS.restoreUser} who={fullName(row)} onClick={() => setRestoring(row)} />
    ) : null;

  const columns: Column<Person>[] = [
    ...accountColumns<Person>(),
    { header: ADMIN_TEXTS.personRole, cell: (row) => roleLabel(row.role) },
    dayColumn<Person>(ADMIN_TEXTS.personDeletedAt, 'deletedAt', (row) => row.deletedAt),
    { header: ADMIN_TEXTS.personDeletedBy, cell: (row) => deletedByLabel(row.deletedBy) },
    {
      header: ADMIN_TEXTS.personRestorableUntil,
      cell: (row) => (row.restorableUntil ? <Day iso={row.restorableUntil} /> : ADMIN_TEXTS.notRestorable),
    },
    dayColumn<Person>(ADMIN_TEXTS.personJoined, 'createdAt', (row) => row.createdAt),
    viewColumn(person, restoreAction),
  ];

  return (
    <ListScreen
      title={screen.title}
      lead={ADMIN_TEXTS.deletedUsersLead}
      headingRef={heading}
      panel={<PersonPanel view={person} actions={(shown) => (shown.deletedAt ? restoreAction(shown) : null)} />}
      filters={<PeopleSearch state={table} />}
      table={{
        state: table,
        columns,
        rowKey: (row) => row.id,
        ...serverPage(list.data?.listDeletedUsers),
        ...queryState(list),
        empty: ADMIN_TEXTS.deletedUsersEmpty,
        emptyFiltered: ADMIN_TEXTS.deletedUsersEmptyFiltered,
      }}
    >
      <ConfirmDialog
        open={restoring !== null}
        title={ADMIN_TEXTS.restoreUserTitle(restoring ? fullName(restoring) : '')}
        confirmLabel={ADMIN_TEXTS.restoreUserConfirm}
        tone="neutral"
        onConfirm={async () => {
          if (!restoring) return;
          await runAction(
            async () => (await restoreUser({ variables: { userId: restoring.id } })).data?.restoreUser,
            ADMIN_TEXTS.userRestored(fullName(restoring)),
          );
          setRestoring(null);
          armFocus();
          refetchQuietly(list)();
          void person.refetch();
        }}
        onCancel={() => setRestoring(null)}
      >
        <p>{ADMIN_TEXTS.restoreUserBody}</p>
      </ConfirmDialog>
    </ListScreen>
  );
}
