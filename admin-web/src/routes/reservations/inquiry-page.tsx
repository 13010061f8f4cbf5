// Manage Inquiry (/siteadmin/inquiry, privilege Manage Inquiry): inquiries and special-price requests, newest first,
// searched by number (id + 1000) or code, with where each stands.
import { useQuery } from '@apollo/client/react';
import { AdminInquiriesDocument } from '../../gen/graphql';
import { ADMIN_TEXTS } from '../../texts';
import type { Column } from '../../ui/data-table';
import { LIST_QUERY, ListScreen, queryState, serverPage } from '../../ui/list-screen';
import { TableSearch } from '../../ui/table-filters';
import { useTableState, type TableStateOptions } from '../../ui/table-state';
import type { AdminScreenProps } from '../admin-screen';
import { memberName, RESERVATION_SEARCH_MAX, stayDates, type ReservationRow } from './reservation-format';

const TABLE: TableStateOptions = {};

// No link to the reservation's page: that is Manage Reservations', which this privilege does not open.
const columns: Column<ReservationRow>[] = [
  { header: ADMIN_TEXTS.reservationNumber, align: 'end', rowHeader: true, cell: (row) => row.number },
  { header: ADMIN_TEXTS.reservationListing, cell: (row) => row.listingTitle || '—' },
  { header: ADMIN_TEXTS.reservationGuest, cell: (row) => memberName(row.guest) },
  { header: ADMIN_TEXTS.reservationHost, cell: (row) => memberName(row.host) },
  { header: ADMIN_TEXTS.reservationDates, cell: stayDates },
  { header: ADMIN_TEXTS.reservationStatus, cell: (row) => row.statusLabel || row.status },
];

export default function InquiryPage({ screen }: AdminScreenProps) {
  const table = useTableState(TABLE);
  const list = useQuery(AdminInquiriesDocument, {
    ...LIST_QUERY,
    variables: { search: table.search || null, page: table.page, pageSize: table.pageSize },
  });
  return (
    <ListScreen
      title={screen.title}
      lead={ADMIN_TEXTS.inquiriesLead}
      filters={<TableSearch state={table} label={ADMIN_TEXTS.reservationSearch} maxLength={RESERVATION_SEARCH_MAX} />}
      table={{
        state: table,
        columns,
        rowKey: (row) => String(row.id),
        ...serverPage(list.data?.adminInquiries),
        ...queryState(list),
        empty: ADMIN_TEXTS.inquiriesEmpty,
        emptyFiltered: ADMIN_TEXTS.inquiriesEmptyFiltered,
      }}
    />
  );
}
