// The calendar page's grid (issue 14 item 3): she picks a range with the keyboard and blocks it; the range goes as
// listing-local dates, both nights included.
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlockListingDatesDocument, HostListingCalendarDocument } from '../../gen/graphql';
import { calendarSpan } from './calendar-grid';
import { asAda, listingAnswer, listingFixture } from './testing';

const LIST_ID = 7;

function calendarAnswer(): MockLink.MockedResponse {
  const { from, to } = calendarSpan();
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
  return {
    request: { query: HostListingCalendarDocument, variables: () => true },
    result: { data: { getStepTwo: { __typename: 'Listing', id: LIST_ID, calendar: days } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

describe('the calendar grid', () => {
  it('names each day by its date and status, and blocks the range picked with the keyboard', async () => {
    const sent: unknown[] = [];
    const { from } = calendarSpan();
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
