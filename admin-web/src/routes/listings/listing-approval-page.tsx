// Listing approval (/siteadmin/listingapproval, privilege Approved Listings): the listings their hosts submitted, the
// longest waiting first, a page at a time with the page in the URL. Approve puts one live and tells its host; Reject
// sends it back with the admin's message, required, through the confirmation dialog. Nothing is sent before she
// confirms; the toast says how it went (the server's words when it refused).
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ApproveListingDocument, ListingApprovalQueueDocument, RejectListingDocument } from '../../gen/graphql';
import { ADMIN_TEXTS } from '../../texts';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import type { Column } from '../../ui/data-table';
import { Day, Moment } from '../../ui/dates';
import { useFocusFallback } from '../../ui/focus-fallback';
import { LIST_QUERY, ListScreen, queryState, refetchQuietly, serverPage } from '../../ui/list-screen';
import { RowAction, RowActions } from '../../ui/row-action';
import { useTableState, type TableStateOptions } from '../../ui/table-state';
import { useAdminAction } from '../../ui/use-admin-action';
import type { AdminScreenProps } from '../admin-screen';
import { HostCell, listingName, OpenListingLink, placeOf, REJECTION_MAX, type ListingRow } from './listing-format';

const TABLE: TableStateOptions = {};

type Decision = { listing: ListingRow; kind: 'approve' | 'reject' };

export default function ListingApprovalPage({ screen }: AdminScreenProps) {
  const table = useTableState(TABLE);
  const runAction = useAdminAction();
  const [decision, setDecision] = useState<Decision | null>(null);
  const queue = useQuery(ListingApprovalQueueDocument, {
    ...LIST_QUERY,
    variables: { page: table.page, pageSize: table.pageSize },
  });
  const [heading, armFocus] = useFocusFallback<HTMLHeadingElement>(queue.data?.listingsAwaitingApproval.results);
  const [approve] = useMutation(ApproveListingDocument);
  const [reject] = useMutation(RejectListingDocument);

  const decide = async (reason: string) => {
    if (!decision) return;
    const { listing, kind } = decision;
    const name = listingName(listing);
    const done =
      kind === 'approve'
        ? await runAction(
            async () => (await approve({ variables: { listId: listing.id } })).data?.approveListing,
            ADMIN_TEXTS.listingApproved(name),
          )
        : await runAction(
            async () => (await reject({ variables: { listId: listing.id, message: reason } })).data?.rejectListing,
            ADMIN_TEXTS.listingRejected(name),
          );
    setDecision(null);
    if (done) {
      armFocus();
      refetchQuietly(queue)();
    }
  };

  const columns: Column<ListingRow>[] = [
    { header: ADMIN_TEXTS.listingNumber, align: 'end', cell: (row) => row.id },
    { header: ADMIN_TEXTS.listingTitle, rowHeader: true, cell: (row) => listingName(row) },
    { header: ADMIN_TEXTS.listingHost, cell: (row) => <HostCell row={row} /> },
    { header: ADMIN_TEXTS.listingCity, cell: (row) => placeOf(row) },
    { header: ADMIN_TEXTS.listingWaitingSince, cell: (row) => <Moment iso={row.submittedAt} /> },
    { header: ADMIN_TEXTS.listingCreated, cell: (row) => <Day iso={row.createdAt} /> },
    {
      header: ADMIN_TEXTS.listingActions,
      cell: (row) => (
        <RowActions>
          <OpenListingLink row={row} />
          <RowAction
            label={ADMIN_TEXTS.approveListing}
            who={listingName(row)}
            onClick={() => setDecision({ listing: row, kind: 'approve' })}
          />
          <RowAction
            label={ADMIN_TEXTS.rejectListing}
            who={listingName(row)}
            danger
            onClick={() => setDecision({ listing: row, kind: 'reject' })}
          />
        </RowActions>
      ),
    },
  ];

  const name = decision ? listingName(decision.listing) : '';
  return (
    <ListScreen
      title={screen.title}
      lead={ADMIN_TEXTS.listingApprovalLead}
      headingRef={heading}
      table={{
        state: table,
        columns,
        rowKey: (row) => String(row.id),
        ...serverPage(queue.data?.listingsAwaitingApproval),
        ...queryState(queue),
        empty: ADMIN_TEXTS.approvalQueueEmpty,
      }}
    >
      <ConfirmDialog
        open={decision?.kind === 'approve'}
        tone="neutral"
        title={ADMIN_TEXTS.approveListingTitle(name)}
        confirmLabel={ADMIN_TEXTS.approveListingConfirm}
        onConfirm={decide}
        onCancel={() => setDecision(null)}
      >
        <p>{ADMIN_TEXTS.approveListingBody}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={decision?.kind === 'reject'}
        title={ADMIN_TEXTS.rejectListingTitle(name)}
        confirmLabel={ADMIN_TEXTS.rejectListingConfirm}
        reason={{
          label: ADMIN_TEXTS.rejectListingReason,
          maxLength: REJECTION_MAX,
          hint: ADMIN_TEXTS.rejectListingHint,
        }}
        onConfirm={decide}
        onCancel={() => setDecision(null)}
      >
        <p>{ADMIN_TEXTS.rejectListingBody}</p>
      </ConfirmDialog>
    </ListScreen>
  );
}
