// Deleted listings (/siteadmin/deleted-listings, privilege Manage Listings): listings deleted by their host or by an
// admin, most recently deleted first, searched by title, city or number, a page at a time with the view in the URL.
import { useQuery } from '@apollo/client/react';
import { DeletedListingsDocument } from '../../gen/graphql';
import { ADMIN_TEXTS } from '../../texts';
import type { Column } from '../../ui/data-table';
import { Day, Moment } from '../../ui/dates';
import { LIST_QUERY, ListScreen, queryState, serverPage } from '../../ui/list-screen';
import { TableSearch } from '../../ui/table-filters';
import { useTableState, type TableStateOptions } from '../../ui/table-state';
import type { AdminScreenProps } from '../admin-screen';
import { HostCell, LISTING_SEARCH_MAX, listingName, StatusCell, type ListingRow } from './listing-format';

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
    ...LIST_QUERY,
    variables: { search: table.search || null, page: table.page, pageSize: table.pageSize },
  });
  return (
    <ListScreen
      title={screen.title}
      lead={ADMIN_TEXTS.deletedListingsLead}
      filters={<TableSearch state={table} label={ADMIN_TEXTS.listingSearch} maxLength={LISTING_SEARCH_MAX} />}
      table={{
        state: table,
        columns,
        rowKey: (row) => String(row.id),
        ...serverPage(list.data?.deletedListings),
        ...queryState(list),
        empty: ADMIN_TEXTS.deletedListingsEmpty,
        emptyFiltered: ADMIN_TEXTS.deletedListingsEmptyFiltered,
      }}
    />
  );
}
