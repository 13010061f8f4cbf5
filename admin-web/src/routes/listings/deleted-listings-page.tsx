// Deleted listings (/siteadmin/deleted-listings, privilege Manage Listings): listings deleted by their host or by an
// admin, most recently deleted first, searched by title, city or number, a page at a time with the view in the URL.
import { useQuery } from '@apollo/client/react';
import { DeletedListingsDocument } from '../../gen/graphql';
import { PageTitle } from '../../layout/page-title';
import { ADMIN_TEXTS } from '../../texts';
import { DataTable, type Column } from '../../ui/data-table';
import { Day, Moment } from '../../ui/dates';
import { TableSearch, TableToolbar } from '../../ui/table-filters';
import { useTableState, type TableStateOptions } from '../../ui/table-state';
import type { AdminScreenProps } from '../admin-screen';
import { HostCell, LISTING_SEARCH_MAX, listingName, StatusCell, type ListingRow } from './listing-format';
import styles from './listings.module.css';

const TABLE: TableStateOptions = {};

const columns: Column<ListingRow>[] = [
  { header: ADMIN_TEXTS.listingNumber, align: 'end', cell: (row) => row.id },
  { header: ADMIN_TEXTS.listingTitle, rowHeader: true, cell: (row) => listingName(row) },
  { header: ADMIN_TEXTS.listingHost, cell: (row) => <HostCell row={row} /> },
  { header: ADMIN_TEXTS.listingCity, cell: (row) => row.city || '—' },
  { header: ADMIN_TEXTS.listingStatus, cell: (row) => <StatusCell row={row} /> },
  { header: ADMIN_TEXTS.listingCreated, cell: (row) => <Day iso={row.createdAt} /> },
  { header: ADMIN_TEXTS.listingDeletedOn, cell: (row) => <Moment iso={row.deletedAt} /> },
  {
    header: ADMIN_TEXTS.listingDeletedBy,
    cell: (row) => (row.deletedBy ? (ADMIN_TEXTS.listingDeletedByLabels[row.deletedBy] ?? row.deletedBy) : '—'),
  },
];

export default function DeletedListingsPage({ screen }: AdminScreenProps) {
  const table = useTableState(TABLE);
  const list = useQuery(DeletedListingsDocument, {
    variables: { search: table.search || null, page: table.page, pageSize: table.pageSize },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  return (
    <div>
      <PageTitle title={screen.title} />
      <h1>{screen.title}</h1>
      <p className={styles.lead}>{ADMIN_TEXTS.deletedListingsLead}</p>
      <TableToolbar state={table}>
        <TableSearch state={table} label={ADMIN_TEXTS.listingSearch} maxLength={LISTING_SEARCH_MAX} />
      </TableToolbar>
      <DataTable
        label={screen.title}
        hideLabel
        state={table}
        columns={columns}
        rows={list.data?.deletedListings.results}
        rowKey={(row) => String(row.id)}
        total={list.data?.deletedListings.count}
        loading={list.loading}
        error={list.error}
        onRetry={() => void list.refetch().catch(() => undefined)}
        empty={ADMIN_TEXTS.deletedListingsEmpty}
        emptyFiltered={ADMIN_TEXTS.deletedListingsEmptyFiltered}
      />
    </div>
  );
}
