// The controls above a DataTable, bound to its URL state (useTableState): a search submitted with Enter or its
// button (no timers), select and date filters, and Clear filters. Each change goes back to page 1.
//
//   <TableToolbar state={table}>
//     <TableSearch state={table} label="Search the summaries" />
//     <FilterSelect state={table} name="area" label="Area" options={[{ value: 'people', label: 'Users' }]} />
//     <FilterDate state={table} name="from" label="From" />
//   </TableToolbar>
import { useId, useState, type ReactNode } from 'react';
import { ADMIN_TEXTS } from '../texts';
import type { TableState } from './table-state';
import styles from './table-filters.module.css';

/** The filter row; shows Clear filters while a search or filter narrows the table. */
export function TableToolbar<F extends string>({ state, children }: { state: TableState<F>; children: ReactNode }) {
  return (
    <div className={styles.toolbar}>
      {children}
      {state.narrowed && (
        <button type="button" className={`button button--quiet ${styles.clear}`} onClick={state.clearFilters}>
          {ADMIN_TEXTS.clearFilters}
        </button>
      )}
    </div>
  );
}

interface SearchProps<F extends string> {
  state: TableState<F>;
  label: string;
  /** The server's limit on the search's length (200 unless given). */
  maxLength?: number;
}

/** A search box: the table searches when she presses Enter or the Search button, never on each key. */
export function TableSearch<F extends string>(props: SearchProps<F>) {
  // Keyed by the URL's search, so Back (or Clear filters) shows the search the table has.
  return <SearchForm key={props.state.search} {...props} />;
}

function SearchForm<F extends string>({ state, label, maxLength = 200 }: SearchProps<F>) {
  const id = useId();
  const [text, setText] = useState(state.search);
  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        state.setSearch(text);
      }}
    >
      <label htmlFor={id}>{label}</label>
      <div className={styles.searchRow}>
        <input
          id={id}
          type="search"
          value={text}
          maxLength={maxLength}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button button--quiet">
          {ADMIN_TEXTS.search}
        </button>
      </div>
    </form>
  );
}

export interface FilterOption {
  value: string;
  label: string;
}

/** A select filter; its first option, "Any", clears it (anyLabel null leaves it out, for a filter always set). */
export function FilterSelect<F extends string>({
  state,
  name,
  label,
  options,
  anyLabel = ADMIN_TEXTS.anyOption,
}: {
  state: TableState<F>;
  name: F;
  label: string;
  options: readonly FilterOption[];
  anyLabel?: string | null;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={state.filters[name]} onChange={(event) => state.setFilter(name, event.target.value)}>
        {anyLabel !== null && <option value="">{anyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A date filter (YYYY-MM-DD in the URL); validate it with isIsoDate in the table's options. */
export function FilterDate<F extends string>(props: {
  state: TableState<F>;
  name: F;
  label: string;
  min?: string;
  max?: string;
}) {
  // Keyed by the URL's value, so Back (or Clear filters) shows the date the table has.
  return <DateField key={props.state.filters[props.name]} {...props} />;
}

/** While she types a year digit by digit the input passes through 0002, 0020, 0202: only a whole year filters. */
const COMPLETE = /^(|[1-9]\d{3}-\d{2}-\d{2})$/;

function DateField<F extends string>({
  state,
  name,
  label,
  min,
  max,
}: {
  state: TableState<F>;
  name: F;
  label: string;
  min?: string;
  max?: string;
}) {
  const id = useId();
  const [value, setValue] = useState(state.filters[name]);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(event) => {
          setValue(event.target.value);
          if (COMPLETE.test(event.target.value)) state.setFilter(name, event.target.value);
        }}
      />
    </div>
  );
}
