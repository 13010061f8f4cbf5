// Deleted listings: the URL's search and page go to deletedListings as they are; each row says when and by whom.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_PRIVILEGES } from '@golightly/admin-rules';
import { DeletedListingsDocument } from '../../gen/graphql';
import { renderAdminAt, subAdmin } from '../../testing/render-app';
import { ADMIN_TEXTS } from '../../texts';
import { cabin, listingPage, loft } from './listings-fixtures';

const ALL = { search: null, page: 1, pageSize: 20 };
const gone = { ...loft, isPublished: false, deletedAt: '2026-03-09T16:45:00.000Z', deletedBy: 'admin' };
const goneByHost = { ...cabin, deletedAt: '2026-03-08T08:05:00.000Z', deletedBy: 'host' };
const deleted = (variables: Record<string, unknown> = ALL, rows = [gone, goneByHost], options = {}) =>
  listingPage(DeletedListingsDocument, 'deletedListings', variables, rows, options);

describe('the deleted listings screen', () => {
  it('shows each deleted listing, when and by whom it was deleted', async () => {
    renderAdminAt('/deleted-listings', [deleted()]);
    const table = await screen.findByRole('table', { name: 'Deleted listings' });
    const row = await within(table).findByRole('row', { name: /Tiled loft in Alfama/ });
    expect(within(row).getByText('Mar 09, 2026, 16:45 UTC')).toBeTruthy();
    expect(within(row).getByText(ADMIN_TEXTS.listingDeletedByLabels.admin!)).toBeTruthy();
    expect(within(row).getByText('Ada Lovelace')).toBeTruthy();
    const other = within(table).getByRole('row', { name: /Cabin by the lake/ });
    expect(within(other).getByText(ADMIN_TEXTS.listingDeletedByLabels.host!)).toBeTruthy();
  });

  it('searches and pages from the URL, and keeps a new search there', async () => {
    const { router } = renderAdminAt('/deleted-listings?q=lisbon&page=2&pageSize=10', [
      deleted({ search: 'lisbon', page: 2, pageSize: 10 }, [gone], { count: 11 }),
      deleted({ search: '1234567', page: 1, pageSize: 10 }, [gone]),
    ]);
    await within(await screen.findByRole('table', { name: 'Deleted listings' })).findByRole('row', { name: /Tiled/ });
    expect(screen.getByText(ADMIN_TEXTS.pageOf(2, 2))).toBeTruthy();
    const search = screen.getByRole('searchbox', { name: ADMIN_TEXTS.listingSearch });
    act(() => fireEvent.change(search, { target: { value: '1234567' } }));
    act(() => fireEvent.submit(search.closest('form')!));
    expect(router.state.location.search).toBe('?q=1234567&pageSize=10');
    expect(await screen.findByText(ADMIN_TEXTS.pageOf(1, 1))).toBeTruthy();
  });

  it('says when no deleted listing matches', async () => {
    renderAdminAt('/deleted-listings?q=nowhere', [deleted({ ...ALL, search: 'nowhere' }, [])]);
    expect(await screen.findByText(ADMIN_TEXTS.deletedListingsEmptyFiltered)).toBeTruthy();
  });

  it('opens for Manage Listings only', async () => {
    const id = (name: string) => ADMIN_PRIVILEGES.find((p) => p.name === name)!.id;
    const { requests } = renderAdminAt(
      '/deleted-listings',
      [deleted()],
      {},
      {
        access: subAdmin(id('Approved Listings')),
      },
    );
    expect(await screen.findByText(ADMIN_TEXTS.noAccess)).toBeTruthy();
    expect(requests()).not.toContain('DeletedListings');
  });
});
