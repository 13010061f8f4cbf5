// The admin log (/siteadmin/admin_logs, DESIGN §8): every admin action, newest first, filtered by admin, area, days
// and text, a page at a time, the view kept in the URL. Read only: nothing here changes or deletes an entry.
import { useQuery } from '@apollo/client/react';
import {
  AdminLogAdminsDocument,
  AdminLogsDocument,
  type AdminLogsQuery,
  type AdminLogsQueryVariables,
} from '../../gen/graphql';
import { Moment } from '../../ui/dates';
import { ADMIN_TEXTS } from '../../texts';
import type { Column } from '../../ui/data-table';
import { ListScreen, refetchQuietly } from '../../ui/list-screen';
import { FilterDate, FilterSelect, TableSearch } from '../../ui/table-filters';
import { isIsoDate, oneOf, useTableState, type TableStateOptions } from '../../ui/table-state';
import { AREAS, type AdminArea, type AdminScreenProps } from '../admin-screen';
import pageStyles from '../../ui/page.module.css';

type Entry = AdminLogsQuery['adminLogs']['results'][number];
type Filter = 'admin' | 'area' | 'from' | 'to';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The server's longest search (accounts' list-admin-log). */
const SEARCH_MAX = 100;

const TABLE: TableStateOptions<Filter> = {
  pageSizes: [20, 50, 100],
  filters: {
    admin: { valid: (value) => UUID.test(value) },
    area: { valid: oneOf(Object.keys(AREAS)) },
    from: { valid: isIsoDate },
    to: { valid: isIsoDate },
  },
};

const AREA_OPTIONS = (Object.entries(AREAS) as Array<[AdminArea, string]>).map(([value, label]) => ({ value, label }));

const COLUMNS: Column<Entry>[] = [
  {
    header: ADMIN_TEXTS.logWhen,
    cell: (entry) => <Moment iso={entry.occurredAt} />,
  },
  {
    header: ADMIN_TEXTS.logAdmin,
    rowHeader: true,
    cell: (entry) => (
      <>
        {entry.adminEmail || entry.adminId}
        <span className={pageStyles.second}>{entry.privilegeName}</span>
      </>
    ),
  },
  { header: ADMIN_TEXTS.logArea, cell: (entry) => AREAS[entry.area as AdminArea] ?? entry.area },
  {
    header: ADMIN_TEXTS.logAction,
    cell: (entry) => (
      <>
        <code>{entry.action}</code>
        <span className={pageStyles.second}>
          {entry.recordType} {entry.recordId}
        </span>
      </>
    ),
  },
  { header: ADMIN_TEXTS.logSummary, cell: (entry) => entry.summary },
  { header: ADMIN_TEXTS.logAddress, cell: (entry) => entry.clientAddress },
];

export default function AdminLogPage({ screen }: AdminScreenProps) {
  const table = useTableState(TABLE);
  const { admin, area, from, to } = table.filters;
  const badRange = Boolean(from && to && from > to);
  const variables: AdminLogsQueryVariables = {
    adminId: admin || null,
    area: area || null,
    from: from || null,
    to: to || null,
    search: table.search || null,
    page: table.page,
    pageSize: table.pageSize,
  };
  const log = useQuery(AdminLogsDocument, { variables, skip: badRange, notifyOnNetworkStatusChange: true });
  const admins = useQuery(AdminLogAdminsDocument);
  const page = log.data?.adminLogs;

  return (
    <ListScreen
      title={screen.title}
      lead={ADMIN_TEXTS.adminLogLead}
      filters={
        <>
          <TableSearch state={table} label={ADMIN_TEXTS.logSearch} maxLength={SEARCH_MAX} />
          <FilterSelect
            state={table}
            name="admin"
            label={ADMIN_TEXTS.logAdmin}
            options={(admins.data?.adminLogAdmins ?? []).map((a) => ({ value: a.id, label: a.email }))}
          />
          <FilterSelect state={table} name="area" label={ADMIN_TEXTS.logArea} options={AREA_OPTIONS} />
          <FilterDate state={table} name="from" label={ADMIN_TEXTS.logFrom} max={to} />
          <FilterDate state={table} name="to" label={ADMIN_TEXTS.logTo} min={from} />
        </>
      }
      table={{
        label: ADMIN_TEXTS.adminLogs,
        state: table,
        columns: COLUMNS,
        rows: badRange ? [] : page?.results,
        rowKey: (entry) => entry.id,
        total: badRange ? undefined : page?.count,
        loading: log.loading,
        error: badRange ? ADMIN_TEXTS.logBadRange : log.error,
        onRetry: badRange ? undefined : refetchQuietly(log),
        empty: ADMIN_TEXTS.logEmpty,
        emptyFiltered: ADMIN_TEXTS.logEmptyFiltered,
      }}
    />
  );
}
