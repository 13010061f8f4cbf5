// GoSolo e-mails: the Just-BF 24-hour window, links to the right trip and payment page, the Diamond discount, the
// three cancellations and the started/starting rule.
import { describe, expect, it } from 'vitest';
import { emailContext, renderEmail } from '../render';
import {
  goSoloAwaitingFriend,
  goSoloBookingCancelled,
  goSoloBookingConfirmed,
  goSoloFriendInvoice,
  goSoloPaymentLink,
  justBfDeadline,
  roomTypeLabel,
} from './gosolo';

const ctx = emailContext('https://club.example', new Date('2027-03-01T09:00:00Z'));
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!);

describe('GoSolo e-mails', () => {
  it('gives a Just-BF 24 hours from the moment her half was invoiced', () => {
    expect(justBfDeadline('2027-03-01T18:30:00Z')).toBe('Tue, Mar 2nd, 2027 at 6:30 PM UTC');
    expect(justBfDeadline('2027-12-31T23:15:00Z')).toBe('Sat, Jan 1st, 2028 at 11:15 PM UTC');
  });

  it('sends the friend her half of the invoice with the 24-hour deadline and her own payment page', async () => {
    const email = await renderEmail(
      goSoloFriendInvoice,
      { ...goSoloFriendInvoice.sample, bookingId: 77, invoicedAt: '2027-03-01T08:00:00Z' },
      ctx,
    );
    expect(email.subject).toBe('Olivia Bennett booked Slow summer in Sicily for you both: your half is ready');
    expect(email.text).toContain('Your half: $725');
    expect(email.text).toContain('You have 24 hours to pay, until Tue, Mar 2nd, 2027 at 8:00 AM UTC.');
    expect(hrefs(email.html)).toContain('https://club.example/go-solo-remaining-payment/77');
    expect(hrefs(email.html)).toContain('https://club.example/view-trip/31');
  });

  it('tells the member who booked that her friend has the same 24 hours', async () => {
    const email = await renderEmail(goSoloAwaitingFriend, goSoloAwaitingFriend.sample, ctx);
    expect(email.subject).toBe("Your half is paid: now it's Grace's turn");
    expect(email.text).toContain('She has 24 hours to pay it, until Tue, Mar 2nd, 2027 at 6:30 PM UTC');
    expect(email.text).toContain('See the trip https://club.example/view-trip/31');
  });

  it('sends the payment link itself, on the site or as the full address the admin gave', async () => {
    const onSite = await renderEmail(goSoloPaymentLink, { ...goSoloPaymentLink.sample, link: '/go-solo/book/31' }, ctx);
    expect(onSite.text).toContain('Pay and book my place https://club.example/go-solo/book/31');
    expect(onSite.text).toContain('Room: Private en suite');
    expect(onSite.text).toContain('Sat, Jun 5th, 2027 to Sat, Jun 12th, 2027');
    const absolute = await renderEmail(
      goSoloPaymentLink,
      { ...goSoloPaymentLink.sample, link: 'https://pay.example/trip-31' },
      ctx,
    );
    expect(hrefs(absolute.html)).toContain('https://pay.example/trip-31');
  });

  it('mentions the Diamond 20% only to Diamond members', async () => {
    const diamond = await renderEmail(goSoloPaymentLink, { ...goSoloPaymentLink.sample, isDiamond: true }, ctx);
    expect(diamond.text).toContain('As a Diamond member you save 20% on GoSolo trips');
    const standard = await renderEmail(goSoloPaymentLink, { ...goSoloPaymentLink.sample, isDiamond: false }, ctx);
    expect(standard.text).not.toContain('Diamond');
  });

  it('shows the Diamond discount line in the confirmation only when there is a discount', async () => {
    const diamond = await renderEmail(goSoloBookingConfirmed, goSoloBookingConfirmed.sample, ctx);
    expect(diamond.text).toContain('Diamond discount (20%): −$580');
    expect(diamond.text).toContain('Paid: $2,320');
    expect(hrefs(diamond.html)).toContain('https://club.example/view-trip/31');
    const standard = await renderEmail(
      goSoloBookingConfirmed,
      { ...goSoloBookingConfirmed.sample, diamondDiscount: null, total: 2900 },
      ctx,
    );
    expect(standard.text).not.toContain('Diamond discount');
  });

  it('words each of the three cancellations', async () => {
    const render = (reason: 'canceled' | 'canceledByAdmin' | 'unpaidAndCanceled') =>
      renderEmail(goSoloBookingCancelled, { ...goSoloBookingCancelled.sample, reason }, ctx);
    const [byMember, byAdmin, unpaid] = await Promise.all([
      render('canceled'),
      render('canceledByAdmin'),
      render('unpaidAndCanceled'),
    ]);
    expect(byMember.subject).toBe('Your GoSolo booking is cancelled');
    expect(byMember.text).toContain('As you asked');
    expect(byAdmin.subject).toBe('Your GoSolo booking was cancelled by the Golightly team');
    expect(byAdmin.text).toContain('the Golightly team has cancelled your booking #412');
    expect(unpaid.subject).toBe('Your GoSolo booking was cancelled as unpaid');
    expect(unpaid.text).toContain('was not paid in full in time');
  });

  it('says starting for a trip still ahead and started for one under way', async () => {
    const ahead = await renderEmail(goSoloBookingCancelled, goSoloBookingCancelled.sample, ctx);
    expect(ahead.text).toContain('starting on Sat, Jun 5th, 2027');
    const underWay = await renderEmail(
      goSoloBookingCancelled,
      goSoloBookingCancelled.sample,
      emailContext('https://club.example', new Date('2027-06-07T12:00:00Z')),
    );
    expect(underWay.text).toContain('started on Sat, Jun 5th, 2027');
  });

  it('names room price types in words and shows unknown ones as they are', () => {
    expect(roomTypeLabel('privateLuxSharedBath')).toBe('Private lux shared bath');
    expect(roomTypeLabel('sharedSharedBath')).toBe('Shared shared bath');
    expect(roomTypeLabel('Garden suite')).toBe('Garden suite');
  });
});
