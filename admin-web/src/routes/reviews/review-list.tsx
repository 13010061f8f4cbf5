// The two review lists, /reviews (admins' reviews, Manage Admin Reviews) and /user-reviews (members' reviews, Manage
// User Reviews): the same columns and the same hide, show and delete, each through its own privilege's mutations.
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminReviewAnswerFragment, AdminReviewRowFragment } from '../../gen/graphql';
import { ADMIN_REVIEW_TEXTS as R } from '../../texts';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import type { Column } from '../../ui/data-table';
import { Day } from '../../ui/dates';
import { ListScreen, queryState, refetchQuietly, serverPage } from '../../ui/list-screen';
import { RowAction, RowActions } from '../../ui/row-action';
import type { TableState } from '../../ui/table-state';
import { useAdminAction } from '../../ui/use-admin-action';

type Person = AdminReviewRowFragment['author'];
const personName = (person: Person) => (person ? R.member(person.firstName, person.lastName, person.profileId) : '—');

export interface ReviewListProps {
  title: string;
  lead: string;
  empty: string;
  /** admin: the reviews admins signed; members: guests' and hosts'. */
  scope: 'admin' | 'members';
  table: TableState<string>;
  list: {
    loading: boolean;
    error?: Error;
    data?: unknown;
    refetch(): Promise<unknown>;
    page: { results: readonly AdminReviewRowFragment[]; count: number } | null | undefined;
  };
  action?: ReactNode;
  setHidden(reviewId: number, hidden: boolean): Promise<AdminReviewAnswerFragment | null | undefined>;
  remove(reviewId: number): Promise<AdminReviewAnswerFragment | null | undefined>;
}

export function ReviewList({ title, lead, empty, scope, table, list, action, setHidden, remove }: ReviewListProps) {
  const runAction = useAdminAction();
  const [doomed, setDoomed] = useState<AdminReviewRowFragment | null>(null);
  const refresh = refetchQuietly(list);

  const columns: Column<AdminReviewRowFragment>[] = [
    { header: R.listing, align: 'end', cell: (row) => row.listId },
    scope === 'admin'
      ? { header: R.signedAs, rowHeader: true, cell: (row) => row.authorName }
      : {
          header: R.author,
          rowHeader: true,
          cell: (row) => `${personName(row.author)}, ${R.roleLabels[row.authorRole] ?? row.authorRole}`,
        },
    ...(scope === 'members'
      ? [{ header: R.about, cell: (row: AdminReviewRowFragment) => personName(row.subject) }]
      : []),
    { header: R.rating, align: 'end', cell: (row) => R.ratingOption(row.rating) },
    { header: R.text, cell: (row) => row.text },
    { header: R.written, cell: (row) => <Day iso={row.createdAt} /> },
    { header: R.visibility, cell: (row) => (row.hidden ? R.hiddenLabel : R.shown) },
    {
      header: R.actions,
      cell: (row) => (
        <RowActions>
          {scope === 'admin' && (
            <Link
              className="button button--quiet"
              to={`/edit-review/${row.id}`}
              aria-label={`${R.edit} ${R.reviewName(row.id)}`}
            >
              {R.edit}
            </Link>
          )}
          <RowAction
            label={row.hidden ? R.show : R.hide}
            who={R.reviewName(row.id)}
            onClick={() =>
              void runAction(
                () => setHidden(row.id, !row.hidden),
                row.hidden ? R.reviewShown(row.id) : R.reviewHidden(row.id),
              ).then(refresh)
            }
          />
          <RowAction label={R.delete} who={R.reviewName(row.id)} danger onClick={() => setDoomed(row)} />
        </RowActions>
      ),
    },
  ];

  return (
    <ListScreen
      title={title}
      lead={lead}
      action={action}
      table={{
        state: table,
        columns,
        rowKey: (row) => String(row.id),
        ...serverPage(list.page),
        ...queryState(list),
        empty,
      }}
    >
      <ConfirmDialog
        open={doomed !== null}
        title={R.deleteTitle(doomed?.id ?? 0)}
        confirmLabel={R.deleteConfirm}
        onConfirm={async () => {
          if (!doomed) return;
          await runAction(() => remove(doomed.id), R.reviewDeleted(doomed.id));
          setDoomed(null);
          refresh();
        }}
        onCancel={() => setDoomed(null)}
      >
        <p>{R.deleteBody}</p>
      </ConfirmDialog>
    </ListScreen>
  );
}
