// The layout of every admin list screen, so a new one is written by filling its slots: the tab title and heading
// (with a button beside it, when the screen adds things), the lead, a panel above the list (a record in detail, an
// open form), the search and filters, the table, and the dialogs its rows open.
//
//   const table = useTableState(TABLE);
//   const list = useQuery(ListUsersDocument, { ...LIST_QUERY, variables: { ...pageVariables(table), role } });
//   <ListScreen
//     title={screen.title}
//     lead={ADMIN_TEXTS.usersLead}
//     panel={<PersonPanel view={person} />}
//     filters={<TableSearch state={table} label={ADMIN_TEXTS.peopleSearch} />}
//     table={{ state: table, columns, rowKey: (row) => row.id, ...serverPage(list.data?.listUsers),
//              ...queryState(list), empty: ADMIN_TEXTS.usersEmpty }}
//   >
//     <ConfirmDialog … />
//   </ListScreen>
import type { ReactNode, Ref } from 'react';
import { PageTitle } from '../layout/page-title';
import { DataTable, type DataTableProps } from './data-table';
import pageStyles from './page.module.css';
import { TableToolbar } from './table-filters';

/** A list query's options: the cache at once, then the server's answer, with `loading` while it asks again. */
export const LIST_QUERY = { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true } as const;

/** Asks a list's query again; a failure shows in the table (with Try again), so nothing is thrown here. */
export const refetchQuietly = (query: { refetch(): Promise<unknown> }) => () =>
  void query.refetch().catch(() => undefined);

/** The rows and total of a page the server answered (its results and count), for the table. */
export const serverPage = <Row,>(page: { results: readonly Row[]; count: number } | null | undefined) => ({
  rows: page?.results,
  total: page?.count,
});

interface ListQuery {
  loading: boolean;
  error?: Error;
  data?: unknown;
  refetch(): Promise<unknown>;
}

/**
 * The table's loading, error and Try again from its query. With `keepRows`, an error while earlier rows are shown
 * leaves them (the lists the server answers whole).
 */
export const queryState = (query: ListQuery, { keepRows = false } = {}) => ({
  loading: query.loading,
  error: keepRows && query.data ? null : (query.error ?? null),
  onRetry: refetchQuietly(query),
});

export interface ListScreenProps<Row> {
  /** The screen's title: the tab title, the heading and (unless the table says otherwise) the table's name. */
  title: string;
  lead: string;
  /** Lets the heading take the focus (useFocusFallback), when her row leaves the list after an action. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** A button beside the heading ("Add admin"). */
  action?: ReactNode;
  /** Above the filters: a record in detail, an open form. */
  panel?: ReactNode;
  /** The search and filters (TableSearch, FilterSelect, FilterDate), in the toolbar with Clear filters; none, no
   * toolbar. */
  filters?: ReactNode;
  /** The DataTable; its name is the title unless `label` gives another, and hidden (the heading says it). */
  table: Omit<DataTableProps<Row>, 'label' | 'hideLabel'> & { label?: string };
  /** After the table: the dialogs its rows open. */
  children?: ReactNode;
}

export function ListScreen<Row>({
  title,
  lead,
  headingRef,
  action,
  panel,
  filters,
  table,
  children,
}: ListScreenProps<Row>) {
  const heading = (
    <h1 ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
      {title}
    </h1>
  );
  return (
    <div>
      <PageTitle title={title} />
      {action ? (
        <div className={pageStyles.bar}>
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      <p className={pageStyles.lead}>{lead}</p>
      {panel}
      {filters && <TableToolbar state={table.state}>{filters}</TableToolbar>}
      <DataTable {...table} label={table.label ?? title} hideLabel />
      {children}
    </div>
  );
}
