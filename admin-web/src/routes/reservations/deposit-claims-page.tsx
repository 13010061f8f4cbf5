// Security deposit claims (/siteadmin/reservations/deposit-claims, privilege Manage Reservations, decision 0056): the
// claims hosts made within 7 days after check-out that wait for an answer, oldest first, each linked to its
// reservation, where the admin approves or refuses it.
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { AdminSecurityDepositClaimsDocument, type AdminSecurityDepositClaimsQuery } from '../../gen/graphql';
import { ADMIN_TEXTS } from '../../texts';
import type { Column } from '../../ui/data-table';
import { formatMoment } from '../../ui/dates';
import { LIST_QUERY, ListScreen, queryState, serverPage } from '../../ui/list-screen';
import { useTableState, type TableStateOptions } from '../../ui/table-state';
import type { AdminScreenProps } from '../admin-screen';
import { formatAmount, memberName, stayDates } from './reservation-format';

type ClaimRow = AdminSecurityDepositClaimsQuery['adminSecurityDepositClaims']['results'][number];

const TABLE: TableStateOptions = {};

const columns: Column<ClaimRow>[] = [
  {
    header: ADMIN_TEXTS.reservationNumber,
    align: 'end',
    rowHeader: true,
    cell: (row) => <Link to={`/viewreservation/${row.reservation.id}`}>{row.reservation.number}</Link>,
  },
  { header: ADMIN_TEXTS.reservationListing, cell: (row) => row.reservation.listingTitle || '—' },
  { header: ADMIN_TEXTS.reservationGuest, cell: (row) => memberName(row.reservation.guest) },
  { header: ADMIN_TEXTS.reservationHost, cell: (row) => memberName(row.reservation.host) },
  { header: ADMIN_TEXTS.reservationDates, cell: (row) => stayDates(row.reservation) },
  {
    header: ADMIN_TEXTS.depositAmount,
    align: 'end',
    cell: (row) => formatAmount(row.securityDeposit.amount, row.securityDeposit.currency),
  },
  {
    header: ADMIN_TEXTS.depositClaimed,
    align: 'end',
    cell: (row) => formatAmount(row.securityDeposit.claimedFee ?? 0, row.securityDeposit.currency),
  },
  { header: ADMIN_TEXTS.depositReason, cell: (row) => row.securityDeposit.reason ?? '—' },
  {
    header: ADMIN_TEXTS.depositClaimedAt,
    cell: (row) => (row.securityDeposit.claimedAt ? formatMoment(row.securityDeposit.claimedAt) : '—'),
  },
];

export default function DepositClaimsPage({ screen }: AdminScreenProps) {
  const table = useTableState(TABLE);
  const list = useQuery(AdminSecurityDepositClaimsDocument, {
    ...LIST_QUERY,
    variables: { page: table.page, pageSize: table.pageSize },
  });
  return (
    <ListScreen
      title={screen.title}
      lead={ADMIN_TEXTS.depositClaimsLead}
      table={{
        state: table,
        columns,
        rowKey: (row) => String(row.reservation.id),
        ...serverPage(list.data?.adminSecurityDepositClaims),
        ...queryState(list),
        empty: ADMIN_TEXTS.depositClaimsEmpty,
        emptyFiltered: ADMIN_TEXTS.depositClaimsEmpty,
      }}
    />
  );
}
