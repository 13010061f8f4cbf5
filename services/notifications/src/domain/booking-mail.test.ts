import { describe, expect, it } from 'vitest';
import {
  bookingEmailsFor,
  decimalHour,
  fromMinor,
  isLiveListing,
  knownFromMinor,
  type StatusChange,
} from './booking-mail';

const move = (fromStatus: string, toStatus: string, extra: Partial<StatusChange> = {}): StatusChange => ({
  fromStatus,
  toStatus,
  reason: '',
  tellAdmin: false,
  ...extra,
});
const sent = (change: StatusChange) => bookingEmailsFor(change).map((email) => `${email.type}->${email.to}`);

describe('the booking e-mails of a move', () => {
  it('tells host and guest of a request, whether new or once its card is authorised', () => {
    const both = ['bookingRequestToHost->host', 'bookingRequestToGuest->guest'];
    expect(sent(move('', 'requestToBook'))).toEqual(both);
    expect(sent(move('pending', 'requestToBook'))).toEqual(both);
    expect(sent(move('', 'pending'))).toEqual([]);
  });

  it('sends the confirmation once paid: an instant booking as such, an accepted request as accepted', () => {
    expect(sent(move('approved', 'confirmed'))).toEqual([
      'bookingConfirmedToGuest->guest',
      'bookingConfirmedToHost->host',
    ]);
    expect(sent(move('intantBooking', 'confirmed'))).toEqual([
      'instantBookingToGuest->guest',
      'instantBookingToHost->host',
    ]);
    expect(sent(move('requestToBook', 'approved'))).toEqual([]);
    expect(sent(move('', 'intantBooking'))).toEqual([]);
  });

  it('tells a declined request and a declined inquiry apart', () => {
    expect(sent(move('requestToBook', 'declined'))).toEqual(['requestDeclinedToGuest->guest']);
    expect(sent(move('inquiry', 'declined'))).toEqual(['inquiryDeclinedToGuest->guest']);
  });

  it('tells both of an expired request, and nobody of a lapsed inquiry or offer', () => {
    for (const from of ['pending', 'requestToBook', 'approved', 'intantBooking']) {
      expect(sent(move(from, 'expired'))).toEqual(['requestExpiredToGuest->guest', 'requestExpiredToHost->host']);
    }
    for (const from of ['inquiry', 'preApproved', 'specialPriceHostRequest']) {
      expect(sent(move(from, 'expired'))).toEqual([]);
    }
  });

  it('tells the host of a failed card only when her accept failed, and the admins when the event says so', () => {
    const funds = { reason: 'insufficientFunds', tellAdmin: true };
    expect(sent(move('approved', 'cancelled', funds))).toEqual([
      'insufficientFundsToGuest->guest',
      'insufficientFundsToHost->host',
      'insufficientFundsToAdmin->admin',
    ]);
    expect(sent(move('requestToBook', 'cancelled', funds))).toEqual([
      'insufficientFundsToGuest->guest',
      'insufficientFundsToAdmin->admin',
    ]);
    expect(sent(move('cancellationRequested', 'cancelled', { reason: 'admin' }))).toEqual([]);
  });

  it('sends each inquiry and special-price step to the other party, and declined offers to the admins', () => {
    expect(bookingEmailsFor(move('', 'specialPriceInquiry'))).toEqual([
      { kind: 'offer', type: 'specialPriceRequestToHost', to: 'host', sender: 'guest', price: 'special' },
    ]);
    expect(sent(move('', 'inquiry'))).toEqual(['inquiryToHost->host']);
    expect(sent(move('inquiry', 'preApproved'))).toEqual(['inquiryPreApprovedToGuest->guest']);
    expect(sent(move('specialPriceInquiry', 'specialPriceHostAccepted'))).toEqual([
      'specialPriceApprovedToGuest->guest',
    ]);
    expect(sent(move('inquiry', 'specialPriceHostRequest'))).toEqual(['counterOfferToGuest->guest']);
    expect(sent(move('specialPriceHostRequest', 'specialPriceGuestAccepted'))).toEqual([
      'counterOfferAcceptedToHost->host',
    ]);
    expect(sent(move('specialPriceInquiry', 'specialPriceHostDeclined', { tellAdmin: true }))).toEqual([
      'specialPriceDeclinedToGuest->guest',
      'declinedOfferToAdmin->admin',
    ]);
    expect(sent(move('specialPriceHostRequest', 'specialPriceGuestDeclined', { tellAdmin: true }))).toEqual([
      'counterOfferDeclinedToHost->host',
      'declinedOfferToAdmin->admin',
    ]);
  });

  it('reads minor units in each currency and arrival times as decimal hours', () => {
    expect(fromMinor(128650, 'EUR')).toBe(1286.5);
    expect(fromMinor(12000, 'JPY')).toBe(12000);
    expect(fromMinor(1500n, 'BHD')).toBe(1.5);
    expect(decimalHour('15:30')).toBe(15.5);
    expect(decimalHour('')).toBeNull();
    expect(decimalHour('25:00')).toBeNull();
  });
});

describe('amounts and listings the e-mails may not know', () => {
  it('keeps an absent amount absent and a known 0 as 0', () => {
    expect(knownFromMinor(undefined, 'EUR')).toBeNull();
    expect(knownFromMinor(null, 'EUR')).toBeNull();
    expect(knownFromMinor(0n, 'EUR')).toBe(0);
    expect(knownFromMinor(115500n, 'EUR')).toBe(1155);
    expect(knownFromMinor(1500n, 'JPY')).toBe(1500);
  });

  it('suggests only a listing members find and may book: approved, published, listed, not deleted, bookable', () => {
    const live = { approved: true, published: true, listed: true, deleted: false, bookable: true };
    expect(isLiveListing(live)).toBe(true);
    expect(isLiveListing({ ...live, approved: false })).toBe(false);
    expect(isLiveListing({ ...live, published: false })).toBe(false);
    expect(isLiveListing({ ...live, listed: false })).toBe(false);
    expect(isLiveListing({ ...live, deleted: true })).toBe(false);
    expect(isLiveListing({ ...live, bookable: false })).toBe(false);
  });
});
