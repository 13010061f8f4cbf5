// Manage Reservations (/siteadmin/reservations, privilege Manage Reservations): every reservation, newest first,
// filtered by status and searched by the number admins are shown (id + 1000) or the confirmation code, a page at a
// time with the view in the URL. A number opens the reservation (/viewreservation/{id}).
import { useQuery } from '@apollo/client/react';
import { AdminReservationListDocument } from '../../gen/graphql';
import { ADMIN_TEXTS } from '../../texts';
import { LIST_QUERY, ListScreen, queryState, serverPage } from '../../ui/list-screen';
import { FilterSelect, TableSearch } from '../../ui/table-filters';
import { oneOf, useTableState, type TableStateOptions } from '../../ui/table-state';
import type { AdminScreenProps } from '../admin-screen';
import { RESERVATION_COLUMNS, RESERVATION_SEARCH_MAX } from './reservation-format';

const STATUS_OPTIONS = Object.entries(ADMIN_TEXTS.reservationStatusLabels).map(([value, label]) => ({ value, label }));
const TABLE: TableStateOptions<'status'> = {
  filters: { status: { valid: oneOf(Object.keys(ADMIN_TEXTS.reservationStatusLabels)) } },
};

export default function ReservationsPage({ screen }: AdminScreenProps) {
  const table = useTableState(TABLE);
  const list = useQuery(AdminReservationListDocument, {
    ...LIST_QUERY,
    variables: {
      status: table.filters.status || null,
      search: table.search || null,
      page: table.page,
      pageSize: table.pageSize,
    },
  });
  return (
    <ListScreen
      title={screen.title}
      lead={ADMIN_TEXTS.reservationsLead}
      filters={
        <>
          <TableSearch state={table} label={ADMIN_TEXTS.reservationSearch} maxLength={RESERVATION_SEARCH_MAX} />
          <FilterSelect state={table} name="status" label={ADMIN_TEXTS.reservationStatus} options={STATUS_OPTIONS} />
        </>
      }
      table={{
        state: table,
        columns: RESERVATION_COLUMNS,
        rowKey: (row) => String(row.id),
        ...serverPage(list.data?.adminReservationList),
        ...queryState(list),
        empty: ADMIN_TEXTS.reservationsEmpty,
        emptyFiltered: ADMIN_TEXTS.reservationsEmptyFiltered,
      }}
    />
  );
}
