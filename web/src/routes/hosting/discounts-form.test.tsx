// The calendar page's discount rules (issue 14 item 3): weekly, monthly and 90+ with the last-minute and
// length-of-stay rows sent together, and the server's field error of a row beside its field.
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SaveListingDiscountsDocument } from '../../gen/graphql';
import { asAda, listingAnswer, listingFixture } from './testing';

const LIST_ID = 7;

function discountsAnswer(
  answer: { status: string; fieldErrors?: { field: string; message: string }[]; listing?: unknown },
  sent: unknown[],
): MockLink.MockedResponse {
  return {
    request: {
      query: SaveListingDiscountsDocument,
      variables: (variables) => {
        sent.push(variables);
        return true;
      },
    },
    result: {
      data: {
        saveListingDiscounts: {
          __typename: 'ListingEditResult',
          status: answer.status,
          errorMessage:
            answer.status === 'success' ? null : 'Nothing was saved: correct the fields marked and save again.',
          fieldErrors: (answer.fieldErrors ?? []).map((error) => ({ __typename: 'ListingFieldError', ...error })),
          listing: answer.listing ?? null,
        },
      },
    },
  };
}

const change = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the discount rules', () => {
  it('sends the weekly, monthly and 90+ discounts with the rows she added, and keeps the stored ones', async () => {
    const sent: unknown[] = [];
    const stored = listingFixture({
      id: LIST_ID,
      lastMinuteDiscounts: [
        { __typename: 'ListingLastMinuteDiscount', percent: 15, daysBeforeArrivalFrom: 0, daysBeforeArrivalTo: 3 },
      ],
    });
    stored.listingData = { ...stored.listingData!, monthlyDiscount: 20 };
    asAda(`/become-a-host/${LIST_ID}/calendar`, [
      listingAnswer(LIST_ID, stored),
      discountsAnswer({ status: 'success', listing: stored }, sent),
    ]);
    const form = await screen.findByRole('form', { name: 'Discount rules' });
    change('Weekly discount (%), 7 nights or more (optional)', '10');
    expect(screen.getByLabelText<HTMLInputElement>('Last-minute rule 1: discount (%)').value).toBe('15');
    fireEvent.click(within(form).getByRole('button', { name: 'Add a length-of-stay discount' }));
    change('Length-of-stay rule 1: minimum nights', '14');
    change('Length-of-stay rule 1: discount (%)', '12');
    change('Length-of-stay rule 1: to days before arrival (optional)', '60');
    fireEvent.click(within(form).getByRole('button', { name: 'Save discounts' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      listId: LIST_ID,
      discounts: {
        weeklyDiscount: 10,
        monthlyDiscount: 20,
        threeMonthDiscount: null,
        lastMinuteDiscounts: [{ percent: 15, daysBeforeArrivalFrom: 0, daysBeforeArrivalTo: 3 }],
        lengthOfStayDiscounts: [
          { minimumNights: 14, percent: 12, daysBeforeArrivalFrom: null, daysBeforeArrivalTo: 60 },
        ],
      },
    });
  });

  it("shows the server's refusal of a row beside its field, the focus on it", async () => {
    const sent: unknown[] = [];
    asAda(`/become-a-host/${LIST_ID}/calendar`, [
      listingAnswer(LIST_ID, listingFixture({ id: LIST_ID })),
      discountsAnswer(
        {
          status: 'invalid',
          fieldErrors: [{ field: 'lastMinuteDiscounts.0.daysBeforeArrivalTo', message: 'Must not be below from' }],
        },
        sent,
      ),
    ]);
    const form = await screen.findByRole('form', { name: 'Discount rules' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add a last-minute discount' }));
    change('Last-minute rule 1: discount (%)', '10');
    change('Last-minute rule 1: from days before arrival', '5');
    change('Last-minute rule 1: to days before arrival', '2');
    fireEvent.click(within(form).getByRole('button', { name: 'Save discounts' }));
    const field = screen.getByLabelText('Last-minute rule 1: to days before arrival');
    await waitFor(() => expect(document.activeElement).toBe(field));
    const described = field.getAttribute('aria-describedby')!.split(' ').pop()!;
    expect(document.getElementById(described)?.textContent).toBe('Must not be below from');
    expect(sent).toHaveLength(1);
  });
});
