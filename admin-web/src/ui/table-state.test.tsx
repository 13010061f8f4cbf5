// A list's state lives in the URL: a link opens the same page, sort and filters; a bad value falls back to the
// default; a new search, filter, sort or page size starts again at page 1.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isIsoDate, oneOf, readTableState, useTableState, type TableStateOptions } from './table-state';

const OPTIONS: TableStateOptions<'area' | 'from'> = {
  sortKeys: ['email', 'occurredAt'],
  sort: 'occurredAt',
  direction: 'desc',
  filters: { area: { valid: oneOf(['people', 'listings']) }, from: { valid: isIsoDate } },
};

function Probe() {
  const table = useTableState(OPTIONS);
  const { page, pageSize, sort, direction, search, filters, narrowed } = table;
  return (
    <>
      <output role="status">{JSON.stringify({ page, pageSize, sort, direction, search, filters, narrowed })}</output>
      <button type="button" onClick={() => table.setPage(table.page + 1)}>
        next
      </button>
      <button type="button" onClick={() => table.setFilter('area', 'listings')}>
        listings
      </button>
      <button type="button" onClick={() => table.setSearch('  refund  ')}>
        search
      </button>
      <button type="button" onClick={() => table.toggleSort('email')}>
        email
      </button>
      <button type="button" onClick={() => table.setPageSize(50)}>
        fifty
      </button>
      <button type="button" onClick={() => table.clearFilters()}>
        clear
      </button>
    </>
  );
}

function open(query: string) {
  const router = createMemoryRouter([{ path: '/admin_logs', element: <Probe /> }], {
    initialEntries: [`/admin_logs${query}`],
  });
  render(<RouterProvider router={router} />);
  return {
    state: () => JSON.parse(screen.getByRole('status').textContent ?? '{}') as Record<string, unknown>,
    search: () => router.state.location.search,
    press: (name: string) => act(() => fireEvent.click(screen.getByRole('button', { name }))),
  };
}

describe('useTableState', () => {
  it('opens the page, size, sort, search and filters a link names', () => {
    const table = open('?page=3&pageSize=50&sort=email&dir=asc&q=refund&area=people&from=2026-01-31');
    expect(table.state()).toEqual({
      page: 3,
      pageSize: 50,
      sort: 'email',
      direction: 'asc',
      search: 'refund',
      filters: { area: 'people', from: '2026-01-31' },
      narrowed: true,
    });
  });

  it('falls back to the defaults for values the URL gets wrong', () => {
    const table = open('?page=-2&pageSize=7&sort=password&dir=sideways&area=secrets&from=2026-02-30');
    expect(table.state()).toEqual({
      page: 1,
      pageSize: 20,
      sort: 'occurredAt',
      direction: 'desc',
      search: '',
      filters: { area: '', from: '' },
      narrowed: false,
    });
    for (const page of ['0', '1.5', 'abc', '', '99999999'])
      expect(readTableState(new URLSearchParams({ page }), OPTIONS).page).toBe(1);
  });

  it('moves between pages and keeps the rest of the view', () => {
    const table = open('?area=people&page=2');
    table.press('next');
    expect(table.search()).toBe('?area=people&page=3');
  });

  it('goes back to page 1 when a filter, the search, the sort or the page size changes', () => {
    const table = open('?page=4');
    table.press('listings');
    expect(table.search()).toBe('?area=listings');
    table.press('next');
    table.press('search');
    expect(table.search()).toBe('?area=listings&q=refund');
    expect(table.state()).toMatchObject({ page: 1, search: 'refund' });
    table.press('next');
    table.press('email');
    expect(table.search()).toBe('?area=listings&q=refund&sort=email&dir=asc');
    table.press('email');
    expect(table.state()).toMatchObject({ sort: 'email', direction: 'desc' });
    table.press('next');
    table.press('fifty');
    expect(table.state()).toMatchObject({ page: 1, pageSize: 50 });
  });

  it('clears the search and every filter but keeps the sort', () => {
    const table = open('?q=x&area=people&from=2026-01-01&sort=email&dir=asc&page=2');
    table.press('clear');
    expect(table.search()).toBe('?sort=email&dir=asc');
    expect(table.state()).toMatchObject({ narrowed: false, filters: { area: '', from: '' } });
  });

  it('accepts only real calendar dates', () => {
    expect(['2026-01-31', '2024-02-29'].every(isIsoDate)).toBe(true);
    expect(['2026-02-29', '2026-13-01', '31/01/2026', '2026-1-1', ''].some(isIsoDate)).toBe(false);
  });
});
