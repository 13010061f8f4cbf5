// The approval queue: the page in the URL goes to listingsAwaitingApproval as it is; Approve and Reject ask first
// (Reject for a message, required), send only the listing and the message, say how it went and refresh the queue.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_PRIVILEGES } from '@golightly/admin-rules';
import { ApproveListingDocument, ListingApprovalQueueDocument, RejectListingDocument } from '../../gen/graphql';
import { renderAdminAt, subAdmin } from '../../testing/render-app';
import { ADMIN_TEXTS, SPEC_TEXTS } from '../../texts';
import { mutationAnswer } from '../people/people-fixtures';
import { cabin, listing, listingPage } from './listings-fixtures';

const FIRST = { page: 1, pageSize: 20 };
const waiting = cabin;
const later = listing(3456789, 'Studio near the market', {
  approvalStatus: 'awaitingApproval',
  isPublished: false,
  submittedAt: '2026-03-05T12:30:00.000Z',
});

const queue = (variables = FIRST, rows = [waiting, later], options = {}) =>
  listingPage(ListingApprovalQueueDocument, 'listingsAwaitingApproval', variables, rows, options);

const table = () => screen.getByRole('table', { name: 'Listing approval' });
const toasts = () => screen.getByRole('region', { name: ADMIN_TEXTS.notifications });
const rowOf = async (name: RegExp) =>
  within(await screen.findByRole('table', { name: 'Listing approval' })).findByRole('row', { name });

describe('the listing approval screen', () => {
  it('shows the queue the server sends, the longest waiting first, with each listing and its host', async () => {
    renderAdminAt('/listingapproval?page=2&pageSize=10', [queue({ page: 2, pageSize: 10 }, [waiting], { count: 11 })]);
    const row = await rowOf(/Cabin by the lake/);
    expect(within(row).getByText('2345678')).toBeTruthy();
    expect(within(row).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(row).getByText('Sintra, Lisboa, PT')).toBeTruthy();
    expect(within(row).getByText('Mar 03, 2026, 09:00 UTC')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Approve Cabin by the lake' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Reject Cabin by the lake' })).toBeTruthy();
    const open = within(row).getByRole('link', { name: `Open Cabin by the lake ${ADMIN_TEXTS.opensInNewTab}` });
    expect(open.getAttribute('href')).toBe('/rooms/2345678/preview');
    expect(open.getAttribute('target')).toBe('_blank');
    expect(screen.getByText(ADMIN_TEXTS.pageOf(2, 2))).toBeTruthy();
  });

  it('approves a listing only once she confirms, says so and refreshes the queue', async () => {
    const { requests } = renderAdminAt('/listingapproval', [
      queue(FIRST, [waiting, later], { once: true }),
      mutationAnswer(
        ApproveListingDocument,
        'approveListing',
        { listId: waiting.id },
        {
          __typename: 'ListingEditResult',
          status: 'success',
        },
      ),
      queue(FIRST, [later]),
    ]);
    const row = await rowOf(/Cabin by the lake/);
    fireEvent.click(within(row).getByRole('button', { name: 'Approve Cabin by the lake' }));
    const dialog = screen.getByRole('dialog', { name: ADMIN_TEXTS.approveListingTitle('Cabin by the lake') });
    expect(requests()).not.toContain('ApproveListing');
    fireEvent.click(within(dialog).getByRole('button', { name: ADMIN_TEXTS.approveListingConfirm }));
    expect(await within(toasts()).findByText(ADMIN_TEXTS.listingApproved('Cabin by the lake'))).toBeTruthy();
    await waitFor(() => expect(within(table()).queryByRole('row', { name: /Cabin by the lake/ })).toBeNull());
    expect(within(table()).getByRole('row', { name: /Studio near the market/ })).toBeTruthy();
    expect(requests().filter((name) => name === 'ApproveListing')).toHaveLength(1);
  });

  it('rejects a listing with the message she writes, and not without one', async () => {
    const message = 'Please add photos of the bedroom.';
    const { requests } = renderAdminAt('/listingapproval', [
      queue(FIRST, [waiting, later], { once: true }),
      mutationAnswer(
        RejectListingDocument,
        'rejectListing',
        { listId: waiting.id, message },
        {
          __typename: 'ListingEditResult',
          status: 'success',
        },
      ),
      queue(FIRST, [later]),
    ]);
    const row = await rowOf(/Cabin by the lake/);
    fireEvent.click(within(row).getByRole('button', { name: 'Reject Cabin by the lake' }));
    const dialog = screen.getByRole('dialog', { name: ADMIN_TEXTS.rejectListingTitle('Cabin by the lake') });
    const confirm = within(dialog).getByRole('button', { name: ADMIN_TEXTS.rejectListingConfirm });
    fireEvent.click(confirm);
    expect(within(dialog).getByRole('alert').textContent).toBe(ADMIN_TEXTS.reasonRequired);
    expect(requests()).not.toContain('RejectListing');
    fireEvent.change(within(dialog).getByRole('textbox', { name: ADMIN_TEXTS.rejectListingReason }), {
      target: { value: `  ${message} ` },
    });
    fireEvent.click(confirm);
    expect(await within(toasts()).findByText(ADMIN_TEXTS.listingRejected('Cabin by the lake'))).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(within(table()).queryByRole('row', { name: /Cabin by the lake/ })).toBeNull());
    expect(requests().filter((name) => name === 'RejectListing')).toHaveLength(1);
  });

  it("shows 'Oops, something went wrong' with the server's words when it refuses", async () => {
    renderAdminAt('/listingapproval', [
      queue(),
      mutationAnswer(
        ApproveListingDocument,
        'approveListing',
        { listId: waiting.id },
        {
          __typename: 'ListingEditResult',
          status: 'conflict',
          errorMessage: 'Only a listing awaiting approval can be approved or rejected.',
        },
      ),
    ]);
    fireEvent.click(
      within(await rowOf(/Cabin by the lake/)).getByRole('button', { name: 'Approve Cabin by the lake' }),
    );
    fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.approveListingConfirm }));
    const alert = await within(toasts()).findByRole('alert');
    expect(alert.textContent).toContain(SPEC_TEXTS.oopsSomethingWentWrong);
    expect(alert.textContent).toContain('Only a listing awaiting approval can be approved or rejected.');
  });

  it("shows the gateway's refusal under 'Oops, something went wrong' when the call fails", async () => {
    renderAdminAt('/listingapproval', [
      queue(),
      mutationAnswer(
        RejectListingDocument,
        'rejectListing',
        { listId: waiting.id, message: 'No.' },
        new Error('Your admin role does not allow this.'),
      ),
    ]);
    fireEvent.click(within(await rowOf(/Cabin by the lake/)).getByRole('button', { name: 'Reject Cabin by the lake' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'No.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: ADMIN_TEXTS.rejectListingConfirm }));
    const alert = await within(toasts()).findByRole('alert');
    expect(alert.textContent).toContain('Your admin role does not allow this.');
  });

  it('says when nothing waits', async () => {
    renderAdminAt('/listingapproval', [queue(FIRST, [])]);
    expect(await screen.findByText(ADMIN_TEXTS.approvalQueueEmpty)).toBeTruthy();
  });

  it('opens for a sub-admin holding Approved Listings, and not for one holding only Manage Listings', async () => {
    const id = (name: string) => ADMIN_PRIVILEGES.find((p) => p.name === name)!.id;
    const first = renderAdminAt('/listingapproval', [queue()], {}, { access: subAdmin(id('Approved Listings')) });
    expect(await rowOf(/Cabin by the lake/)).toBeTruthy();
    first.unmount();
    const { requests } = renderAdminAt('/listingapproval', [queue()], {}, { access: subAdmin(id('Manage Listings')) });
    expect(await screen.findByText(ADMIN_TEXTS.noAccess)).toBeTruthy();
    expect(requests()).not.toContain('ListingApprovalQueue');
  });
});
