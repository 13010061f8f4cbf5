// The calendar page's grid (issue 14 item 3): she picks a range with the keyboard and blocks it; the range goes as
// listing-local dates, both nights included. Today is the home's today, each day says its price, and she turns the
// months with the buttons or by moving past the last day shown.
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlockListingDatesDocument, HostListingCalendarDocument } from '../../gen/graphql';
import { addMonths, currentMonthAt } from '../listing/availability-calendar';
import { calendarSpan, todayAt } from './calendar-grid';
import { asAda, listingAnswer, listingFixture } from './testing';

const LIST_ID = 7;

const HOME = 'Europe/London';

/** The days of whichever two months the grid asks for; every night is £100, the 5th of each month blocked. */
function calendarAnswer(asked: { from: string; to: string }[] = []): MockLink.MockedResponse {
  return {
    request: {
      query: HostListingCalendarDocument,
      variables: (variables) => {
        asked.push({ from: variables.from as string, to: variables.to as string });
        return true;
      },
    },
    result: (variables) => ({
      data: { getStepTwo: { __typename: 'Listing', id: LIST_ID, calendar: daysOf(variables.from, variables.to) } },
    }),
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function daysOf(from: string, to: string) {
  const days = [];
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= Date.parse(`${to}T00:00:00Z`); time += 86_400_000) {
    const date = new Date(time).toISOString().slice(0, 10);
    days.push({
      __typename: 'ListingCalendarDay',
      date,
      night: date.endsWith('-05') ? 'blocked' : 'available',
      checkIn: true,
      checkOut: true,
      price: 100,
      season: null,
    });
  }
  return days;
}

const priced = listingFixture({ id: LIST_ID });
priced.listingData = { ...priced.listingData!, currency: 'GBP', basePrice: 100 };

describe('the calendar grid', () => {
  it('names each day by its date and status, and blocks the range picked with the keyboard', async () => {
    const sent: unknown[] = [];
    const { from } = calendarSpan(currentMonthAt(HOME));
    const month = from.slice(0, 7);
    asAda(`/become-a-host/${LIST_ID}/calendar`, [
      listingAnswer(LIST_ID, listingFixture({ id: LIST_ID })),
      calendarAnswer(),
      {
        request: {
          query: BlockListingDatesDocument,
          variables: (variables) => {
            sent.push(variables);
            return true;
          },
        },
        result: {
          data: {
            blockListingDates: {
              __typename: 'ListingEditResult',
              status: 'success',
              errorMessage: null,
              fieldErrors: [],
              listing: listingFixture({ id: LIST_ID }),
            },
          },
        },
      },
    ]);
    const first = await waitFor(() => {
      const day = document.querySelector<HTMLButtonElement>(`[data-date="${month}-01"]`);
      expect(day).toBeTruthy();
      return day!;
    });
    expect(first.getAttribute('aria-label')).toMatch(/: available$/);
    expect(document.querySelector(`[data-date="${month}-05"]`)?.getAttribute('aria-label')).toMatch(/: blocked$/);
    expect(document.querySelector(`[data-date="${todayAt(HOME)}"]`)?.getAttribute('aria-current')).toBe('date');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    const second = document.querySelector<HTMLButtonElement>(`[data-date="${month}-02"]`)!;
    expect(document.activeElement).toBe(second);
    fireEvent.click(second); // Enter or Space on a button clicks it
    fireEvent.keyDown(second, { key: 'ArrowDown' });
    const ninth = document.querySelector<HTMLButtonElement>(`[data-date="${month}-09"]`)!;
    expect(document.activeElement).toBe(ninth);
    fireEvent.click(ninth);
    expect(ninth.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Block the selected nights' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ listId: LIST_ID, ranges: [{ from: `${month}-02`, to: `${month}-09` }] });
  });
});

describe('the calendar grid of a priced listing', () => {
  it("shows each night's price and turns to the next month by button and by arrow key", async () => {
    const asked: { from: string; to: string }[] = [];
    const thisMonth = currentMonthAt(HOME);
    const first = calendarSpan(thisMonth);
    asAda(`/become-a-host/${LIST_ID}/calendar`, [listingAnswer(LIST_ID, priced), calendarAnswer(asked)]);
    const day = await waitFor(() => {
      const cell = document.querySelector<HTMLButtonElement>(`[data-date="${first.from}"]`);
      expect(cell).toBeTruthy();
      return cell!;
    });
    expect(day.getAttribute('aria-label')).toMatch(/: available, £100$/);
    expect(day.textContent).toContain('£100');
    const previous = screen.getByRole('button', { name: 'Previous month' });
    expect(previous).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    const next = calendarSpan(addMonths(thisMonth, 1));
    await waitFor(() => expect(document.querySelector(`[data-date="${next.to}"]`)).toBeTruthy());
    expect(asked.at(-1)).toEqual(next);
    expect(previous).toHaveProperty('disabled', false);

    // From the last day shown, the arrow to the right brings the month after and its first day takes the focus.
    const last = document.querySelector<HTMLButtonElement>(`[data-date="${next.to}"]`)!;
    last.focus();
    fireEvent.keyDown(last, { key: 'ArrowRight' });
    const after = calendarSpan(addMonths(thisMonth, 2));
    await waitFor(() => expect(document.activeElement?.getAttribute('data-date')).toBe(shiftDay(next.to)));
    expect(asked.at(-1)).toEqual(after);
  });
});

const shiftDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
