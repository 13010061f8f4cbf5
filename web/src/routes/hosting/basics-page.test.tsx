// Step 1 of the host editor: a new listing is created with the basics she typed; the shared listing rules refuse a
// section before it is sent and the server's field errors show beside their fields, the focus on the first; a member
// the server does not let list is told why.
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LISTING_TEXTS } from '@golightly/listing-rules';
import { describe, expect, it } from 'vitest';
import { CreateListingDocument, UpdateListingBasicsDocument } from '../../gen/graphql';
import { asAda, listingAnswer, listingFixture, standingRefusal } from './testing';

/** The step 1 form, once its catalogues and countries have arrived (queries scoped to it: the page is large). */
async function basicsForm() {
  const form = await screen.findByRole('form', { name: 'The basics' });
  const kind = within(form).getByLabelText('Kind of place') as HTMLSelectElement;
  const country = within(form).getByLabelText('Country') as HTMLSelectElement;
  await waitFor(() => expect(kind.options.length).toBeGreaterThan(1));
  await waitFor(() => expect(country.options.length).toBeGreaterThan(2));
  return form;
}

let form: HTMLElement;
const field = (label: string) => within(form).getByLabelText(label);
const change = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
/** The message a field names as its error (the last of its descriptions). */
const errorOf = (label: string) =>
  document.getElementById(field(label).getAttribute('aria-describedby')!.split(' ').pop()!)?.textContent;

/** Answers createListing once, keeping the variables it was sent. */
function createAnswer(result: MockLink.MockedResponse['result'], sent: unknown[] = []): MockLink.MockedResponse {
  return {
    request: {
      query: CreateListingDocument,
      variables: (variables) => {
        sent.push(variables);
        return true;
      },
    },
    result,
  };
}

const invalid = (fieldErrors: { field: string; message: string }[]) => ({
  data: {
    createListing: {
      __typename: 'ListingEditResult',
      status: 'invalid',
      errorMessage: 'Nothing was saved: correct the fields marked and save again.',
      fieldErrors: fieldErrors.map((error) => ({ __typename: 'ListingFieldError', ...error })),
      listing: null,
    },
  },
});

async function fillTheBasics() {
  form = await basicsForm();
  change('Kind of place', '1');
  change('Type of property', '4');
  change('Guests', '2');
  change('Country', 'GB');
  change('Street address', '12 Ezra Street');
  change('City', 'London');
  change('State / Province', 'England');
  change('Zip / Postal Code', 'E2 7RH');
  change('Latitude', '51.5296');
  change('Longitude', '-0.0707');
  change('Time zone', 'Europe/London');
  fireEvent.click(field('Wifi'));
  change('Double bed', '1');
}

const save = () => fireEvent.click(within(form).getByText('Save and continue'));

describe('step 1, the basics', () => {
  it('creates the listing with what she typed and moves on to the photos', async () => {
    const sent: unknown[] = [];
    const created = listingFixture({ id: 1_234_567 });
    const { router } = asAda('/become-a-host?mode=new', [
      createAnswer(
        {
          data: {
            createListing: {
              __typename: 'ListingEditResult',
              status: 'success',
              errorMessage: null,
              fieldErrors: [],
              listing: created,
            },
          },
        },
        sent,
      ),
      listingAnswer(created.id, created),
    ]);
    await fillTheBasics();
    save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/become-a-host/1234567/photos'));
    expect(sent).toEqual([
      {
        basics: expect.objectContaining({
          roomTypeId: 1,
          houseTypeId: 4,
          buildingSizeId: null,
          personCapacity: 2,
          bedrooms: 1,
          beds: 1,
          bathrooms: 1,
          bedTypes: [{ bedTypeId: 14, count: 1 }],
          country: 'GB',
          street: '12 Ezra Street',
          city: 'London',
          state: 'England',
          zipcode: 'E2 7RH',
          lat: 51.5296,
          lng: -0.0707,
          timeZone: 'Europe/London',
          amenityIds: [22],
        }),
      },
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Photos' })).toBeTruthy();
  });

  it("shows the server's field errors verbatim beside their fields and moves the focus to the first", async () => {
    asAda('/become-a-host', [
      createAnswer(
        invalid([
          { field: 'zipcode', message: 'Zip / Postal Code is Invalid' },
          { field: 'location', message: 'The map pin is outside the map: latitude -90 to 90, longitude -180 to 180.' },
          { field: 'personCapacity', message: 'Guest count must not exceed 1000' },
        ]),
      ),
    ]);
    await fillTheBasics();
    save();
    const guests = field('Guests');
    await waitFor(() => expect(document.activeElement).toBe(guests));
    expect(guests.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf('Guests')).toBe('Guest count must not exceed 1000');
    expect(errorOf('Zip / Postal Code')).toBe('Zip / Postal Code is Invalid');
    expect(errorOf('Latitude')).toBe('The map pin is outside the map: latitude -90 to 90, longitude -180 to 180.');
    expect(within(form).getByRole('alert').textContent).toContain(
      'Nothing was saved: correct the fields marked and save again.',
    );
  });

  it('checks the basics with the rules the server applies, and sends nothing while one fails', async () => {
    const sent: unknown[] = [];
    asAda('/become-a-host', [createAnswer(invalid([]), sent)]);
    form = await basicsForm();
    change('Guests', '5000');
    save();
    const kind = field('Kind of place');
    await waitFor(() => expect(document.activeElement).toBe(kind));
    expect(errorOf('Kind of place')).toBe(LISTING_TEXTS.roomTypeRequired);
    expect(errorOf('Guests')).toBe('Guest count must not exceed 1000');
    expect(errorOf('Zip / Postal Code')).toBe('Zip / Postal Code is required');
    expect(errorOf('Latitude')).toBe(LISTING_TEXTS.locationRequired);
    expect(sent).toEqual([]);
  });

  it('refuses a number that is not one in the words of the rules, before sending', async () => {
    const sent: unknown[] = [];
    asAda('/become-a-host', [createAnswer(invalid([]), sent)]);
    await fillTheBasics();
    change('Guests', 'two');
    change('Bedrooms', '1.5');
    save();
    const guests = field('Guests');
    await waitFor(() => expect(document.activeElement).toBe(guests));
    expect(errorOf('Guests')).toBe(LISTING_TEXTS.guestCountRequired);
    expect(errorOf('Bedrooms')).toBe(LISTING_TEXTS.bedroomsRange);
    expect(sent).toEqual([]);
  });

  it('tells a man the club lists homes of women only, instead of the editor', async () => {
    asAda('/become-a-host', [createAnswer(standingRefusal('womenOnly', 'Only women members can list a home.'))]);
    await fillTheBasics();
    save();
    const refusal = await screen.findByRole('alert');
    expect(within(refusal).getByRole('heading', { name: 'You cannot list a home yet' })).toBeTruthy();
    expect(refusal.textContent).toContain('Only women members can list a home.');
    expect(screen.queryByRole('form', { name: 'The basics' })).toBeNull();
  });

  it('sends a member whose ID is not verified to verify it', async () => {
    asAda('/become-a-host', [
      createAnswer(standingRefusal('idNotVerified', 'ID verification is needed before you can list a home.')),
    ]);
    await fillTheBasics();
    save();
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toContain('ID verification is needed before you can list a home.');
    expect(within(refusal).getByRole('link', { name: 'Verify your ID' }).getAttribute('href')).toBe('/id-verification');
  });

  it("shows the server's sentence as it came for a refusal it gives no known reason for", async () => {
    asAda('/become-a-host', [createAnswer(standingRefusal('somethingNew', 'You cannot list a home today.'))]);
    await fillTheBasics();
    save();
    expect((await screen.findByRole('alert')).textContent).toContain('You cannot list a home today.');
  });

  it('keeps what she saved before and saves changes with updateListingBasics', async () => {
    const sent: unknown[] = [];
    const listing = listingFixture({ id: 7, personCapacity: 3, amenities: [{ __typename: 'ListSetting', id: 22 }] });
    asAda('/become-a-host/7/basics', [
      listingAnswer(7, listing),
      {
        request: {
          query: UpdateListingBasicsDocument,
          variables: (variables) => {
            sent.push(variables);
            return true;
          },
        },
        result: {
          data: {
            updateListingBasics: {
              __typename: 'ListingEditResult',
              status: 'success',
              errorMessage: null,
              fieldErrors: [],
              listing,
            },
          },
        },
      },
    ]);
    form = await basicsForm();
    expect((field('Guests') as HTMLInputElement).value).toBe('3');
    expect((field('Wifi') as HTMLInputElement).checked).toBe(true);
    expect((field('Street address') as HTMLInputElement).value).toBe('12 Ezra Street');
    save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ listId: 7, basics: { personCapacity: 3, amenityIds: [22], country: 'GB' } });
  });
});
