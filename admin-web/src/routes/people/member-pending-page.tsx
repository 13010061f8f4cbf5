// The pending members screen (/siteadmin/member-pending, privilege Pending Member): membership applications waiting
// for review, oldest first, searched by name, e-mail or profile id and paged (the server answers the whole queue; the
// view is in the URL). Approving or rejecting (with a reason) goes through a confirmation; she is e-mailed either way.
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  ApproveMemberDocument,
  PendingMemberApplicationsDocument,
  RejectMemberDocument,
  type PendingMemberApplicationsQuery,
} from '../../gen/graphql';
import { ADMIN_TEXTS } from '../../texts';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import type { Column } from '../../ui/data-table';
import { useFocusFallback } from '../../ui/focus-fallback';
import { LIST_QUERY, ListScreen, queryState, refetchQuietly } from '../../ui/list-screen';
import pageStyles from '../../ui/page.module.css';
import { RowAction, RowActions } from '../../ui/row-action';
import { useTableState, type TableStateOptions } from '../../ui/table-state';
import { useAdminAction } from '../../ui/use-admin-action';
import type { AdminScreenProps } from '../admin-screen';
import { ACCOUNT_SORTS, byInstant, localAccountPage } from './local-table';
import { accountColumns, dayColumn } from './people-columns';
import { fullName, NOTE_MAX } from './people-format';
import { PeopleSearch } from './people-search';

type Application = PendingMemberApplicationsQuery['pendingMemberApplications'][number];

const TABLE: TableStateOptions = {
  sortKeys: ['appliedAt', 'name', 'profileId'],
  sort: 'appliedAt',
  direction: 'asc',
};

const SORTS = { ...ACCOUNT_SORTS, appliedAt: byInstant<Application>((row) => row.appliedAt) };

const phoneOf = (row: Application) => [row.dialCode, row.phoneNumber].filter(Boolean).join(' ') || '—';

export default function MemberPendingPage({ screen }: AdminScreenProps) {
  const table = useTableState(TABLE);
  const runAction = useAdminAction();
  const [pending, setPending] = useState<{ approve: boolean; applicant: Application } | null>(null);
  const queue = useQuery(PendingMemberApplicationsDocument, LIST_QUERY);
  const [heading, armFocus] = useFocusFallback<HTMLHeadingElement>(queue.data?.pendingMemberApplications);
  const [approveMember] = useMutation(ApproveMemberDocument);
  const [rejectMember] = useMutation(RejectMemberDocument);
  const page = localAccountPage(queue.data?.pendingMemberApplications, table, SORTS);

  const columns: Column<Application>[] = [
    ...accountColumns<Application>(),
    { header: ADMIN_TEXTS.personPhone, cell: phoneOf },
    {
      header: ADMIN_TEXTS.personSource,
      cell: (row) => (
        <>
          {row.source ?? '—'}
          {row.sourceDetail && <span className={pageStyles.second}>{row.sourceDetail}</span>}
        </>
      ),
    },
    dayColumn<Application>(ADMIN_TEXTS.personApplied, 'appliedAt', (row) => row.appliedAt),
    {
      header: ADMIN_TEXTS.personActions,
      cell: (row) => (
        <RowActions>
          <RowAction
            label={ADMIN_TEXTS.approveMember}
            who={fullName(row)}
            onClick={() => setPending({ approve: true, applicant: row })}
          />
          <RowAction
            label={ADMIN_TEXTS.rejectMember}
            who={fullName(row)}
            danger
            onClick={() => setPending({ approve: false, applicant: row })}
          />
        </RowActions>
      ),
    },
  ];

  const finish = () => {
    setPending(null);
    armFocus();
    refetchQuietly(queue)();
  };
  const name = pending ? fullName(pending.applicant) : '';
  const userId = pending?.applicant.userId ?? '';

  return (
    <ListScreen
      title={screen.title}
      lead={ADMIN_TEXTS.pendingLead}
      headingRef={heading}
      filters={<PeopleSearch state={table} />}
      table={{
        state: table,
        columns,
        ...page,
        rowKey: (row) => row.userId,
        ...queryState(queue),
        empty: ADMIN_TEXTS.pendingEmpty,
        emptyFiltered: ADMIN_TEXTS.pendingEmptyFiltered,
      }}
    >
      <ConfirmDialog
        open={pending?.approve === true}
        title={ADMIN_TEXTS.approveMemberTitle(name)}
        confirmLabel={ADMIN_TEXTS.approveMemberConfirm}
        tone="neutral"
        onConfirm={async () => {
          await runAction(
            async () => (await approveMember({ variables: { userId } })).data?.approveMember,
            ADMIN_TEXTS.memberApproved(name),
          );
          finish();
        }}
        onCancel={() => setPending(null)}
      >
        <p>{ADMIN_TEXTS.approveMemberBody}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={pending?.approve === false}
        title={ADMIN_TEXTS.rejectMemberTitle(name)}
        confirmLabel={ADMIN_TEXTS.rejectMemberConfirm}
        reason={{
          label: ADMIN_TEXTS.rejectMemberReason,
          hint: ADMIN_TEXTS.rejectMemberReasonHint,
          maxLength: NOTE_MAX,
        }}
        onConfirm={async (reason) => {
          await runAction(
            async () => (await rejectMember({ variables: { userId, reason } })).data?.rejectMember,
            ADMIN_TEXTS.memberRejected(name),
          );
          finish();
        }}
        onCancel={() => setPending(null)}
      >
        <p>{ADMIN_TEXTS.rejectMemberBody}</p>
      </ConfirmDialog>
    </ListScreen>
  );
}
