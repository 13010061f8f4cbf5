// The one table of every admin list screen: sortable headers, the loading, error (with Try again) and empty states,
// and paging ("Page X of Y"). It shows what the server answered for the state in the URL (useTableState); the
// server pages, sorts and filters. Filters and the search sit above it (./table-filters).
//
//   const table = useTableState(TABLE);
//   const { data, loading, error, refetch } = useQuery(AdminLogsDocument, { variables: { page: table.page, … } });
//   <DataTable
//     label="Admin actions"                             // the table's accessible name (its caption)
//     state={table}
//     columns={[
//       { header: 'When', cell: (row) => <Moment iso={row.occurredAt} />, sortKey: 'occurredAt' },
//       { header: 'Summary', cell: (row) => row.summary },
//     ]}
//     rows={data?.adminLogs.results}
//     rowKey={(row) => row.id}
//     total={data?.adminLogs.count}
//     loading={loading}
//     error={error}                                      // an Error (or the screen's own words), with Try again
//     onRetry={() => void refetch()}
//     empty="No admin actions are recorded yet."        // and emptyFiltered when a filter or search is set
//   />
import { useId, type ReactNode } from 'react';
import { ADMIN_TEXTS } from '../texts';
import type { TableState } from './table-state';
import styles from './data-table.module.css';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The server's sort key: the header becomes a button that sorts by it. */
  sortKey?: string;
  /** 'end' for numbers and dates, so they line up. */
  align?: 'start' | 'end';
  /** A row header (<th scope="row">): the cell that names the row, e.g. an e-mail. */
  rowHeader?: boolean;
}

export interface DataTableProps<Row> {
  /** What the rows are ("Admin actions"): the table's caption and accessible name. */
  label: string;
  /** Hide the caption visually (when the page's heading already says it). */
  hideLabel?: boolean;
  /** From useTableState, whatever its filters. */
  state: TableState<string>;
  columns: ReadonlyArray<Column<Row>>;
  /** The current page's rows; undefined before the first answer. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** Rows across every page, as the server counted them. */
  total: number | undefined;
  loading?: boolean;
  /** An Error: "This list could not be loaded." and its message; a string: the screen's own words, shown alone. */
  error?: Error | string | null;
  onRetry?: () => void;
  /** Shown when there are no rows and nothing narrows them. */
  empty?: string;
  /** Shown when there are no rows for the search or filters. */
  emptyFiltered?: string;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

export function DataTable<Row>({
  label,
  hideLabel,
  state,
  columns,
  rows,
  rowKey,
  total,
  loading = false,
  error,
  onRetry,
  empty = ADMIN_TEXTS.noResults,
  emptyFiltered = ADMIN_TEXTS.noResultsFiltered,
}: DataTableProps<Row>) {
  const captionId = useId();
  const message = typeof error === 'string' ? null : error?.message;
  const shown = rows ?? [];
  const pages = Math.max(1, Math.ceil((total ?? 0) / state.pageSize));

  let status: ReactNode = null;
  if (error) {
    status = (
      <div className={styles.problem} role="alert">
        {typeof error === 'string' ? (
          <p>{error}</p>
        ) : (
          <>
            <p>{ADMIN_TEXTS.listUnavailable}</p>
            {message && <p className={styles.detail}>{message}</p>}
          </>
        )}
        {onRetry && (
          <button type="button" className="button button--quiet" onClick={onRetry}>
            {ADMIN_TEXTS.tryAgain}
          </button>
        )}
      </div>
    );
  } else if (loading && rows === undefined) {
    status = (
      <p className={styles.note} role="status">
        {ADMIN_TEXTS.loading}
      </p>
    );
  } else if (!loading && shown.length === 0) {
    status = <p className={styles.note}>{state.narrowed ? emptyFiltered : empty}</p>;
  }

  return (
    <div className={styles.wrap}>
      {/* A focusable region, so a keyboard can scroll a table wider than the screen. */}
      <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table} aria-busy={loading || undefined}>
          <caption id={captionId} className={hideLabel ? styles.hidden : styles.caption}>
            {label}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const sorted = column.sortKey !== undefined && state.sort === column.sortKey;
                return (
                  <th
                    key={column.header}
                    scope="col"
                    data-align={column.align ?? 'start'}
                    aria-sort={column.sortKey ? (sorted ? ARIA_SORT[state.direction] : 'none') : undefined}
                  >
                    {column.sortKey ? (
                      <button
                        type="button"
                        className={styles.sort}
                        data-sorted={sorted ? state.direction : undefined}
                        onClick={() => state.toggleSort(column.sortKey as string)}
                      >
                        {column.header}
                        <span aria-hidden="true" className={styles.arrow}>
                          {sorted ? (state.direction === 'asc' ? '▲' : '▼') : '↕'}
                        </span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {!error &&
              shown.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) =>
                    column.rowHeader ? (
                      <th key={column.header} scope="row" data-align={column.align ?? 'start'}>
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td key={column.header} data-align={column.align ?? 'start'}>
                        {column.cell(row)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
          </tbody>
        </table>
      </div>
      {status}
      {!error && total !== undefined && <Pager state={state} pages={pages} total={total} label={label} />}
    </div>
  );
}

function Pager({
  state,
  pages,
  total,
  label,
}: {
  state: TableState<string>;
  pages: number;
  total: number;
  label: string;
}) {
  const sizeId = useId();
  // aria-disabled rather than disabled: a button that goes dead keeps the keyboard's focus.
  const atFirst = state.page <= 1;
  const atLast = state.page >= pages;
  return (
    <nav className={styles.pager} aria-label={`${ADMIN_TEXTS.pagination}: ${label}`}>
      <p className={styles.count}>{ADMIN_TEXTS.resultCount(total)}</p>
      <div className={styles.size}>
        <label htmlFor={sizeId}>{ADMIN_TEXTS.pageSize}</label>
        <select id={sizeId} value={state.pageSize} onChange={(event) => state.setPageSize(Number(event.target.value))}>
          {state.pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.pages}>
        <button
          type="button"
          className="button button--quiet"
          aria-disabled={atFirst || undefined}
          onClick={() => !atFirst && state.setPage(Math.min(state.page - 1, pages))}
        >
          {ADMIN_TEXTS.previousPage}
        </button>
        <p aria-live="polite">{ADMIN_TEXTS.pageOf(state.page, pages)}</p>
        <button
          type="button"
          className="button button--quiet"
          aria-disabled={atLast || undefined}
          onClick={() => !atLast && state.setPage(state.page + 1)}
        >
          {ADMIN_TEXTS.nextPage}
        </button>
      </div>
    </nav>
  );
}
