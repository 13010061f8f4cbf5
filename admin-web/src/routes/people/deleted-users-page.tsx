// The deleted users screen (/siteadmin/deletedUsers, privilege Deleted Users): deleted accounts, newest deletion
// first, searched by name, e-mail or profile id, a page at a time with the view in the URL; an account in detail
// (?view=<id>); and restoring one an admin deleted less than 30 days ago, after a confirmation.
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ListDeletedUsersDocument, RestoreUserDocument, type ListDeletedUsersQueryVariables } from '../../gen/graphql';
import { PageTitle } from '../../layout/page-title';
import { ADMIN_TEXTS } from '../../texts';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DataTable, type Column } from '../../ui/data-table';
import { TableSearch, TableToolbar } from '../../ui/table-filters';
import { useTableState, type TableStateOptions } from '../../ui/table-state';
import type { AdminScreenProps } from '../admin-screen';
import { useFocusFallback } from './focus-fallback';
import { deletedByLabel, fullName, PEOPLE_SEARCH_MAX, roleLabel } from './people-format';
import { Day } from '../../ui/dates';
import { PersonPanel, usePersonView, type Person } from './person-view';
import { RowAction, RowActions } from '../../ui/row-action';
import { useAdminAction } from './use-admin-action';
import pageStyles from '../../ui/page.module.css';

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
  const variables: ListDeletedUsersQueryVariables = {
    search: table.search || null,
    page: table.page,
    pageSize: table.pageSize,
    sort: table.sort ?? null,
    direction: table.direction,
  };
  const list = useQuery(ListDeletedUsersDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [heading, armFocus] = useFocusFallback<HTMLHeadingElement>(list.data?.listDeletedUsers.results);
  const [restoreUser] = useMutation(RestoreUserDocument);

  const restoreAction = (row: Person) =>
    row.restorableUntil ? (
      <RowAction label={ADMIN_TEXTS.restoreUser} who={fullName(row)} onClick={() => setRestoring(row)} />
    ) : null;

  const columns: Column<Person>[] = [
    { header: ADMIN_TEXTS.personName, rowHeader: true, sortKey: 'name', cell: (row) => fullName(row) },
    { header: ADMIN_TEXTS.personProfileId, sortKey: 'profileId', align: 'end', cell: (row) => row.profileId },
    { header: ADMIN_TEXTS.personEmail, cell: (row) => row.email || ADMIN_TEXTS.noEmail },
    { header: ADMIN_TEXTS.personRole, cell: (row) => roleLabel(row.role) },
    { header: ADMIN_TEXTS.personDeletedAt, sortKey: 'deletedAt', cell: (row) => <Day iso={row.deletedAt} /> },
    { header: ADMIN_TEXTS.personDeletedBy, cell: (row) => deletedByLabel(row.deletedBy) },
    {
      header: ADMIN_TEXTS.personRestorableUntil,
      cell: (row) => (row.restorableUntil ? <Day iso={row.restorableUntil} /> : ADMIN_TEXTS.notRestorable),
    },
    { header: ADMIN_TEXTS.personJoined, sortKey: 'createdAt', cell: (row) => <Day iso={row.createdAt} /> },
    {
      header: ADMIN_TEXTS.personActions,
      cell: (row) => (
        <RowActions>
          <RowAction label={ADMIN_TEXTS.view} who={fullName(row)} onClick={() => person.open(row.id)} />
          {restoreAction(row)}
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
      <p className={pageStyles.lead}>{ADMIN_TEXTS.deletedUsersLead}</p>
      <PersonPanel view={person} actions={(shown) => (shown.deletedAt ? restoreAction(shown) : null)} />
      <TableToolbar state={table}>
        <TableSearch state={table} label={ADMIN_TEXTS.peopleSearch} maxLength={PEOPLE_SEARCH_MAX} />
      </TableToolbar>
      <DataTable
        label={screen.title}
        hideLabel
        state={table}
        columns={columns}
        rows={list.data?.listDeletedUsers.results}
        rowKey={(row) => row.id}
        total={list.data?.listDeletedUsers.count}
        loading={list.loading}
        error={list.error}
        onRetry={() => void list.refetch().catch(() => undefined)}
        empty={ADMIN_TEXTS.deletedUsersEmpty}
        emptyFiltered={ADMIN_TEXTS.deletedUsersEmptyFiltered}
      />
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
          void list.refetch().catch(() => undefined);
          void person.refetch();
        }}
        onCancel={() => setRestoring(null)}
      >
        <p>{ADMIN_TEXTS.restoreUserBody}</p>
      </ConfirmDialog>
    </div>
  );
}
