// The overview at /become-a-host/{listId}/home: where the listing stands, submitting it for approval (and
// resubmitting a rejected one), publishing, unlisting with a reason, duplicating 1 to 50 times and deleting.
import type { MockLink } from '@apollo/client/testing';
import type { DocumentNode } from 'graphql';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DeleteListingDocument,
  DuplicateListingDocument,
  PublishListingDocument,
  SetListingListedDocument,
  SubmitListingForApprovalDocument,
} from '../../gen/graphql';
import { asAda, listingAnswer, listingFixture, standingRefusal } from './testing';

const LIST_ID = 7;
const ready = listingFixture({
  id: LIST_ID,
  title: 'Garden flat',
  step1: 'completed',
  step2: 'completed',
  step3: 'completed',
});

function answer(query: DocumentNode, result: MockLink.MockedResponse['result'], sent: unknown[] = []) {
  return {
    request: {
      query,
      variables: (variables: Record<string, unknown>) => {
        sent.push(variables);
        return true;
      },
    },
    result,
  } satisfies MockLink.MockedResponse;
}

const edited = (field: string, status: string, extra: Record<string, unknown> = {}) => ({
  data: {
    [field]: {
      __typename: 'ListingEditResult',
      status,
      errorMessage: null,
      fieldErrors: [],
      listing: null,
      ...extra,
    },
  },
});

const openHome = (listing = ready, more: MockLink.MockedResponse[] = []) =>
  asAda(`/become-a-host/${LIST_ID}/home`, [listingAnswer(LIST_ID, listing), ...more]);

describe('the listing overview', () => {
  it('submits a listing whose steps 1 to 3 are complete, with its number', async () => {
    const sent: unknown[] = [];
    const awaiting = { ...ready, approvalStatus: 'awaitingApproval', step4: 'completed' };
    openHome(ready, [
      answer(
        SubmitListingForApprovalDocument,
        edited('submitListingForApproval', 'success', { listing: awaiting }),
        sent,
      ),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Submit for approval' }));
    expect(await screen.findByText('Awaiting approval')).toBeTruthy();
    expect(sent).toEqual([{ listId: LIST_ID }]);
    expect(screen.queryByRole('button', { name: 'Submit for approval' })).toBeNull();
    const progress = screen.getByRole('navigation', { name: 'Your progress' });
    expect(within(progress).getByText('4 of 4 steps completed')).toBeTruthy();
  });

  it('offers no submission until steps 1 to 3 are complete', async () => {
    openHome(listingFixture({ id: LIST_ID }));
    const submit = await screen.findByRole('button', { name: 'Submit for approval' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the server's reason when it will not take the submission", async () => {
    openHome(ready, [
      answer(
        SubmitListingForApprovalDocument,
        edited('submitListingForApproval', 'conflict', {
          errorMessage: 'Please complete step 3 before you submit your listing.',
        }),
      ),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Submit for approval' }));
    const actions = screen.getByRole('region', { name: 'Manage your listing' });
    expect((await within(actions).findByRole('alert')).textContent).toBe(
      'Please complete step 3 before you submit your listing.',
    );
  });

  it("shows a rejected listing with our team's message, to change and resubmit", async () => {
    openHome({ ...ready, approvalStatus: 'rejected', rejectionMessage: 'Please add a photo of the bedroom.' });
    expect(await screen.findByRole('heading', { name: 'Your listing was not approved' })).toBeTruthy();
    expect(screen.getByText('Our team says: Please add a photo of the bedroom.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resubmit for approval' })).toBeTruthy();
  });

  it('publishes an approved listing that is unpublished', async () => {
    const sent: unknown[] = [];
    const approved = { ...ready, approvalStatus: 'approved', isPublished: false, step4: 'completed' };
    openHome(approved, [
      answer(
        PublishListingDocument,
        edited('publishListing', 'success', { listing: { ...approved, isPublished: true } }),
        sent,
      ),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('button', { name: 'Unpublish' })).toBeTruthy();
    expect(sent).toEqual([{ listId: LIST_ID }]);
  });

  it('unlists an approved listing with the reason she gives, and asks for one', async () => {
    const sent: unknown[] = [];
    const approved = { ...ready, approvalStatus: 'approved', isPublished: true, step4: 'completed' };
    openHome(approved, [
      answer(
        SetListingListedDocument,
        edited('setListingListed', 'invalid', {
          errorMessage: 'Please give a reason.',
          fieldErrors: [{ __typename: 'ListingFieldError', field: 'reason', message: 'Please give a reason.' }],
        }),
        sent,
      ),
      answer(
        SetListingListedDocument,
        edited('setListingListed', 'success', {
          listing: { ...approved, isListed: false, unlistedReason: 'Renovating' },
        }),
        sent,
      ),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Unlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlist your listing' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unlist' }));
    const reason = within(dialog).getByLabelText('Reason');
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Please give a reason.')).toBeTruthy();
    fireEvent.change(reason, { target: { value: 'Renovating' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unlist' }));
    expect(await screen.findByText('Why you unlisted it: Renovating')).toBeTruthy();
    expect(sent).toEqual([
      { listId: LIST_ID, listed: false, reason: '' },
      { listId: LIST_ID, listed: false, reason: 'Renovating' },
    ]);
  });

  it('sends her to the refusal when the server no longer lets her list', async () => {
    openHome(ready, [
      answer(
        SubmitListingForApprovalDocument,
        standingRefusal('idNotVerified', 'ID verification is needed before you can list a home.'),
      ),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Submit for approval' }));
    expect(await screen.findByRole('heading', { name: 'You cannot list a home yet' })).toBeTruthy();
  });
});

describe('duplicating a listing', () => {
  const duplicated = (status: string, extra: Record<string, unknown> = {}) => ({
    data: {
      duplicateListing: {
        __typename: 'DuplicateListingResult',
        status,
        errorMessage: null,
        fieldErrors: [],
        listings: [],
        ...extra,
      },
    },
  });

  it('sends the count as she typed it and says how many copies were made', async () => {
    const sent: unknown[] = [];
    openHome(ready, [
      answer(
        DuplicateListingDocument,
        duplicated('success', {
          listings: [1, 2, 3].map((k) => ({ __typename: 'Listing', id: 100 + k, title: `Garden flat (copy ${k})` })),
        }),
        sent,
      ),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate this listing' });
    fireEvent.change(within(dialog).getByLabelText('Number of copies (1 to 50)'), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make copies' }));
    expect(await screen.findByText('3 copies made')).toBeTruthy();
    expect(sent).toEqual([{ listId: LIST_ID, count: '3' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it.each([
    ['', 'Number is required'],
    ['abc', 'Only numbers are allowed.'],
    ['51', 'You can make from 1 to 50 copies at a time.'],
  ])('refuses the count %j with the rule of spec 001 §5 beside the field, before sending', async (count, message) => {
    const sent: unknown[] = [];
    openHome(ready, [answer(DuplicateListingDocument, duplicated('invalid'), sent)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate this listing' });
    const field = within(dialog).getByLabelText('Number of copies (1 to 50)');
    fireEvent.change(field, { target: { value: count } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make copies' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(message);
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal of a count beside the field", async () => {
    const message = 'You can make from 1 to 50 copies at a time.';
    openHome(ready, [
      answer(
        DuplicateListingDocument,
        duplicated('invalid', {
          errorMessage: message,
          fieldErrors: [{ __typename: 'ListingFieldError', field: 'count', message }],
        }),
      ),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate this listing' });
    const field = within(dialog).getByLabelText('Number of copies (1 to 50)');
    fireEvent.change(field, { target: { value: '7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make copies' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(message);
  });
});

describe('deleting a listing', () => {
  it('asks first, and goes to her listings once it is deleted', async () => {
    const sent: unknown[] = [];
    const { router } = openHome(ready, [
      answer(
        DeleteListingDocument,
        {
          data: {
            deleteListing: { __typename: 'ListingEditResult', status: 'success', errorMessage: null, fieldErrors: [] },
          },
        },
        sent,
      ),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this listing?' });
    expect(dialog.textContent).toContain('“Garden flat” disappears from the club');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete listing' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rooms'));
    expect(sent).toEqual([{ listId: LIST_ID }]);
  });

  it('deletes nothing when she cancels', async () => {
    const sent: unknown[] = [];
    openHome(ready, [answer(DeleteListingDocument, { data: { deleteListing: null } }, sent)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this listing?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);
  });
});
