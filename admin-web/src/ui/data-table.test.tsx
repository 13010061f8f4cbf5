// The shared list table: what it shows for each state, and how its headers, pager and filters drive the URL.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_TEXTS } from '../texts';
import { DataTable, type Column, type DataTableProps } from './data-table';
import { FilterDate, FilterSelect, TableSearch, TableToolbar } from './table-filters';
import { isIsoDate, oneOf, useTableState, type TableStateOptions } from './table-state';

interface Admin {
  id: string;
  email: string;
  role: string;
}

const ROWS: Admin[] = [
  { id: '1', email: 'ada@golightly.test', role: 'Editor' },
  { id: '2', email: 'bea@golightly.test', role: 'Support' },
];
const COLUMNS: Column<Admin>[] = [
  { header: 'E-mail', cell: (row) => row.email, sortKey: 'email', rowHeader: true },
  { header: 'Role', cell: (row) => row.role },
];
const OPTIONS: TableStateOptions<'role' | 'from'> = {
  sortKeys: ['email'],
  filters: { role: { valid: oneOf(['Editor', 'Support']) }, from: { valid: isIsoDate } },
};

type Given = Partial<Omit<DataTableProps<Admin>, 'state' | 'columns' | 'rowKey' | 'label'>>;

function AdminsTable(given: Given) {
  const table = useTableState(OPTIONS);
  return (
    <>
      <TableToolbar state={table}>
        <TableSearch state={table} label="Search admins" />
        <FilterSelect
          state={table}
          name="role"
          label="Role"
          options={[
            { value: 'Editor', label: 'Editor' },
            { value: 'Support', label: 'Support' },
          ]}
        />
        <FilterDate state={table} name="from" label="From" />
      </TableToolbar>
      <DataTable
        label="Admin users"
        state={table}
        columns={COLUMNS}
        rowKey={(row) => row.id}
        rows={ROWS}
        total={45}
        {...given}
      />
    </>
  );
}

function show(query: string, given: Given = {}) {
  const router = createMemoryRouter([{ path: '/admin-users', element: <AdminsTable {...given} /> }], {
    initialEntries: [`/admin-users${query}`],
  });
  render(<RouterProvider router={router} />);
  return { search: () => router.state.location.search };
}

describe('DataTable', () => {
  it('shows the rows, the count and which page of how many', () => {
    show('?page=2');
    const table = screen.getByRole('table', { name: 'Admin users' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('rowheader', { name: 'ada@golightly.test' })).toBeTruthy();
    expect(screen.getByText(ADMIN_TEXTS.resultCount(45))).toBeTruthy();
    expect(screen.getByText(ADMIN_TEXTS.pageOf(2, 3))).toBeTruthy();
  });

  it('sorts by a header the server can sort by, saying so with aria-sort', () => {
    const page = show('?page=2');
    const header = screen.getByRole('columnheader', { name: /E-mail/ });
    expect(header.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'Role' }).getAttribute('aria-sort')).toBeNull();
    act(() => fireEvent.click(within(header).getByRole('button')));
    expect(page.search()).toBe('?sort=email&dir=asc');
    expect(screen.getByRole('columnheader', { name: /E-mail/ }).getAttribute('aria-sort')).toBe('ascending');
    act(() => fireEvent.click(within(header).getByRole('button')));
    expect(screen.getByRole('columnheader', { name: /E-mail/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('pages forward and back, and goes no further than the first and last page', () => {
    const page = show('');
    const previous = screen.getByRole('button', { name: ADMIN_TEXTS.previousPage });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    act(() => fireEvent.click(previous));
    expect(page.search()).toBe('');
    act(() => fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.nextPage })));
    act(() => fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.nextPage })));
    expect(page.search()).toBe('?page=3');
    act(() => fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.nextPage })));
    expect(page.search()).toBe('?page=3');
    act(() => fireEvent.change(screen.getByLabelText(ADMIN_TEXTS.pageSize), { target: { value: '50' } }));
    expect(page.search()).toBe('?pageSize=50');
    expect(screen.getByText(ADMIN_TEXTS.pageOf(1, 1))).toBeTruthy();
  });

  it('searches when she submits the search (Enter), and a filter or a date starts again at page 1', () => {
    const page = show('?page=3');
    const search = screen.getByRole('searchbox', { name: 'Search admins' });
    fireEvent.change(search, { target: { value: 'ada' } });
    expect(page.search()).toBe('?page=3');
    act(() => fireEvent.submit(screen.getByRole('search')));
    expect(page.search()).toBe('?q=ada');
    act(() => fireEvent.change(screen.getByRole('combobox', { name: 'Role' }), { target: { value: 'Support' } }));
    expect(page.search()).toBe('?q=ada&role=Support');
    act(() => fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } }));
    expect(page.search()).toBe('?q=ada&role=Support&from=2026-03-01');
    act(() => fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.clearFilters })));
    expect(page.search()).toBe('');
    expect((screen.getByRole('searchbox', { name: 'Search admins' }) as HTMLInputElement).value).toBe('');
  });

  it('says it is loading before the first answer', () => {
    show('', { rows: undefined, total: undefined, loading: true });
    expect(screen.getByRole('status').textContent).toBe(ADMIN_TEXTS.loading);
  });

  it('shows an error with the server message and a way to try again', () => {
    const retry = vi.fn();
    show('', { error: new Error('Your admin role does not allow this.'), onRetry: retry });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(ADMIN_TEXTS.listUnavailable);
    expect(alert.textContent).toContain('Your admin role does not allow this.');
    fireEvent.click(within(alert).getByRole('button', { name: ADMIN_TEXTS.tryAgain }));
    expect(retry).toHaveBeenCalledOnce();
    expect(screen.queryByRole('rowheader')).toBeNull();
  });

  it('tells an empty list from one the filters empty', () => {
    show('', { rows: [], total: 0, empty: 'No admins yet.', emptyFiltered: 'No admin matches.' });
    expect(screen.getByText('No admins yet.')).toBeTruthy();
  });

  it('says nothing matches when a filter leaves no rows', () => {
    show('?role=Editor', { rows: [], total: 0, empty: 'No admins yet.', emptyFiltered: 'No admin matches.' });
    expect(screen.getByText('No admin matches.')).toBeTruthy();
  });
});
