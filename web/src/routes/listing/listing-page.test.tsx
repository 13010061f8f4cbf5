// The listing page against a mocked gateway: what a visitor reads of a live listing (its address moved to its slug,
// the gallery by keyboard, amenities by catalogue group, rules, policy, the empty reviews, views, host, similar homes,
// the calendar's marks), the host's preview, and the unavailable page everyone else gets.
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  accountAnswer,
  ADA,
  gateAnswerForAnyPath,
  MEMBER_LIMITS,
  roleLimitsAnswer,
  userStatusAnswer,
} from '../../gates/testing';
import {
  HostDetailsDocument,
  ListingCalendarDocument,
  ListingPageDocument,
  RecordListingViewDocument,
  type ListingPageQuery,
} from '../../gen/graphql';
import { renderAppAt, siteSettingsAnswer } from '../../testing/render-app';
import { calendarRange, currentMonthAt, type Month } from './availability-calendar';

const LIST_ID = 1234567;
const ZONE = 'Europe/Lisbon';
const always = { maxUsageCount: Number.POSITIVE_INFINITY };
const setting = (id: number, typeId: number, itemName: string) => ({
  __typename: 'ListSetting' as const,
  id,
  typeId,
  itemName,
});

type Listing = NonNullable<ListingPageQuery['UserListing']>;

function listing(overrides: Partial<Listing> = {}): Listing & { __typename: 'Listing' } {
  return {
    __typename: 'Listing',
    id: LIST_ID,
    title: 'Tiled apartment, Alfama',
    slug: 'tiled-apartment--alfama',
    description: 'Light and calm.\n\nTwo balconies over the river.',
    neighbourhood: 'Alfama, by the river.',
    buildingName: null,
    street: null,
    zipcode: null,
    city: 'Lisbon',
    state: 'Lisboa',
    countryName: 'Portugal',
    timeZone: ZONE,
    personCapacity: 4,
    bedrooms: 2,
    beds: 3,
    bathrooms: 1.5,
    bookingType: 'request',
    womensOnly: true,
    menStay: false,
    whoElseStays: '',
    commonArea: false,
    roomType: setting(1, 1, 'Entire place'),
    houseType: setting(4, 3, 'Apartment'),
    photos: [
      { __typename: 'ListingPhoto', id: 1, name: 'living.jpg', photoDescription: 'The living room', type: 'upload' },
      { __typename: 'ListingPhoto', id: 2, name: 'balcony.jpg', photoDescription: '', type: 'upload' },
      {
        __typename: 'ListingPhoto',
        id: 3,
        name: 'https://cdn.example/k.jpg',
        photoDescription: 'The kitchen',
        type: 'Golightly',
      },
    ],
    amenities: [setting(22, 10, 'Wifi'), setting(28, 11, 'Smoke alarm'), setting(34, 12, 'Laundry')],
    houseRules: [setting(39, 14, 'No smoking')],
    customHouseRules: 'Quiet after 10 pm, please.',
    listingData: {
      __typename: 'ListingData',
      currency: 'EUR',
      basePrice: 110,
      cleaningPrice: 30,
      minNight: 2,
      maxNight: null,
      checkInStart: '15:00',
      checkInEnd: '20:00',
      checkOutTime: '11:00',
      cancellationPolicy: 'moderate',
    },
    approvalStatus: 'approved',
    isPublished: true,
    isListOwner: false,
    reviewsCount: 0,
    reviewsStarRating: 0,
    viewsLastWeek: 12,
    mapLocation: { __typename: 'ListingMapLocation', lat: 38.713, lng: -9.127, exact: false, radiusMeters: 500 },
    host: {
      __typename: 'User',
      id: 'host-1',
      profileId: 4242,
      displayName: 'Inês',
      picture: null,
      createdAt: '2024-03-05T10:00:00.000Z',
      listings: [
        { __typename: 'Listing', id: LIST_ID },
        { __typename: 'Listing', id: 99 },
      ],
    },
    similarListings: [
      {
        __typename: 'Listing',
        id: 7654321,
        title: 'Loft in Graça',
        slug: 'loft-in-graça',
        city: 'Lisbon',
        countryName: 'Portugal',
        coverPhoto: 'graca.jpg',
        personCapacity: 2,
        bedrooms: 1,
        reviewsCount: 0,
        reviewsStarRating: 0,
        roomType: setting(1, 1, 'Entire place'),
        listingData: { __typename: 'ListingData', basePrice: 95, currency: 'EUR' },
      },
    ],
    ...overrides,
  } as Listing & { __typename: 'Listing' };
}

function pageAnswer(answer: Listing | null, preview = false): MockLink.MockedResponse {
  return {
    request: { query: ListingPageDocument, variables: { listId: LIST_ID, preview } },
    result: { data: { UserListing: answer } },
    ...always,
  };
}

/** The calendar's answer for the months it opens on: `marks` by day of the first month, the rest available. */
function calendarAnswer(marks: Record<number, { night: string; checkIn?: boolean }>, preview = false) {
  const start: Month = currentMonthAt(ZONE);
  const range = calendarRange(start);
  const days: { __typename: 'ListingCalendarDay'; date: string; night: string; checkIn: boolean; checkOut: boolean }[] =
    [];
  for (
    let at = new Date(`${range.from}T00:00:00Z`);
    at <= new Date(`${range.to}T00:00:00Z`);
    at.setUTCDate(at.getUTCDate() + 1)
  ) {
    const date = at.toISOString().slice(0, 10);
    const mark = at.getUTCMonth() + 1 === start.month ? marks[at.getUTCDate()] : undefined;
    days.push({
      __typename: 'ListingCalendarDay',
      date,
      night: mark?.night ?? 'available',
      checkIn: mark?.checkIn ?? (mark ? mark.night === 'available' : true),
      checkOut: true,
    });
  }
  return {
    answer: {
      request: { query: ListingCalendarDocument, variables: { listId: LIST_ID, preview, ...range } },
      result: { data: { UserListing: { __typename: 'Listing', id: LIST_ID, calendar: days } } },
      ...always,
    } satisfies MockLink.MockedResponse,
    /** How a screen reader names day `day` of the first month. */
    nameOf: (day: number) =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'UTC',
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }).format(new Date(Date.UTC(start.year, start.month - 1, day))),
  };
}

/** recordListingView's answer, counting the calls. */
function viewAnswer() {
  const calls = { count: 0 };
  const answer: MockLink.MockedResponse = {
    request: { query: RecordListingViewDocument, variables: { listId: LIST_ID } },
    result: () => {
      calls.count += 1;
      return { data: { recordListingView: true } };
    },
    ...always,
  };
  return { answer, calls };
}

const asMember = (path: string, more: MockLink.MockedResponse[]) =>
  renderAppAt(path, siteSettingsAnswer('Golightly'), [
    accountAnswer(ADA),
    roleLimitsAnswer(MEMBER_LIMITS),
    gateAnswerForAnyPath(),
    userStatusAnswer(true),
    ...more,
  ]);

describe('the listing page', () => {
  it('shows a visitor a live listing at its own address, with every section and the view counted', async () => {
    const views = viewAnswer();
    const { router } = renderAppAt(`/rooms/${LIST_ID}`, siteSettingsAnswer('Golightly'), [
      pageAnswer(listing()),
      calendarAnswer({}).answer,
      views.answer,
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tiled apartment, Alfama' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/rooms/tiled-apartment--alfama-${LIST_ID}`));
    expect(screen.getByText('Lisbon, Lisboa, Portugal')).toBeTruthy();
    expect(screen.queryByTestId('listing-address')).toBeNull();

    expect(screen.getByText('Light and calm.')).toBeTruthy();
    expect(screen.getByText('Two balconies over the river.')).toBeTruthy();
    const amenities = screen.getByRole('region', { name: 'Amenities and spaces' });
    expect(within(amenities).getByRole('heading', { name: 'Essentials' })).toBeTruthy();
    expect(within(amenities).getByText('Wifi')).toBeTruthy();
    expect(within(amenities).getByRole('heading', { name: 'Safety' })).toBeTruthy();
    expect(within(amenities).getByText('Laundry')).toBeTruthy();
    const rules = screen.getByRole('region', { name: 'House rules' });
    expect(within(rules).getByText('Check-in from 3:00 PM to 8:00 PM')).toBeTruthy();
    expect(within(rules).getByText('Check-out by 11:00 AM')).toBeTruthy();
    expect(within(rules).getByText('No smoking')).toBeTruthy();
    expect(within(rules).getByText('Quiet after 10 pm, please.')).toBeTruthy();
    expect(screen.getByText('Moderate: a full refund up to 5 days before arrival.')).toBeTruthy();
    const reviews = screen.getByRole('region', { name: 'Reviews' });
    expect(within(reviews).getByText('No reviews yet. Reviews appear here after guests have stayed.')).toBeTruthy();
    expect(screen.getByText('Viewed 12 times this week')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '€110 per night' })).toBeTruthy();
    expect(screen.getByText('Booked on request: the host replies within 24 hours')).toBeTruthy();

    const host = screen.getByRole('region', { name: 'Your host' });
    expect(within(host).getByText('Hosted by Inês')).toBeTruthy();
    expect(within(host).getByText('Member since March 2024')).toBeTruthy();
    expect(within(host).getByText('1 other home')).toBeTruthy();
    expect(within(host).getByText('Log in to learn more about your host.')).toBeTruthy();

    const similar = screen.getByRole('region', { name: 'Similar homes' });
    expect(within(similar).getByRole('link', { name: 'Loft in Graça' }).getAttribute('href')).toBe(
      '/rooms/loft-in-gra%C3%A7a-7654321',
    );
    expect(within(similar).getByText('€95 per night')).toBeTruthy();

    expect(
      screen.getByText('The circle shows the area. The exact address is shared once your stay is confirmed.'),
    ).toBeTruthy();
    await waitFor(() => expect(views.calls.count).toBeGreaterThan(0));
  });

  it('shows the guest of a confirmed stay the street, building and zip the server answers her', async () => {
    asMember(`/rooms/tiled-apartment--alfama-${LIST_ID}`, [
      pageAnswer(listing({ buildingName: 'Casa Azul', street: 'Rua dos Remédios 12', zipcode: '1100-445' })),
      calendarAnswer({}).answer,
      viewAnswer().answer,
    ]);
    const header = (await screen.findByRole('heading', { level: 1, name: 'Tiled apartment, Alfama' })).parentElement!;
    expect(within(header).getByTestId('listing-address').textContent).toBe(
      'Address: Casa Azul, Rua dos Remédios 12, 1100-445 Lisbon, Lisboa, Portugal',
    );
    expect(within(header).getByText('Lisbon, Lisboa, Portugal')).toBeTruthy();
  });

  it('shows no address line when the server answers the street fields empty', async () => {
    asMember(`/rooms/tiled-apartment--alfama-${LIST_ID}`, [
      pageAnswer(listing({ buildingName: '', street: '', zipcode: '' })),
      calendarAnswer({}).answer,
      viewAnswer().answer,
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tiled apartment, Alfama' })).toBeTruthy();
    expect(screen.queryByTestId('listing-address')).toBeNull();
  });

  it('shows everyone but its host and admins a clear unavailable page, also at its preview address', async () => {
    for (const address of [`/rooms/some-old-title-${LIST_ID}`, `/rooms/${LIST_ID}/preview`]) {
      const { unmount } = renderAppAt(address, siteSettingsAnswer('Golightly'), [
        pageAnswer(null),
        pageAnswer(null, true),
      ]);
      expect(await screen.findByRole('heading', { level: 1, name: 'This listing is not available' })).toBeTruthy();
      expect(screen.getByText('This listing may have been deleted or unpublished.')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Search for homes' }).getAttribute('href')).toBe('/s');
      unmount();
    }
  });

  it('shows the not-found page for an address with no listing number', async () => {
    renderAppAt('/rooms/no-number-here');
    expect(await screen.findByRole('heading', { level: 1, name: /can.t seem to find/i })).toBeTruthy();
  });

  it('lets the host preview her listing as guests see it, without counting her view', async () => {
    const views = viewAnswer();
    const draft = listing({
      isListOwner: true,
      approvalStatus: 'awaitingApproval',
      isPublished: false,
      viewsLastWeek: 0,
    });
    const { router } = asMember(`/rooms/${LIST_ID}/preview`, [
      pageAnswer(draft, true),
      calendarAnswer({}, true).answer,
      views.answer,
      {
        request: { query: HostDetailsDocument, variables: { profileId: 4242 } },
        result: {
          data: {
            getUserdetails: {
              __typename: 'UserDetails',
              profileId: 4242,
              location: 'Lisbon',
              info: 'I love azulejos.',
              isDiamond: true,
              verification: {
                __typename: 'ProfileVerification',
                isEmailConfirmed: true,
                isPhoneVerified: true,
                isIdVerification: true,
              },
            },
          },
        },
        ...always,
      },
    ]);
    expect(await screen.findByText('This is a preview of your listing: guests see it like this.')).toBeTruthy();
    expect(screen.getByText('Guests cannot see it yet: it is waiting for approval or is not published.')).toBeTruthy();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/rooms/tiled-apartment--alfama-${LIST_ID}/preview`),
    );
    expect(screen.getByRole('link', { name: 'Leave the preview' }).getAttribute('href')).toBe(
      `/rooms/tiled-apartment--alfama-${LIST_ID}`,
    );
    expect(screen.getByText('No views yet this week')).toBeTruthy();
    const host = screen.getByRole('region', { name: 'Your host' });
    expect(await within(host).findByText('I love azulejos.')).toBeTruthy();
    expect(within(host).getByText('Identity')).toBeTruthy();
    expect(within(host).getByText('Diamond member')).toBeTruthy();
    expect(within(host).getByRole('link', { name: 'View her profile' }).getAttribute('href')).toBe('/users/show/4242');
    expect(views.calls.count).toBe(0);
  });

  it('moves through the photos with the arrow keys, Home and End, their captions as alt texts', async () => {
    renderAppAt(`/rooms/tiled-apartment--alfama-${LIST_ID}`, siteSettingsAnswer('Golightly'), [
      pageAnswer(listing()),
      calendarAnswer({}).answer,
      viewAnswer().answer,
    ]);
    const gallery = await screen.findByRole('region', { name: 'Photos of Tiled apartment, Alfama' });
    const shown = () => within(gallery).getAllByRole('img')[0]!;
    expect(shown().getAttribute('alt')).toBe('The living room');
    expect(shown().getAttribute('src')).toBe('/upload/x_medium_living.jpg');
    expect(within(gallery).getByText('Photo 1 of 3')).toBeTruthy();

    gallery.focus();
    fireEvent.keyDown(gallery, { key: 'ArrowRight' });
    expect(within(gallery).getByText('Photo 2 of 3')).toBeTruthy();
    // No caption: the alt text says which photo of which home.
    expect(shown().getAttribute('alt')).toBe('Photo 2 of Tiled apartment, Alfama');
    fireEvent.keyDown(gallery, { key: 'End' });
    expect(shown().getAttribute('alt')).toBe('The kitchen');
    expect(shown().getAttribute('src')).toBe('https://cdn.example/k.jpg');
    fireEvent.keyDown(gallery, { key: 'ArrowRight' });
    expect(within(gallery).getByText('Photo 1 of 3')).toBeTruthy();
    fireEvent.keyDown(gallery, { key: 'ArrowLeft' });
    expect(within(gallery).getByText('Photo 3 of 3')).toBeTruthy();
    fireEvent.keyDown(gallery, { key: 'Home' });
    expect(within(gallery).getByText('Photo 1 of 3')).toBeTruthy();

    const second = within(gallery).getByRole('button', { name: 'Show photo 2: Photo 2 of Tiled apartment, Alfama' });
    fireEvent.click(second);
    expect(second.getAttribute('aria-current')).toBe('true');
    fireEvent.click(within(gallery).getByRole('button', { name: 'Next photo' }));
    expect(within(gallery).getByText('Photo 3 of 3')).toBeTruthy();
  });

  it("marks the calendar's nights as the server gives them: guests read blocked and reserved alike", async () => {
    const calendar = calendarAnswer({
      3: { night: 'past' },
      10: { night: 'blocked' },
      11: { night: 'reserved' },
      12: { night: 'available', checkIn: false },
      13: { night: 'notice' },
      14: { night: 'beyond-window' },
    });
    renderAppAt(`/rooms/tiled-apartment--alfama-${LIST_ID}`, siteSettingsAnswer('Golightly'), [
      pageAnswer(listing()),
      calendar.answer,
      viewAnswer().answer,
    ]);
    const region = await screen.findByRole('region', { name: 'Availability' });
    const day = async (n: number, status: string) =>
      within(region).findByRole('cell', { name: `${calendar.nameOf(n)}: ${status}` });
    expect((await day(3, 'Past')).dataset.night).toBe('past');
    expect((await day(10, 'Unavailable')).dataset.night).toBe('blocked');
    expect((await day(11, 'Unavailable')).dataset.night).toBe('reserved');
    expect(await day(12, 'Available, no check-in this day')).toBeTruthy();
    expect(await day(13, 'Too soon to book')).toBeTruthy();
    expect(await day(14, 'Not open for booking yet')).toBeTruthy();
    expect(await day(15, 'Available')).toBeTruthy();
    expect(within(region).getByText('Dates are those of the home (Europe/Lisbon).')).toBeTruthy();
    expect((within(region).getByRole('button', { name: 'Earlier months' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('tells its host which nights she blocked and which are reserved', async () => {
    const calendar = calendarAnswer({ 10: { night: 'blocked' }, 11: { night: 'reserved' } });
    asMember(`/rooms/tiled-apartment--alfama-${LIST_ID}`, [
      pageAnswer(listing({ isListOwner: true })),
      calendar.answer,
      {
        request: { query: HostDetailsDocument, variables: { profileId: 4242 } },
        result: { data: { getUserdetails: null } },
        ...always,
      },
    ]);
    const region = await screen.findByRole('region', { name: 'Availability' });
    expect(await within(region).findByRole('cell', { name: `${calendar.nameOf(10)}: Blocked by you` })).toBeTruthy();
    expect(within(region).getByRole('cell', { name: `${calendar.nameOf(11)}: Reserved` })).toBeTruthy();
  });
});

describe("the listing page's layout", () => {
  // jsdom lays nothing out: the CSS itself is held to fit a 375 px phone (the browser test looks at 375 and 1440 px).
  const css = readFileSync(path.join(import.meta.dirname, 'listing-page.module.css'), 'utf8');

  it('sets no width wider than a 375 px screen outside the wide-screen rules', () => {
    const narrow = css.replace(/@media \(min-width: (\d+)px\) \{[\s\S]*?\n\}/g, (block, min) =>
      Number(min) >= 900 ? '' : block,
    );
    const widths = [...narrow.matchAll(/(?:^|\s)(?:width|min-width|flex-basis):\s*([\d.]+)(px|rem)/gm)].map(
      ([, value, unit]) => Number(value) * (unit === 'rem' ? 16 : 1),
    );
    for (const width of widths) expect(width).toBeLessThanOrEqual(375 - 2 * 16);
    // Grids and flex rows that could hold long words or wide children let them shrink and wrap.
    expect(narrow).toMatch(/minmax\(min\(100%, 15rem\), 1fr\)/);
    expect(narrow).toMatch(/overflow-wrap: anywhere/);
  });

  it('puts the price and host beside the home only on wide screens', () => {
    expect(css).toMatch(
      /@media \(min-width: 900px\) \{\s*\.layout \{\s*grid-template-columns: minmax\(0, 1fr\) 22rem;/,
    );
  });
});
