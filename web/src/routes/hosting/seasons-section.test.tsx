// The calendar page's seasonal prices (issue 14 item 3): what a new season sends, the server's field error of a
// season beside its field with the focus on it, and a season deleted only once she confirms.
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AddListingSeasonDocument, DeleteListingSeasonDocument } from '../../gen/graphql';
import { asAda, listingAnswer, listingFixture } from './testing';

const LIST_ID = 7;

function addAnswer(fieldErrors: { field: string; message: string }[], sent: unknown[]): MockLink.MockedResponse {
  return {
    request: {
      query: AddListingSeasonDocument,
      variables: (variables) => {
        sent.push(variables);
        return true;
      },
    },
    result: {
      data: {
        addListingSeason: {
          __typename: 'ListingEditResult',
          status: 'invalid',
          errorMessage: 'Nothing was saved: correct the fields marked and save again.',
          fieldErrors: fieldErrors.map((error) => ({ __typename: 'ListingFieldError', ...error })),
          listing: null,
        },
      },
    },
  };
}

const change = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the seasonal prices', () => {
  it("sends the season as she typed it and shows the server's refusal beside its field", async () => {
    const sent: unknown[] = [];
    const message = 'Minimum nights must not be more than maximum nights.';
    asAda(`/become-a-host/${LIST_ID}/calendar`, [
      listingAnswer(LIST_ID, listingFixture({ id: LIST_ID })),
      addAnswer([{ field: 'minimumStay', message }], sent),
    ]);
    const form = await screen.findByRole('form', { name: 'Add a seasonal price' });
    expect(screen.getByText('No seasonal prices yet.')).toBeTruthy();
    change('Name', 'Summer');
    change('First night', '2027-07-01');
    change('Last night', '2027-08-31');
    change('Price per night', '150.00');
    change('Minimum stay (nights) (optional)', '9');
    change('Maximum stay (nights) (optional)', '7');
    fireEvent.click(within(form).getByRole('button', { name: 'Save the season' }));
    const field = screen.getByLabelText('Minimum stay (nights) (optional)');
    await waitFor(() => expect(document.activeElement).toBe(field));
    const described = field.getAttribute('aria-describedby')!.split(' ').pop()!;
    expect(document.getElementById(described)?.textContent).toBe(message);
    expect(sent).toEqual([
      {
        listId: LIST_ID,
        season: {
          name: 'Summer',
          from: '2027-07-01',
          to: '2027-08-31',
          nightlyPrice: '150.00',
          weekendPrice: '',
          extraGuestPrice: '',
          minimumStay: 9,
          maximumStay: 7,
          noCheckInDays: [],
          noCheckOutDays: [],
        },
      },
    ]);
  });
});

describe('deleting a seasonal price', () => {
  it('asks first: cancelling sends nothing, confirming deletes that season', async () => {
    const sent: unknown[] = [];
    const listing = listingFixture({ id: LIST_ID });
    listing.seasons = [
      {
        id: 31,
        name: 'Summer',
        from: '2027-07-01',
        to: '2027-08-31',
        nightlyPrice: 150,
        weekendPrice: null,
        extraGuestPrice: null,
        minimumStay: null,
        maximumStay: null,
        noCheckInDays: [],
        noCheckOutDays: [],
      },
    ];
    asAda(`/become-a-host/${LIST_ID}/calendar`, [
      listingAnswer(LIST_ID, listing),
      {
        request: {
          query: DeleteListingSeasonDocument,
          variables: (variables) => {
            sent.push(variables);
            return true;
          },
        },
        result: {
          data: {
            deleteListingSeason: {
              __typename: 'ListingEditResult',
              status: 'success',
              errorMessage: null,
              fieldErrors: [],
              listing: { ...listing, seasons: [] },
            },
          },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Summer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Summer?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Summer' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete season' }));
    await waitFor(() => expect(sent).toEqual([{ listId: LIST_ID, seasonId: 31 }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
