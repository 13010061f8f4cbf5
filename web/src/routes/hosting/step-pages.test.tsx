// Steps 2 and 3 of the host editor, each section saved on its own: what it sends, the shared rules' refusals and the
// server's field errors beside the fields (in the spec's words where it quotes them), and where "save and continue"
// leads.
import type { MockLink } from '@apollo/client/testing';
import type { DocumentNode } from 'graphql';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AcceptGuestPledgeDocument,
  SetListingCancellationPolicyDocument,
  UpdateListingBookingSettingsDocument,
  UpdateListingHouseRulesDocument,
  UpdateListingPricingDocument,
  UpdateListingSceneDocument,
} from '../../gen/graphql';
import { asAda, listingAnswer, listingFixture } from './testing';

const LIST_ID = 7;

/** Answers a change once as `field` of the mutation, keeping the variables it was sent. */
function changeAnswer(
  query: DocumentNode,
  field: string,
  answer: { status: string; fieldErrors?: { field: string; message: string }[]; listing?: unknown },
  sent: unknown[],
): MockLink.MockedResponse {
  return {
    request: {
      query,
      variables: (variables) => {
        sent.push(variables);
        return true;
      },
    },
    result: {
      data: {
        [field]: {
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

const change = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
const errorOf = (label: string | RegExp) => {
  const field = screen.getByLabelText(label);
  return document.getElementById(field.getAttribute('aria-describedby')!.split(' ').pop()!)?.textContent;
};

describe('step 2, the title and description', () => {
  it("refuses an empty title with 'Title is Required' beside it, the focus on it, before sending", async () => {
    const sent: unknown[] = [];
    asAda(`/become-a-host/${LIST_ID}/description`, [
      listingAnswer(LIST_ID, listingFixture({ id: LIST_ID })),
      changeAnswer(UpdateListingSceneDocument, 'updateListingScene', { status: 'invalid' }, sent),
    ]);
    await screen.findByRole('form', { name: 'Title and description' });
    change('Description', 'A calm flat.');
    save();
    const title = screen.getByLabelText('Title');
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(errorOf('Title')).toBe('Title is Required');
    expect(errorOf('The neighbourhood')).toBe('Neighbourhood is required');
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal of the words beside the field, as it words it", async () => {
    const sent: unknown[] = [];
    asAda(`/become-a-host/${LIST_ID}/description`, [
      listingAnswer(LIST_ID, listingFixture({ id: LIST_ID })),
      changeAnswer(
        UpdateListingSceneDocument,
        'updateListingScene',
        { status: 'invalid', fieldErrors: [{ field: 'neighbourhood', message: 'Please describe the neighbourhood.' }] },
        sent,
      ),
    ]);
    await screen.findByRole('form', { name: 'Title and description' });
    change('Title', 'Garden flat');
    change('Description', 'A calm flat.');
    change('The neighbourhood', 'Quiet.');
    save();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('The neighbourhood')));
    expect(errorOf('The neighbourhood')).toBe('Please describe the neighbourhood.');
    expect(sent).toEqual([
      { listId: LIST_ID, scene: { title: 'Garden flat', description: 'A calm flat.', neighbourhood: 'Quiet.' } },
    ]);
  });

  it('saves the words and goes on to pricing, the step marked completed', async () => {
    const sent: unknown[] = [];
    const saved = listingFixture({ id: LIST_ID, title: 'Garden flat', step2: 'completed' });
    const { router } = asAda(`/become-a-host/${LIST_ID}/description`, [
      // The editor asks again when it opens the next page: then the server has the words.
      listingAnswer(LIST_ID, listingFixture({ id: LIST_ID }), 1),
      listingAnswer(LIST_ID, saved),
      changeAnswer(UpdateListingSceneDocument, 'updateListingScene', { status: 'success', listing: saved }, sent),
    ]);
    await screen.findByRole('form', { name: 'Title and description' });
    change('Title', 'Garden flat');
    change('Description', 'A calm flat.');
    change('The neighbourhood', 'Flower market.');
    save();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/become-a-host/${LIST_ID}/pricing`));
    await screen.findByRole('form', { name: 'Pricing' });
    const progress = screen.getByRole('navigation', { name: 'Your progress' });
    expect(within(progress).getByText('2 of 4 steps completed')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Garden flat' })).toBeTruthy();
  });

  it('counts the characters left of the description as she types', async () => {
    asAda(`/become-a-host/${LIST_ID}/description`, [listingAnswer(LIST_ID, listingFixture({ id: LIST_ID }))]);
    await screen.findByRole('form', { name: 'Title and description' });
    change('Description', 'x'.repeat(1005));
    expect(screen.getByText('5 characters over the limit of 1000')).toBeTruthy();
  });
});

describe('step 3, ready for guests', () => {
  it('sends the prices as she typed them, and the discounts as whole numbers', async () => {
    const sent: unknown[] = [];
    const { router } = asAda(`/become-a-host/${LIST_ID}/pricing`, [
      listingAnswer(LIST_ID, listingFixture({ id: LIST_ID })),
      changeAnswer(
        UpdateListingPricingDocument,
        'updateListingPricing',
        { status: 'success', listing: listingFixture({ id: LIST_ID }) },
        sent,
      ),
    ]);
    const form = await screen.findByRole('form', { name: 'Pricing' });
    fireEvent.change(within(form).getByLabelText('Currency'), { target: { value: 'USD' } });
    change('Base price per night', '120.50');
    change('Cleaning price per stay (optional)', '40');
    change('Weekly discount (%), 7 nights or more (optional)', '10');
    save();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/become-a-host/${LIST_ID}/calendar`));
    expect(sent).toEqual([
      {
        listId: LIST_ID,
        pricing: {
          currency: 'USD',
          basePrice: '120.50',
          weekendPrice: '',
          cleaningPrice: '40',
          extraGuestFee: '',
          extraGuestAfter: null,
          petFee: '',
          securityDeposit: '',
          taxRate: '',
          weeklyDiscount: 10,
          monthlyDiscount: null,
          threeMonthDiscount: null,
        },
      },
    ]);
  });

  it('keeps the stored discounts when she changes only a price, since the server sets a discount left out to 0', async () => {
    const sent: unknown[] = [];
    const stored = listingFixture({ id: LIST_ID });
    stored.listingData = {
      ...stored.listingData!,
      currency: 'USD',
      basePrice: 100,
      weeklyDiscount: 10,
      monthlyDiscount: 20,
      threeMonthDiscount: 30,
    };
    asAda(`/become-a-host/${LIST_ID}/pricing`, [
      listingAnswer(LIST_ID, stored),
      changeAnswer(UpdateListingPricingDocument, 'updateListingPricing', { status: 'success', listing: stored }, sent),
    ]);
    await screen.findByRole('form', { name: 'Pricing' });
    change('Base price per night', '120');
    save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      pricing: { basePrice: '120', weeklyDiscount: 10, monthlyDiscount: 20, threeMonthDiscount: 30 },
    });
  });

  it("shows the deposit's maximum beside the deposit, with the advice of spec 001 §5, before sending", async () => {
    const sent: unknown[] = [];
    const message =
      'The security deposit can be at most $5,000.00. If you need more cover, please add it to your house rules.';
    asAda(`/become-a-host/${LIST_ID}/pricing`, [
      listingAnswer(LIST_ID, listingFixture({ id: LIST_ID })),
      changeAnswer(UpdateListingPricingDocument, 'updateListingPricing', { status: 'invalid' }, sent),
    ]);
    const form = await screen.findByRole('form', { name: 'Pricing' });
    fireEvent.change(within(form).getByLabelText('Currency'), { target: { value: 'USD' } });
    change('Base price per night', '100');
    change('Security deposit (optional)', '9000');
    save();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Security deposit (optional)')));
    expect(errorOf('Security deposit (optional)')).toBe(message);
    expect(sent).toEqual([]);
  });

  it('refuses a minimum above the maximum before sending', async () => {
    const sent: unknown[] = [];
    asAda(`/become-a-host/${LIST_ID}/calendar`, [
      listingAnswer(LIST_ID, listingFixture({ id: LIST_ID })),
      changeAnswer(UpdateListingBookingSettingsDocument, 'updateListingBookingSettings', { status: 'invalid' }, sent),
    ]);
    await screen.findByRole('form', { name: 'Calendar and booking' });
    change('Minimum nights', '5');
    change('Maximum nights', '3');
    save();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Minimum nights')));
    expect(errorOf('Minimum nights')).toBe('Minimum nights must not be more than maximum nights.');
    expect(sent).toEqual([]);
  });

  it('sends the booking settings with the times and the blocked weekdays', async () => {
    const sent: unknown[] = [];
    asAda(`/become-a-host/${LIST_ID}/calendar`, [
      listingAnswer(LIST_ID, listingFixture({ id: LIST_ID })),
      changeAnswer(
        UpdateListingBookingSettingsDocument,
        'updateListingBookingSettings',
        {
          status: 'invalid',
          fieldErrors: [{ field: 'checkOutTime', message: 'Please choose a time from the list.' }],
        },
        sent,
      ),
    ]);
    const booking = await screen.findByRole('form', { name: 'Calendar and booking' });
    change('Minimum nights', '2');
    change('Maximum nights', '30');
    change('Advance notice', '2');
    change('Guests can book', '6');
    change('Check-in from', '15:00');
    change('Check-in until', '20:30');
    fireEvent.click(within(booking).getByLabelText('Sunday'));
    fireEvent.click(screen.getByLabelText('Instant book: requests are accepted at once'));
    save();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Check-out by')));
    expect(errorOf('Check-out by')).toBe('Please choose a time from the list.');
    expect(sent).toEqual([
      {
        listId: LIST_ID,
        booking: {
          minNight: 2,
          maxNight: 30,
          advanceNoticeDays: 2,
          bookingWindowMonths: 6,
          checkInStart: '15:00',
          checkInEnd: '20:30',
          checkOutTime: 'flexible',
          blockedCheckInDays: ['SUN'],
          instantBook: true,
          isLongerStay: false,
          isMonthPlus: false,
          isExclusive: false,
        },
      },
    ]);
  });

  it('sends the house rules picked and her own', async () => {
    const sent: unknown[] = [];
    const { router } = asAda(`/become-a-host/${LIST_ID}/house-rules`, [
      listingAnswer(LIST_ID, listingFixture({ id: LIST_ID })),
      changeAnswer(
        UpdateListingHouseRulesDocument,
        'updateListingHouseRules',
        { status: 'success', listing: listingFixture({ id: LIST_ID }) },
        sent,
      ),
    ]);
    fireEvent.click(await screen.findByLabelText('No smoking'));
    change('Your own rules (optional)', 'Shoes off, please.');
    save();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/become-a-host/${LIST_ID}/cancellation-policy`));
    expect(sent).toEqual([{ listId: LIST_ID, rules: { houseRuleIds: [39], customHouseRules: 'Shoes off, please.' } }]);
  });

  it('offers the cancellation policies by the names of spec 001 §9 and sends the one chosen', async () => {
    const sent: unknown[] = [];
    const { router } = asAda(`/become-a-host/${LIST_ID}/cancellation-policy`, [
      listingAnswer(LIST_ID, listingFixture({ id: LIST_ID })),
      changeAnswer(
        SetListingCancellationPolicyDocument,
        'setListingCancellationPolicy',
        { status: 'success', listing: listingFixture({ id: LIST_ID }) },
        sent,
      ),
    ]);
    const form = await screen.findByRole('form', { name: 'Cancellation policy' });
    expect(
      within(form)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['flexible', 'moderate', 'strict', 'superStrict30']);
    const superStrict = screen.getByRole('radio', { name: 'Super Strict 30 Days' });
    expect(document.getElementById(superStrict.getAttribute('aria-describedby')!)?.textContent).toBe(
      '50% refund up to 30 days before arrival',
    );
    fireEvent.click(superStrict);
    save();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/become-a-host/${LIST_ID}/guest-pledge`));
    expect(sent).toEqual([{ listId: LIST_ID, policy: 'superStrict30' }]);
  });

  it('asks her to agree to the guest pledge when she saves without agreeing, and sends nothing', async () => {
    const sent: unknown[] = [];
    asAda(`/become-a-host/${LIST_ID}/guest-pledge`, [
      listingAnswer(LIST_ID, listingFixture({ id: LIST_ID })),
      changeAnswer(
        AcceptGuestPledgeDocument,
        'acceptGuestPledge',
        {
          status: 'invalid',
          fieldErrors: [{ field: 'guestPledge', message: 'Please agree to the guest pledge to continue.' }],
        },
        sent,
      ),
    ]);
    await screen.findByRole('form', { name: 'Guest pledge' });
    save();
    const agree = screen.getByLabelText('I agree to the guest pledge');
    await waitFor(() => expect(document.activeElement).toBe(agree));
    expect(errorOf('I agree to the guest pledge')).toBe('Please agree to the guest pledge to continue.');
    expect(sent).toEqual([]);
  });

  it('goes to the overview once the pledge is agreed', async () => {
    const done = listingFixture({ id: LIST_ID, step2: 'completed', step3: 'completed' });
    const { router } = asAda(`/become-a-host/${LIST_ID}/guest-pledge`, [
      listingAnswer(LIST_ID, listingFixture({ id: LIST_ID })),
      changeAnswer(AcceptGuestPledgeDocument, 'acceptGuestPledge', { status: 'success', listing: done }, []),
    ]);
    fireEvent.click(await screen.findByLabelText('I agree to the guest pledge'));
    save();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/become-a-host/${LIST_ID}/home`));
    expect(await screen.findByRole('button', { name: 'Submit for approval' })).toBeTruthy();
  });
});
