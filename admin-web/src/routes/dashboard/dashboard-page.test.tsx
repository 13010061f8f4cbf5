// The admin dashboard: real counts, each a link to its screen when her privileges open it (listings awaiting approval
// asked of listings-search only when she holds Approved Listings), and the spec's words when the servers do not answer.
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_PRIVILEGES } from '@golightly/admin-rules';
import { SiteSettingsDocument } from '@golightly/web-kit/use-site-name';
import {
  AdminDashboardCountsDocument,
  ListingsAwaitingCountDocument,
  type AdminDashboardCountsQuery,
} from '../../gen/graphql';
import { renderAdminAt, subAdmin } from '../../testing/render-app';
import { ADMIN_TEXTS, SPEC_TEXTS } from '../../texts';

const privilege = (name: string) => ADMIN_PRIVILEGES.find((p) => p.name === name)!.id;

function countsAnswer(
  counts: Partial<AdminDashboardCountsQuery['adminDashboardCounts']> = {},
): MockLink.MockedResponse {
  return {
    request: { query: AdminDashboardCountsDocument },
    result: {
      data: {
        adminDashboardCounts: {
          __typename: 'AdminDashboardCounts',
          members: 1204,
          pendingApplications: 7,
          idDocumentsWaiting: 3,
          ...counts,
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** listingsAwaitingApproval's count (an Error: listings-search failing). */
function listingsAnswer(count: number | Error): MockLink.MockedResponse {
  if (count instanceof Error) return { request: { query: ListingsAwaitingCountDocument }, error: count };
  return {
    request: { query: ListingsAwaitingCountDocument },
    result: { data: { listingsAwaitingApproval: { __typename: 'AdminListingPage', count } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const counts = () => screen.getByRole('region', { name: ADMIN_TEXTS.countsHeading });
const countOf = (label: string) => within(counts()).getByText(label).closest('div')!;
/** Waits for the dashboard's module to load and its counts to answer. */
const membersLink = async () =>
  within(await screen.findByRole('region', { name: ADMIN_TEXTS.countsHeading })).findByRole('link', {
    name: `${ADMIN_TEXTS.countMembers}: 1,204`,
  });

describe('admin dashboard', () => {
  it('shows the counts, each a link to the screen that works through it', async () => {
    renderAdminAt('/', [countsAnswer(), listingsAnswer(12)]);
    expect(await membersLink()).toBeTruthy();
    await within(counts()).findByRole('link', { name: `${ADMIN_TEXTS.countListingsAwaitingApproval}: 12` });
    const links = within(counts()).getAllByRole('link');
    expect(links.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')])).toEqual([
      [`${ADMIN_TEXTS.countMembers}: 1,204`, '/siteadmin/members'],
      [`${ADMIN_TEXTS.countPendingApplications}: 7`, '/siteadmin/member-pending'],
      [`${ADMIN_TEXTS.countIdDocumentsWaiting}: 3`, '/siteadmin/id-proof'],
      [`${ADMIN_TEXTS.countListingsAwaitingApproval}: 12`, '/siteadmin/listingapproval'],
    ]);
  });

  it('shows the listings awaiting approval to a sub-admin holding Approved Listings, from the queue itself', async () => {
    const { requests } = renderAdminAt(
      '/',
      [countsAnswer(), listingsAnswer(0)],
      {},
      {
        access: subAdmin(privilege('Dashboard'), privilege('Approved Listings')),
      },
    );
    const link = await within(await screen.findByRole('region', { name: ADMIN_TEXTS.countsHeading })).findByRole(
      'link',
      { name: `${ADMIN_TEXTS.countListingsAwaitingApproval}: 0` },
    );
    expect(link.getAttribute('href')).toBe('/siteadmin/listingapproval');
    expect(requests()).toContain('ListingsAwaitingCount');
  });

  it('says when the listings count cannot be loaded, and still shows the others', async () => {
    renderAdminAt('/', [countsAnswer(), listingsAnswer(new Error('listings-search is resting'))]);
    await membersLink();
    const listings = countOf(ADMIN_TEXTS.countListingsAwaitingApproval);
    expect(await within(listings).findByText(ADMIN_TEXTS.listingsCountUnavailable)).toBeTruthy();
    expect(within(listings).queryByRole('link')).toBeNull();
  });

  it('links only the counts whose screens her privileges open, and asks nothing of listings without Approved Listings', async () => {
    const { requests } = renderAdminAt(
      '/',
      [countsAnswer()],
      {},
      {
        access: subAdmin(privilege('Dashboard'), privilege('Manage Members')),
      },
    );
    expect(await membersLink()).toBeTruthy();
    expect(within(counts()).getAllByRole('link')).toHaveLength(1);
    expect(within(countOf(ADMIN_TEXTS.countPendingApplications)).getByText('7')).toBeTruthy();
    expect(within(counts()).queryByText(ADMIN_TEXTS.countListingsAwaitingApproval)).toBeNull();
    expect(requests()).not.toContain('ListingsAwaitingCount');
    // Her areas only: Members is hers, listings are not.
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 2, name: 'Users and admins' })).toBeTruthy();
    expect(within(main).queryByRole('heading', { level: 2, name: 'Listings' })).toBeNull();
  });

  it('says when the counts cannot be loaded, and loads them on Try again', async () => {
    renderAdminAt('/', [
      { request: { query: AdminDashboardCountsDocument }, error: new Error('connect ECONNREFUSED') },
      countsAnswer(),
      listingsAnswer(2),
    ]);
    const region = await screen.findByRole('region', { name: ADMIN_TEXTS.countsHeading });
    const alert = await within(region).findByRole('alert');
    expect(alert.textContent).toContain(ADMIN_TEXTS.countsUnavailable);
    fireEvent.click(within(alert).getByRole('button', { name: ADMIN_TEXTS.tryAgain }));
    expect(await membersLink()).toBeTruthy();
  });

  it('shows the spec text when the gateway cannot be reached', async () => {
    renderAdminAt('/', [
      {
        request: { query: SiteSettingsDocument },
        error: new Error('connect ECONNREFUSED'),
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
      countsAnswer(),
      listingsAnswer(2),
    ]);
    expect(await screen.findByText(SPEC_TEXTS.somethingWentWrongRefresh)).toBeTruthy();
  });
});
