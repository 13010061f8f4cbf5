// Manage Listings: the URL's search, status and page go to adminListings as they are; a row opens the listing's page
// in a new tab, transfers it to a host picked in the dialog, or deletes it, each sent only after she confirms; the
// create form (?create=1) sends the whole listing for the host she picked and shows the server's refusals.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_PRIVILEGES } from '@golightly/admin-rules';
import {
  AdminCreateListingDocument,
  AdminDeleteListingDocument,
  AdminListingsDocument,
  ListingFormChoicesDocument,
  ListingHostCandidatesDocument,
  TransferListingDocument,
  type AdminListingsQueryVariables,
} from '../../gen/graphql';
import { renderAdminAt, subAdmin } from '../../testing/render-app';
import { ADMIN_TEXTS, SPEC_TEXTS } from '../../texts';
import { answer, mutationAnswer } from '../people/people-fixtures';
import { cabin, listingPage, loft, NEW_HOST_ID, recordingAnswer } from './listings-fixtures';

const ALL: AdminListingsQueryVariables = { approvalStatus: null, search: null, page: 1, pageSize: 20 };
const listings = (variables = ALL, rows = [loft, cabin], options = {}) =>
  listingPage(AdminListingsDocument, 'adminListings', variables, rows, options);

const privilege = (name: string) => ADMIN_PRIVILEGES.find((p) => p.name === name)!.id;
const table = () => screen.getByRole('table', { name: 'Listings' });
const toasts = () => screen.getByRole('region', { name: ADMIN_TEXTS.notifications });
const rowOf = async (name: RegExp) =>
  within(await screen.findByRole('table', { name: 'Listings' })).findByRole('row', { name });

const bea = { __typename: 'AdminPerson', id: NEW_HOST_ID, profileId: 102, firstName: 'Bea', lastName: 'Arthur' };
const candidates = (search: string) =>
  answer(
    ListingHostCandidatesDocument,
    { search },
    { listUsers: { __typename: 'AdminPersonPage', count: 1, results: [{ ...bea, email: 'bea@golightly.test' }] } },
  );

const CHOICES = [
  [11, 1, 'Entire place', null],
  [31, 3, 'Apartment', null],
  [71, 7, 'Double bed', null],
  [101, 10, 'Wifi', null],
  [141, 14, 'No smoking', null],
  [160, 16, 'Same day', 0],
  [162, 16, 'At least 2 days’ notice', 2],
] as const;
const choicesAnswer = answer(ListingFormChoicesDocument, undefined, {
  listSettings: CHOICES.map(([id, typeId, itemName, value]) => ({
    __typename: 'ListSetting',
    id,
    typeId,
    itemName,
    value,
  })),
});

describe('the listings screen', () => {
  it('asks for the search, status and page its URL names, and shows each listing with its host', async () => {
    const asked = { ...ALL, search: 'alfama', approvalStatus: 'rejected', page: 2 };
    renderAdminAt('/listings?q=alfama&status=rejected&page=2', [
      listings(
        asked,
        [{ ...loft, approvalStatus: 'rejected', isPublished: false, rejectionMessage: 'Blurry photos.' }],
        {
          count: 21,
        },
      ),
    ]);
    const row = await rowOf(/Tiled loft in Alfama/);
    expect(within(row).getByText('1234567')).toBeTruthy();
    expect(within(row).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(row).getByText('Lisbon')).toBeTruthy();
    expect(within(row).getByText('Rejected')).toBeTruthy();
    expect(within(row).getByText('Blurry photos.')).toBeTruthy();
    expect(within(row).getByText('Mar 02, 2026')).toBeTruthy();
    expect(screen.getByText(ADMIN_TEXTS.pageOf(2, 2))).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: ADMIN_TEXTS.listingSearch }) as HTMLInputElement).value).toBe(
      'alfama',
    );
    expect((screen.getByRole('combobox', { name: ADMIN_TEXTS.listingStatus }) as HTMLSelectElement).value).toBe(
      'rejected',
    );
  });

  it("marks a listing whose host's account an admin closed (decision 0040)", async () => {
    renderAdminAt('/listings', [listings(ALL, [{ ...loft, hostSuspended: true }, cabin])]);
    const row = await rowOf(/Tiled loft in Alfama/);
    expect(within(row).getByText(ADMIN_TEXTS.listingHostSuspended)).toBeTruthy();
    expect(within(await rowOf(/Cabin by the lake/)).queryByText(ADMIN_TEXTS.listingHostSuspended)).toBeNull();
  });

  it('keeps a new status filter and search in the URL, from page 1', async () => {
    const { router } = renderAdminAt('/listings?page=3', [
      listings({ ...ALL, page: 3 }),
      listings({ ...ALL, approvalStatus: 'awaitingApproval' }, [cabin]),
      listings({ ...ALL, approvalStatus: 'awaitingApproval', search: 'lake' }, [cabin]),
    ]);
    await rowOf(/Tiled loft in Alfama/);
    act(() =>
      fireEvent.change(screen.getByRole('combobox', { name: ADMIN_TEXTS.listingStatus }), {
        target: { value: 'awaitingApproval' },
      }),
    );
    expect(router.state.location.search).toBe('?status=awaitingApproval');
    const search = screen.getByRole('searchbox', { name: ADMIN_TEXTS.listingSearch });
    act(() => fireEvent.change(search, { target: { value: 'lake' } }));
    act(() => fireEvent.submit(search.closest('form')!));
    expect(router.state.location.search).toBe('?status=awaitingApproval&q=lake');
    expect(await within(table()).findByRole('row', { name: /Cabin by the lake/ })).toBeTruthy();
    await waitFor(() => expect(within(table()).queryByRole('row', { name: /Tiled loft/ })).toBeNull());
  });

  it("opens the listing's page in a new tab", async () => {
    renderAdminAt('/listings', [listings()]);
    const link = within(await rowOf(/Tiled loft in Alfama/)).getByRole('link', {
      name: `Open Tiled loft in Alfama ${ADMIN_TEXTS.opensInNewTab}`,
    });
    expect(link.getAttribute('href')).toBe('/rooms/1234567/preview');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('deletes a listing after the confirmation, says so and refreshes the list', async () => {
    const { requests } = renderAdminAt('/listings', [
      listings(ALL, [loft, cabin], { once: true }),
      mutationAnswer(
        AdminDeleteListingDocument,
        'adminDeleteListing',
        { listId: loft.id },
        {
          __typename: 'ListingEditResult',
          status: 'success',
        },
      ),
      listings(ALL, [cabin]),
    ]);
    fireEvent.click(within(await rowOf(/Tiled loft/)).getByRole('button', { name: 'Delete Tiled loft in Alfama' }));
    const dialog = screen.getByRole('dialog', { name: ADMIN_TEXTS.deleteListingTitle('Tiled loft in Alfama') });
    expect(requests()).not.toContain('AdminDeleteListing');
    fireEvent.click(within(dialog).getByRole('button', { name: ADMIN_TEXTS.deleteListingConfirm }));
    expect(await within(toasts()).findByText(ADMIN_TEXTS.listingDeleted('Tiled loft in Alfama'))).toBeTruthy();
    await waitFor(() => expect(within(table()).queryByRole('row', { name: /Tiled loft/ })).toBeNull());
    expect(requests().filter((name) => name === 'AdminDeleteListing')).toHaveLength(1);
  });

  it("deletes nothing when she cancels, and shows the server's refusal when it refuses", async () => {
    const { requests } = renderAdminAt('/listings', [
      listings(),
      mutationAnswer(
        AdminDeleteListingDocument,
        'adminDeleteListing',
        { listId: loft.id },
        {
          __typename: 'ListingEditResult',
          status: 'notFound',
          errorMessage: 'This listing may have been deleted or unpublished.',
        },
      ),
    ]);
    const row = await rowOf(/Tiled loft/);
    fireEvent.click(within(row).getByRole('button', { name: 'Delete Tiled loft in Alfama' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: ADMIN_TEXTS.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests()).not.toContain('AdminDeleteListing');
    fireEvent.click(within(row).getByRole('button', { name: 'Delete Tiled loft in Alfama' }));
    fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.deleteListingConfirm }));
    const alert = await within(toasts()).findByRole('alert');
    expect(alert.textContent).toContain(SPEC_TEXTS.oopsSomethingWentWrong);
    expect(alert.textContent).toContain('This listing may have been deleted or unpublished.');
  });

  it('transfers a listing to the member she finds and picks, only once she confirms', async () => {
    const { requests } = renderAdminAt('/listings', [
      listings(ALL, [loft, cabin], { once: true }),
      candidates('bea'),
      mutationAnswer(
        TransferListingDocument,
        'transferListing',
        { listId: loft.id, toHostId: NEW_HOST_ID },
        {
          __typename: 'ListingEditResult',
          status: 'success',
          listing: null,
        },
      ),
      listings(),
    ]);
    fireEvent.click(within(await rowOf(/Tiled loft/)).getByRole('button', { name: 'Transfer Tiled loft in Alfama' }));
    const dialog = screen.getByRole('dialog', { name: ADMIN_TEXTS.transferListingTitle('Tiled loft in Alfama') });
    const confirm = within(dialog).getByRole('button', { name: ADMIN_TEXTS.transferListingConfirm });
    fireEvent.click(confirm);
    expect(within(dialog).getByText(ADMIN_TEXTS.hostRequired)).toBeTruthy();
    const search = within(dialog).getByRole('searchbox', { name: ADMIN_TEXTS.hostSearch });
    expect(document.activeElement).toBe(search);
    fireEvent.change(search, { target: { value: ' bea ' } });
    // Enter searches; it never confirms the dialog around it.
    fireEvent.keyDown(search, { key: 'Enter' });
    const choice = await within(dialog).findByRole('radio', {
      name: ADMIN_TEXTS.hostChoice('Bea Arthur', 102, 'bea@golightly.test'),
    });
    expect(requests()).not.toContain('TransferListing');
    fireEvent.click(choice);
    fireEvent.click(confirm);
    expect(
      await within(toasts()).findByText(ADMIN_TEXTS.listingTransferred('Tiled loft in Alfama', 'Bea Arthur')),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests().filter((name) => name === 'TransferListing')).toHaveLength(1);
  });

  it("asks an admin without Manage Users for the host's user id instead of a search", async () => {
    const { requests } = renderAdminAt(
      '/listings',
      [
        listings(),
        mutationAnswer(
          TransferListingDocument,
          'transferListing',
          { listId: cabin.id, toHostId: NEW_HOST_ID },
          {
            __typename: 'ListingEditResult',
            status: 'conflict',
            errorMessage: 'This listing already belongs to that host.',
          },
        ),
      ],
      {},
      { access: subAdmin(privilege('Manage Listings')) },
    );
    fireEvent.click(within(await rowOf(/Cabin/)).getByRole('button', { name: 'Transfer Cabin by the lake' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('searchbox')).toBeNull();
    fireEvent.change(within(dialog).getByRole('textbox', { name: ADMIN_TEXTS.hostUserId }), {
      target: { value: ` ${NEW_HOST_ID} ` },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: ADMIN_TEXTS.transferListingConfirm }));
    const alert = await within(toasts()).findByRole('alert');
    expect(alert.textContent).toContain('This listing already belongs to that host.');
    expect(requests()).not.toContain('ListingHostCandidates');
  });

  it('creates a listing for the host she picks, with the whole listing, and closes the form', async () => {
    const created = recordingAnswer(AdminCreateListingDocument, 'adminCreateListing', {
      __typename: 'ListingEditResult',
      status: 'success',
      fieldErrors: [],
      listing: { __typename: 'Listing', id: 7654321, title: 'Garden flat' },
    });
    const { router, requests } = renderAdminAt('/listings', [
      listings(),
      choicesAnswer,
      candidates('bea'),
      created.answer,
    ]);
    await rowOf(/Tiled loft/);
    fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.createListing }));
    expect(router.state.location.search).toBe('?create=1');
    const form = await screen.findByRole('region', { name: ADMIN_TEXTS.createListing });
    fireEvent.change(within(form).getByRole('searchbox', { name: ADMIN_TEXTS.hostSearch }), {
      target: { value: 'bea' },
    });
    fireEvent.click(within(form).getByRole('button', { name: ADMIN_TEXTS.hostSearchButton }));
    fireEvent.click(await within(form).findByRole('radio', { name: /Bea Arthur/ }));
    const field = (name: string) => within(form).getByLabelText(ADMIN_TEXTS.formFields[name]!);
    fireEvent.change(
      await within(form)
        .findByRole('option', { name: 'Entire place' })
        .then(() => field('roomType')),
      {
        target: { value: '11' },
      },
    );
    fireEvent.change(field('houseType'), { target: { value: '31' } });
    fireEvent.change(field('personCapacity'), { target: { value: '4' } });
    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Double bed' }), { target: { value: '2' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Wifi' }));
    fireEvent.change(field('country'), { target: { value: 'pt' } });
    fireEvent.change(field('city'), { target: { value: ' Lisbon ' } });
    fireEvent.change(field('lat'), { target: { value: '38.71' } });
    fireEvent.change(field('title'), { target: { value: 'Garden flat' } });
    fireEvent.change(field('currency'), { target: { value: 'eur' } });
    fireEvent.change(field('basePrice'), { target: { value: '95.50' } });
    fireEvent.change(field('advanceNoticeDays'), { target: { value: '2' } });
    fireEvent.change(field('bookingWindowMonths'), { target: { value: '6' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'SUN' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'No smoking' }));
    fireEvent.change(field('cancellationPolicy'), { target: { value: 'moderate' } });
    expect(requests()).not.toContain('AdminCreateListing');
    fireEvent.click(within(form).getByRole('button', { name: ADMIN_TEXTS.createListingSubmit }));

    expect(await within(toasts()).findByText(ADMIN_TEXTS.listingCreatedToast('Garden flat'))).toBeTruthy();
    expect(created.sent).toHaveLength(1);
    const sent = created.sent[0] as { hostId: string; listing: Record<string, Record<string, unknown>> };
    expect(sent.hostId).toBe(NEW_HOST_ID);
    expect(sent.listing.basics).toMatchObject({
      roomTypeId: 11,
      houseTypeId: 31,
      buildingSizeId: null,
      personCapacity: 4,
      bedrooms: 1,
      bathrooms: 1,
      bedTypes: [{ bedTypeId: 71, count: 2 }],
      amenityIds: [101],
      womensOnly: true,
      country: 'PT',
      city: 'Lisbon',
      lat: 38.71,
      lng: null,
    });
    expect(sent.listing.scene).toEqual({ title: 'Garden flat', description: '', neighbourhood: '' });
    expect(sent.listing.pricing).toMatchObject({ currency: 'EUR', basePrice: '95.50', cleaningPrice: null });
    expect(sent.listing.booking).toMatchObject({
      minNight: 1,
      advanceNoticeDays: 2,
      bookingWindowMonths: 6,
      checkInStart: 'flexible',
      blockedCheckInDays: ['SUN'],
    });
    expect(sent.listing.houseRules).toEqual({ houseRuleIds: [141], customHouseRules: '' });
    expect(sent.listing.cancellationPolicy).toBe('moderate');
    await waitFor(() => expect(screen.queryByRole('region', { name: ADMIN_TEXTS.createListing })).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it("shows the server's refusals at their fields and in a list that takes the focus", async () => {
    const refused = recordingAnswer(AdminCreateListingDocument, 'adminCreateListing', {
      __typename: 'ListingEditResult',
      status: 'invalid',
      errorMessage: 'Nothing was saved: correct the fields marked and save again.',
      fieldErrors: [
        { __typename: 'ListingFieldError', field: 'title', message: 'Title is Required' },
        { __typename: 'ListingFieldError', field: 'location', message: 'Please place the pin on the map.' },
      ],
      listing: null,
    });
    renderAdminAt('/listings?create=1', [listings(), choicesAnswer, candidates('bea'), refused.answer]);
    const form = await screen.findByRole('region', { name: ADMIN_TEXTS.createListing });
    // Without a host, nothing is sent.
    fireEvent.click(within(form).getByRole('button', { name: ADMIN_TEXTS.createListingSubmit }));
    const problems = await within(form).findByRole('alert');
    expect(problems.textContent).toContain(ADMIN_TEXTS.hostRequired);
    expect(refused.sent).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText(ADMIN_TEXTS.formFields.personCapacity!), { target: { value: '2.5' } });
    fireEvent.change(within(form).getByRole('searchbox', { name: ADMIN_TEXTS.hostSearch }), {
      target: { value: 'bea' },
    });
    fireEvent.click(within(form).getByRole('button', { name: ADMIN_TEXTS.hostSearchButton }));
    fireEvent.click(await within(form).findByRole('radio', { name: /Bea Arthur/ }));
    fireEvent.click(within(form).getByRole('button', { name: ADMIN_TEXTS.createListingSubmit }));
    expect(refused.sent).toHaveLength(0);
    expect(within(form).getByRole('alert').textContent).toContain('Please enter a whole number.');
    fireEvent.change(within(form).getByLabelText(ADMIN_TEXTS.formFields.personCapacity!), { target: { value: '2' } });
    fireEvent.click(within(form).getByRole('button', { name: ADMIN_TEXTS.createListingSubmit }));

    const toast = await within(toasts()).findByRole('alert');
    expect(toast.textContent).toContain('Nothing was saved: correct the fields marked and save again.');
    expect(refused.sent).toHaveLength(1);
    const title = within(form).getByLabelText(ADMIN_TEXTS.formFields.title!);
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getAllByText('Title is Required').length).toBeGreaterThan(0);
    const list = within(form).getByRole('alert');
    expect(list.textContent).toContain(`${ADMIN_TEXTS.formFields.location}: Please place the pin on the map.`);
    await waitFor(() => expect(document.activeElement).toBe(list));
  });
});
