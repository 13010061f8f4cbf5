// The calendar's weekly rules (issue 14 item 3): the check-out weekdays and the same-day cut-off go together.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UpdateListingCalendarRulesDocument } from '../../gen/graphql';
import { asAda, listingAnswer, listingFixture } from './testing';

const LIST_ID = 7;

describe('the calendar rules', () => {
  it('sends the weekdays with no check-out and the same-day cut-off', async () => {
    const sent: unknown[] = [];
    asAda(`/become-a-host/${LIST_ID}/calendar`, [
      listingAnswer(LIST_ID, listingFixture({ id: LIST_ID })),
      {
        request: {
          query: UpdateListingCalendarRulesDocument,
          variables: (variables) => {
            sent.push(variables);
            return true;
          },
        },
        result: {
          data: {
            updateListingCalendarRules: {
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
    const form = await screen.findByRole('form', { name: 'Check-out days and same-day cut-off' });
    fireEvent.click(within(form).getByLabelText('Sunday'));
    fireEvent.change(within(form).getByLabelText('Same-day bookings until'), { target: { value: '18:00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save these rules' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ listId: LIST_ID, rules: { blockedCheckOutDays: ['SUN'], sameDayCutOff: '18:00' } });
  });
});
