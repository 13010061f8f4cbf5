// The rules of the stays e-mails: the right thread role, the spec's own sentences, the 24-hour windows, the three
// alternatives, the admin's reservation number, the zero payout and the started/starting switch.
import { describe, expect, it } from 'vitest';
import type { EmailDefinition } from '../define';
import { emailContext, renderEmail } from '../render';
import {
  bookingConfirmedToGuest,
  bookingConfirmedToHost,
  bookingRequestToGuest,
  bookingRequestToHost,
  instantBookingToGuest,
  instantBookingToHost,
  insufficientFundsToAdmin,
  insufficientFundsToGuest,
  insufficientFundsToHost,
  requestDeclinedToGuest,
  requestExpiredToGuest,
  requestExpiredToHost,
} from './stays';
import {
  arrivalReminderToAdmin,
  arrivalReminderToGuest,
  newReviewToAdmin,
  reviewPromptToGuest,
  reviewPromptToHost,
} from './stays-arrivals';
import {
  cancellationToAdmin,
  cancellationToGuest,
  cancellationToHost,
  depositClaimToAdmin,
  depositClaimToGuest,
  depositClaimToHost,
} from './stays-cancellations';
import {
  counterOfferToGuest,
  declinedOfferToAdmin,
  inquiryDeclinedToGuest,
  inquiryPreApprovedToGuest,
  inquiryToHost,
  specialPriceApprovedToGuest,
  specialPriceRequestToHost,
} from './stays-inquiries';
import { flaggedThreadMessageToAdmin, reservationThreadMessage } from './stays-messages';
import { SAMPLE_STAY, guestsLabel } from './stays-shared';

const SITE = 'https://club.example';
/** Before the sample stays (April and May 2027). */
const ctx = emailContext(SITE, new Date('2026-11-23T10:00:00Z'));

async function rendered<Data>(definition: EmailDefinition<Data>, data: Data = definition.sample, context = ctx) {
  const email = await renderEmail(definition, data, context);
  const hrefs = [...email.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
  return { ...email, hrefs, preview: definition.preview(data, context) };
}

describe('message thread links', () => {
  it('open the thread as host in e-mails to the host and as guest in e-mails to the guest', async () => {
    const threadId = bookingRequestToHost.sample.threadId;
    for (const definition of [
      bookingRequestToHost,
      bookingConfirmedToHost,
      insufficientFundsToHost,
      requestExpiredToHost,
    ]) {
      expect((await rendered(definition)).hrefs).toContain(`${SITE}/message/${threadId}/host`);
    }
    for (const definition of [bookingRequestToGuest, bookingConfirmedToGuest, arrivalReminderToGuest]) {
      expect((await rendered(definition)).hrefs).toContain(`${SITE}/message/${threadId}/guest`);
    }
    expect((await rendered(inquiryToHost)).hrefs).toContain(`${SITE}/message/${inquiryToHost.sample.threadId}/host`);
    expect((await rendered(counterOfferToGuest)).hrefs).toContain(
      `${SITE}/message/${counterOfferToGuest.sample.threadId}/guest`,
    );
  });

  it('pick the role of a thread message from its thread type', async () => {
    const sample = reservationThreadMessage.sample;
    const asHost = await rendered(reservationThreadMessage, { ...sample, threadType: 'host' });
    const asOwner = await rendered(reservationThreadMessage, { ...sample, threadType: 'owner' });
    const asGuest = await rendered(reservationThreadMessage, { ...sample, threadType: 'guest' });
    expect(asHost.hrefs).toContain(`${SITE}/message/${sample.threadId}/host`);
    expect(asOwner.hrefs).toContain(`${SITE}/message/${sample.threadId}/host`);
    expect(asGuest.hrefs).toContain(`${SITE}/message/${sample.threadId}/guest`);
    expect(asGuest.hrefs).not.toContain(`${SITE}/message/${sample.threadId}/host`);
  });
});

describe('a member message inside an e-mail', () => {
  it('shows her words as text, never as markup, scripts or links', async () => {
    const message =
      '<p>Hi &amp; hello!</p><script>alert("x")</script><p>See <a href="https://elsewhere.example">this</a><br>Thanks</p><img src=x onerror=alert(1)>';
    const email = await rendered(reservationThreadMessage, { ...reservationThreadMessage.sample, message });
    expect(email.text).toContain('Hi & hello!');
    expect(email.text).toContain('See this');
    expect(email.html).not.toContain('<script');
    expect(email.html).not.toContain('alert');
    expect(email.html).not.toContain('onerror');
    expect(email.hrefs).not.toContain('https://elsewhere.example');
    expect(email.preview).toBe('Hi & hello! See this Thanks');
  });

  it('tells the admin what screening found in a flagged message', async () => {
    const email = await rendered(flaggedThreadMessageToAdmin);
    expect(email.text).toContain(
      'It seems to contain an e-mail address, a phone number and a request to share contact information.',
    );
    expect(email.hrefs).toContain(`${SITE}/users/show/${flaggedThreadMessageToAdmin.sample.profileId}`);
  });
});

describe('the spec’s own sentences', () => {
  it('tells the guest about insufficient funds word for word', async () => {
    const email = await rendered(insufficientFundsToGuest);
    expect(email.text).toContain(
      'We regret to inform you that your request to book has been canceled due to insufficient funds in your card. Please try another request with a valid card.',
    );
  });

  it('tells the host the guest lacked funds when she accepted, and that the guest was told', async () => {
    const email = await rendered(insufficientFundsToHost);
    expect(email.text).toContain('Thank you for accepting Maya');
    expect(email.text).toContain('it had insufficient funds');
    expect(email.text).toContain('We have let Maya know');
  });

  it('says a declined card will not be charged, and an expired request is not charged and may be sent again', async () => {
    expect((await rendered(requestDeclinedToGuest)).text).toContain(
      'Since your request was declined, your card will not be charged.',
    );
    const expired = await rendered(requestExpiredToGuest);
    expect(expired.text).toContain('You will not be charged.');
    expect(expired.text).toContain('You may request these dates again');
    expect(expired.hrefs).toContain(`${SITE}/`);
    expect((await rendered(requestExpiredToHost)).text).toContain('No payment was received');
  });
});

describe('amounts an event did not carry', () => {
  const unknown = { ...SAMPLE_STAY, serviceFee: null, hostServiceFee: null, payoutToHost: null };

  it("leave their rows out of the host's and the guest's e-mails, never shown as 0", async () => {
    for (const definition of [bookingRequestToHost, bookingConfirmedToHost, instantBookingToHost]) {
      const email = await rendered(definition as EmailDefinition<typeof unknown>, unknown);
      expect(email.text).not.toContain('Your payout:');
      expect(email.text).not.toMatch(/€0\b/);
      expect(email.preview).not.toContain('payout');
    }
    for (const definition of [bookingConfirmedToGuest, instantBookingToGuest]) {
      const email = await rendered(definition, unknown);
      expect(email.text).not.toContain('Service fee:');
      expect(email.text).toContain('Total charged');
    }
  });

  it('show them when known', async () => {
    const host = await rendered(bookingConfirmedToHost);
    expect(host.text).toContain('€1,155');
    expect(host.preview).toContain('Your payout is €1,155.');
    expect((await rendered(instantBookingToGuest)).text).toContain('€96.50');
  });
});

describe('a declined request', () => {
  const alternative = (listId: number) => ({
    listId,
    listTitle: `Home ${listId}`,
    city: 'Lisbon',
    nightlyPrice: 100 + listId / 2,
    currency: 'EUR',
  });

  it('suggests at most three other listings, each linked by its own address with its city and price', async () => {
    const data = { ...requestDeclinedToGuest.sample, alternatives: [1, 2, 3, 4, 5].map(alternative) };
    const email = await rendered(requestDeclinedToGuest, data);
    const listingLinks = email.hrefs.filter((href) => href.startsWith(`${SITE}/rooms/`));
    expect(listingLinks).toEqual([`${SITE}/rooms/home-1-1`, `${SITE}/rooms/home-2-2`, `${SITE}/rooms/home-3-3`]);
    expect(email.text).toContain('Home 1');
    expect(email.text).toContain(', Lisbon · €100.50 a night');
    expect(email.text).toContain("These members' homes in Lisbon might suit you just as well:");
    expect(email.text).not.toContain('Home 4');
  });

  it('names no city when a suggestion is elsewhere, and no price it does not know', async () => {
    const alternatives = [
      { ...alternative(1), city: 'Porto' },
      { listId: 2, listTitle: 'Home 2', city: 'Lisbon' },
    ];
    const email = await rendered(requestDeclinedToGuest, { ...requestDeclinedToGuest.sample, alternatives });
    expect(email.text).toContain("These members' homes might suit you just as well:");
    expect(email.text).toContain(', Porto · €100.50 a night');
    expect(email.text).not.toMatch(/Lisbon · /);
  });

  it('suggests none when there are none, and still offers the search', async () => {
    const email = await rendered(requestDeclinedToGuest, { ...requestDeclinedToGuest.sample, alternatives: [] });
    expect(email.hrefs.filter((href) => href.startsWith(`${SITE}/rooms/`))).toEqual([]);
    expect(email.text).not.toContain('might suit you');
    expect(email.hrefs).toContain(`${SITE}/`);
  });
});

describe('the 24-hour windows', () => {
  it('promise a host answer within 24 hours to both sides of a request or inquiry', async () => {
    expect((await rendered(bookingRequestToHost)).text).toContain('within 24 hours');
    expect((await rendered(bookingRequestToGuest)).text).toContain('She will answer within 24 hours');
    expect((await rendered(inquiryToHost)).text).toContain('Please answer within 24 hours');
    expect((await rendered(specialPriceRequestToHost)).text).toContain('please answer within 24 hours');
  });

  it('give the guest 24 hours to book a pre-approved inquiry or an approved special price, and to answer a counter-offer', async () => {
    const preApproved = await rendered(inquiryPreApprovedToGuest);
    expect(preApproved.text).toContain('You have 24 hours to book these dates');
    expect(preApproved.hrefs).toContain(`${SITE}/message/${inquiryPreApprovedToGuest.sample.threadId}/guest`);
    expect((await rendered(specialPriceApprovedToGuest)).text).toContain('You have 24 hours to book at this price');
    expect((await rendered(counterOfferToGuest)).text).toContain('accept or decline her counter-offer within 24 hours');
  });
});

describe('a declined inquiry', () => {
  it('names the dates and sends the guest on to other homes', async () => {
    const email = await rendered(inquiryDeclinedToGuest);
    expect(email.text).toContain('from Mon, May 3rd, 2027 to Mon, May 10th, 2027');
    expect(email.hrefs).toContain(`${SITE}/`);
  });
});

describe('reservation numbers for admins', () => {
  it('are the stored id + 1000, and members never see them', async () => {
    const id = cancellationToAdmin.sample.reservationId;
    for (const definition of [
      cancellationToAdmin,
      insufficientFundsToAdmin,
      arrivalReminderToAdmin,
      depositClaimToAdmin,
    ]) {
      const email = await rendered(definition);
      expect(email.text).toContain(`Reservation number: ${id + 1000}`);
      expect(email.text).not.toContain(`Reservation number: ${id}\n`);
    }
    expect((await rendered(cancellationToAdmin)).subject).toBe(`Reservation ${id + 1000} cancelled by host`);
    expect((await rendered(newReviewToAdmin)).preview).toContain(`Reservation ${id + 1000}`);
    for (const definition of [cancellationToGuest, cancellationToHost]) {
      expect((await rendered(definition)).text).not.toContain(String(id + 1000));
    }
  });
});

describe('cancellations', () => {
  it('say "starting" before the first day of the stay and "started" once it has passed', async () => {
    const checkIn = '2027-04-12';
    const data = { ...cancellationToGuest.sample, checkIn };
    const before = await rendered(cancellationToGuest, data, emailContext(SITE, new Date('2027-04-12T23:00:00Z')));
    const after = await rendered(cancellationToGuest, data, emailContext(SITE, new Date('2027-04-13T08:00:00Z')));
    expect(before.text).toContain('starting Mon, Apr 12th, 2027');
    expect(after.text).toContain('started Mon, Apr 12th, 2027');
    const hostAfter = await rendered(cancellationToHost, data, emailContext(SITE, new Date('2027-04-14T08:00:00Z')));
    expect(hostAfter.text).toContain('started Mon, Apr 12th, 2027');
    expect(hostAfter.text).not.toContain('open on your calendar again');
    const adminBefore = await rendered(cancellationToAdmin, data, emailContext(SITE, new Date('2027-04-01T08:00:00Z')));
    expect(adminBefore.text).toContain('starting Mon, Apr 12th, 2027');
  });

  it('tell the host she gets nothing when the payout is zero, and the amount when it is not', async () => {
    const nothing = await rendered(cancellationToHost, { ...cancellationToHost.sample, payoutToHost: 0 });
    expect(nothing.text).toContain(
      'Under the Moderate cancellation policy, there is no payout for this reservation: you will receive nothing for it.',
    );
    const strict = await rendered(cancellationToHost, {
      ...cancellationToHost.sample,
      cancellationPolicy: 'Strict',
      payoutToHost: 577.5,
    });
    expect(strict.text).toContain('Under the Strict cancellation policy, you will receive a payout of €577.50');
    expect(strict.text).toContain('Strict (50% refund up to 1 week before arrival)');
  });

  it('tell the guest her refund under the policy, or that there is none, and apologise when the host cancelled', async () => {
    const refunded = await rendered(cancellationToGuest);
    expect(refunded.text).toContain('Under the Moderate cancellation policy, €1,190 will be refunded to your card.');
    const none = await rendered(cancellationToGuest, {
      ...cancellationToGuest.sample,
      cancellationPolicy: 'Super Strict 30 Days',
      refundToGuest: 0,
    });
    expect(none.text).toContain(
      'Under the Super Strict 30 Days cancellation policy, this cancellation is not refundable.',
    );
    const byHost = await rendered(cancellationToGuest, {
      ...cancellationToGuest.sample,
      cancelledBy: 'host',
      refundToGuest: 1286.5,
    });
    expect(byHost.subject).toBe('Inês had to cancel your reservation');
    expect(byHost.text).toContain('You will be refunded €1,286.50.');
    expect(byHost.hrefs).toContain(`${SITE}/`);
  });
});

describe('reviews and the security deposit', () => {
  it('link both sides to the review page of the reservation', async () => {
    const link = `${SITE}/review/write/${reviewPromptToGuest.sample.reservationId}`;
    expect((await rendered(reviewPromptToGuest)).hrefs).toContain(link);
    expect((await rendered(reviewPromptToHost)).hrefs).toContain(link);
  });

  it('remind the host of the 7-day claim window only when the listing has a deposit', async () => {
    const withDeposit = await rendered(reviewPromptToHost);
    expect(withDeposit.text).toContain('within 7 days after check-out, until Mon, Apr 26th, 2027');
    const without = await rendered(reviewPromptToHost, { ...reviewPromptToHost.sample, securityDeposit: null });
    expect(without.text).not.toContain('security deposit');
  });

  it('tell the guest the admin will review and may charge, the host that it went to the admin, the admin the fee and reason', async () => {
    expect((await rendered(depositClaimToGuest)).text).toContain(
      'The Golightly team will review the claim and may charge',
    );
    expect((await rendered(depositClaimToHost)).text).toContain('has gone to the Golightly team');
    const admin = await rendered(depositClaimToAdmin);
    expect(admin.text).toContain('Claimed fee: €85');
    expect(admin.text).toContain(depositClaimToAdmin.sample.reason);
  });

  it('tell the admin who declined an offer', async () => {
    expect((await rendered(declinedOfferToAdmin)).subject).toBe('Special price request declined by host Camille');
    const byGuest = await rendered(declinedOfferToAdmin, {
      ...declinedOfferToAdmin.sample,
      type: 'specialPriceGuestDeclined',
      senderName: 'Priya',
      receiverName: 'Camille',
    });
    expect(byGuest.subject).toBe('Counter-offer declined by guest Priya');
    expect(byGuest.text).toContain("Priya (guest) declined Camille's counter-offer.");
  });
});

describe('stay details', () => {
  it('name the guests by kind, one or many', () => {
    expect(guestsLabel({ women: 2, children: 1, infants: 1 })).toBe('2 women, 1 child, 1 infant');
    expect(guestsLabel({ women: 1, men: 1, pets: 2 })).toBe('1 woman, 1 man, 2 pets');
  });

  it('say how soon the arrival is in the reminders', async () => {
    expect((await rendered(arrivalReminderToGuest, { ...arrivalReminderToGuest.sample, window: 'week' })).subject).toBe(
      'Your stay in Lisbon begins in 7 days',
    );
    expect((await rendered(arrivalReminderToGuest, { ...arrivalReminderToGuest.sample, window: 'day' })).subject).toBe(
      'Your stay in Lisbon begins in 24 hours',
    );
  });
});
