// Manage Listings (/siteadmin/listings, privilege Manage Listings): every listing not deleted, newest first, searched
// by title, city or number and filtered by approval status, a page at a time with the view in the URL. A row opens
// the listing's page in a new tab, transfers it to another host or deletes it, each after a confirmation; "Create a
// listing for a host" (?create=1) opens the whole listing's form above the list.
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  AdminDeleteListingDocument,
  AdminListingsDocument,
  TransferListingDocument,
  type AdminListingsQueryVariables,
} from '../../gen/graphql';
import { ADMIN_TEXTS } from '../../texts';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import type { Column } from '../../ui/data-table';
import { Day } from '../../ui/dates';
import { useFocusFallback } from '../../ui/focus-fallback';
import { LIST_QUERY, ListScreen, queryState, refetchQuietly, serverPage } from '../../ui/list-screen';
import { RowAction, RowActions } from '../../ui/row-action';
import { FilterSelect, TableSearch } from '../../ui/table-filters';
import { oneOf, useTableState, type TableStateOptions } from '../../ui/table-state';
import { useAdminAction } from '../../ui/use-admin-action';
import type { AdminScreenProps } from '../admin-screen';
import { CreateListingForm } from './create-listing-form';
import { HostPicker, type HostPick } from './host-picker';
import {
  HostCell,
  hostName,
  LISTING_SEARCH_MAX,
  listingName,
  OpenListingLink,
  StatusCell,
  type ListingRow,
} from './listing-format';

const STATUSES = Object.keys(ADMIN_TEXTS.listingStatusLabels);
const STATUS_OPTIONS = Object.entries(ADMIN_TEXTS.listingStatusLabels).map(([value, label]) => ({ value, label }));

const TABLE: TableStateOptions<'status'> = { filters: { status: { valid: oneOf(STATUSES) } } };

export default function ListingsPage({ screen }: AdminScreenProps) {
  const table = useTableState(TABLE);
  const [params, setParams] = useSearchParams();
  const creating = params.get('create') === '1';
  const runAction = useAdminAction();
  const [moving, setMoving] = useState<ListingRow | null>(null);
  const [doomed, setDoomed] = useState<ListingRow | null>(null);
  const variables: AdminListingsQueryVariables = {
    approvalStatus: table.filters.status || null,
    search: table.search || null,
    page: table.page,
    pageSize: table.pageSize,
  };
  const list = useQuery(AdminListingsDocument, { ...LIST_QUERY, variables });
  const [heading, armFocus] = useFocusFallback<HTMLHeadingElement>(list.data?.adminListings.results);
  const [transfer] = useMutation(TransferListingDocument);
  const [remove] = useMutation(AdminDeleteListingDocument);

  const refresh = () => {
    armFocus();
    refetchQuietly(list)();
  };
  const setCreating = (open: boolean) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (open) next.set('create', '1');
      else next.delete('create');
      return next;
    });

  const columns: Column<ListingRow>[] = [
    { header: ADMIN_TEXTS.listingNumber, align: 'end', cell: (row) => row.id },
    { header: ADMIN_TEXTS.listingTitle, rowHeader: true, cell: (row) => listingName(row) },
    { header: ADMIN_TEXTS.listingHost, cell: (row) => <HostCell row={row} /> },
    { header: ADMIN_TEXTS.listingCity, cell: (row) => row.city || '—' },
    { header: ADMIN_TEXTS.listingStatus, cell: (row) => <StatusCell row={row} /> },
    { header: ADMIN_TEXTS.listingCreated, cell: (row) => <Day iso={row.createdAt} /> },
    {
      header: ADMIN_TEXTS.listingActions,
      cell: (row) => (
        <RowActions>
          <OpenListingLink row={row} />
          <RowAction label={ADMIN_TEXTS.transferListing} who={listingName(row)} onClick={() => setMoving(row)} />
          <RowAction label={ADMIN_TEXTS.deleteListing} who={listingName(row)} danger onClick={() => setDoomed(row)} />
        </RowActions>
      ),
    },
  ];

  return (
    <ListScreen
      title={screen.title}
      lead={ADMIN_TEXTS.listingsLead}
      headingRef={heading}
      // A fragment, so the heading keeps its bar while the form is open and the button is not shown.
      action={
        <>
          {!creating && (
            <button type="button" className="button button--primary" onClick={() => setCreating(true)}>
              {ADMIN_TEXTS.createListing}
            </button>
          )}
        </>
      }
      panel={
        creating && (
          <CreateListingForm
            onCreated={() => {
              setCreating(false);
              refresh();
            }}
            onCancel={() => setCreating(false)}
          />
        )
      }
      filters={
        <>
          <TableSearch state={table} label={ADMIN_TEXTS.listingSearch} maxLength={LISTING_SEARCH_MAX} />
          <FilterSelect state={table} name="status" label={ADMIN_TEXTS.listingStatus} options={STATUS_OPTIONS} />
        </>
      }
      table={{
        state: table,
        columns,
        rowKey: (row) => String(row.id),
        ...serverPage(list.data?.adminListings),
        ...queryState(list),
        empty: ADMIN_TEXTS.listingsEmpty,
        emptyFiltered: ADMIN_TEXTS.listingsEmptyFiltered,
      }}
    >
      {moving && (
        <TransferDialog
          listing={moving}
          onTransfer={async (host) => {
            const done = await runAction(
              async () =>
                (await transfer({ variables: { listId: moving.id, toHostId: host.id } })).data?.transferListing,
              ADMIN_TEXTS.listingTransferred(listingName(moving), host.name),
            );
            setMoving(null);
            if (done) refresh();
          }}
          onCancel={() => setMoving(null)}
        />
      )}
      <ConfirmDialog
        open={doomed !== null}
        title={ADMIN_TEXTS.deleteListingTitle(doomed ? listingName(doomed) : '')}
        confirmLabel={ADMIN_TEXTS.deleteListingConfirm}
        onConfirm={async () => {
          if (!doomed) return;
          const done = await runAction(
            async () => (await remove({ variables: { listId: doomed.id } })).data?.adminDeleteListing,
            ADMIN_TEXTS.listingDeleted(listingName(doomed)),
          );
          setDoomed(null);
          if (done) refresh();
        }}
        onCancel={() => setDoomed(null)}
      >
        <p>{ADMIN_TEXTS.deleteListingBody}</p>
      </ConfirmDialog>
    </ListScreen>
  );
}

/** The confirmation of a transfer, with the new host picked inside it; nothing is sent until she confirms one. */
function TransferDialog({
  listing,
  onTransfer,
  onCancel,
}: {
  listing: ListingRow;
  onTransfer(host: HostPick): Promise<void>;
  onCancel(): void;
}) {
  const [host, setHost] = useState<HostPick | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <ConfirmDialog
      open
      tone="neutral"
      title={ADMIN_TEXTS.transferListingTitle(listingName(listing))}
      confirmLabel={ADMIN_TEXTS.transferListingConfirm}
      onConfirm={async () => {
        if (!host) {
          setProblem(ADMIN_TEXTS.hostRequired);
          return;
        }
        await onTransfer(host);
      }}
      onCancel={onCancel}
    >
      <p>{ADMIN_TEXTS.transferListingBody(hostName(listing))}</p>
      <HostPicker
        value={host}
        onChange={(pick) => {
          setHost(pick);
          if (pick) setProblem(null);
        }}
        error={problem}
      />
    </ConfirmDialog>
  );
}
