import { describe, expect, it } from 'vitest';
import {
  checkClaimInput,
  claimWindowEnd,
  DEPOSIT_TEXTS,
  depositSweep,
  isWithinClaimWindow,
  settlementOf,
} from './security-deposit';

const at = (iso: string) => Date.parse(iso);

describe('the claim window', () => {
  it('ends at midnight starting the 8th day after check-out in Lisbon (summer time, UTC+1)', () => {
    // check-out Monday 2027-06-07; the 7th day after is Monday 2027-06-14, which ends at 2027-06-15 00:00 Lisbon
    expect(claimWindowEnd('2027-06-07', 'Europe/Lisbon')).toBe(at('2027-06-14T23:00:00Z'));
    expect(isWithinClaimWindow('2027-06-07', 'Europe/Lisbon', at('2027-06-14T22:59:59.999Z'))).toBe(true);
    expect(isWithinClaimWindow('2027-06-07', 'Europe/Lisbon', at('2027-06-14T23:00:00Z'))).toBe(false);
  });

  it('ends at the same local midnight in Los Angeles (UTC-7), hours later in UTC', () => {
    expect(claimWindowEnd('2027-06-07', 'America/Los_Angeles')).toBe(at('2027-06-15T07:00:00Z'));
    // the instant Lisbon's window closed is still inside Los Angeles's
    expect(isWithinClaimWindow('2027-06-07', 'America/Los_Angeles', at('2027-06-14T23:00:00Z'))).toBe(true);
    expect(isWithinClaimWindow('2027-06-07', 'America/Los_Angeles', at('2027-06-15T06:59:59Z'))).toBe(true);
    expect(isWithinClaimWindow('2027-06-07', 'America/Los_Angeles', at('2027-06-15T07:00:00Z'))).toBe(false);
  });

  it('is open on check-out day itself', () => {
    expect(isWithinClaimWindow('2027-06-07', 'Europe/Lisbon', at('2027-06-07T10:00:00Z'))).toBe(true);
  });
});

describe('a claim as typed', () => {
  const deposit = { amountMinor: 30_000, currency: 'EUR' };

  it('is taken in minor units of the stay currency, its reason trimmed', () => {
    expect(checkClaimInput(deposit, '85.50', '  A broken lamp. ')).toEqual({
      ok: true,
      claimedMinor: 8_550,
      reason: 'A broken lamp.',
    });
    expect(checkClaimInput(deposit, '300', 'All of it')).toMatchObject({ ok: true, claimedMinor: 30_000 });
  });

  it('refuses more than the deposit, nothing, a negative amount, words and a third decimal', () => {
    expect(checkClaimInput(deposit, '300.01', 'x')).toEqual({ ok: false, message: DEPOSIT_TEXTS.amountOverDeposit });
    expect(checkClaimInput(deposit, '0', 'x')).toEqual({ ok: false, message: DEPOSIT_TEXTS.amountZero });
    expect(checkClaimInput(deposit, '-5', 'x')).toEqual({ ok: false, message: DEPOSIT_TEXTS.amountZero });
    expect(checkClaimInput(deposit, 'ten', 'x')).toEqual({ ok: false, message: DEPOSIT_TEXTS.amountInvalid });
    expect(checkClaimInput(deposit, '1.005', 'x')).toEqual({ ok: false, message: DEPOSIT_TEXTS.amountInvalid });
  });

  it('needs a reason of at most 1000 characters', () => {
    expect(checkClaimInput(deposit, '10', '   ')).toEqual({ ok: false, message: DEPOSIT_TEXTS.reasonRequired });
    expect(checkClaimInput(deposit, '10', 'x'.repeat(1001))).toEqual({
      ok: false,
      message: DEPOSIT_TEXTS.reasonTooLong,
    });
    expect(checkClaimInput(deposit, '10', 'x'.repeat(1000)).ok).toBe(true);
  });

  it('reads a currency without decimals whole', () => {
    expect(checkClaimInput({ amountMinor: 20_000, currency: 'JPY' }, '5000', 'x')).toMatchObject({
      claimedMinor: 5_000,
    });
  });
});

describe('a settled deposit', () => {
  it('gives the host the approved claim and the guest the rest', () => {
    expect(settlementOf({ amountMinor: 30_000, claimedMinor: 8_550 }, 'approved')).toEqual({
      refundMinor: 21_450,
      hostPayoutMinor: 8_550,
    });
  });

  it('gives the guest everything when refused or released', () => {
    expect(settlementOf({ amountMinor: 30_000, claimedMinor: 8_550 }, 'refused')).toEqual({
      refundMinor: 30_000,
      hostPayoutMinor: 0,
    });
    expect(settlementOf({ amountMinor: 30_000, claimedMinor: null }, 'released').refundMinor).toBe(30_000);
  });
});

describe('the deposit sweeper', () => {
  const pending = { claimStatus: 'noClaim' as const, refundStatus: 'pending' as const };
  const stay = (reservationState: string) => ({ reservationState, checkOut: '2027-06-07', timeZone: 'Europe/Lisbon' });
  const during = at('2027-06-10T12:00:00Z');
  const after = at('2027-06-15T00:00:00Z');

  it('takes the deposit of a confirmed stay that is only authorised', () => {
    expect(depositSweep(pending, stay('confirmed'), 'authorised', during)).toBe('capture');
  });

  it('waits while a request is not yet accepted', () => {
    expect(depositSweep(pending, stay('requestToBook'), 'authorised', during)).toBe('none');
  });

  it('gives back the deposit of a stay given up', () => {
    expect(depositSweep(pending, stay('declined'), 'authorised', during)).toBe('release');
    expect(depositSweep(pending, stay('cancelled'), 'captured', during)).toBe('release');
  });

  it('releases an unclaimed deposit once the 7 days are over, not before', () => {
    expect(depositSweep(pending, stay('completed'), 'captured', during)).toBe('none');
    expect(depositSweep(pending, stay('completed'), 'captured', after)).toBe('release');
  });

  it('leaves a claimed deposit to the admin, and a settled one alone', () => {
    expect(depositSweep({ ...pending, claimStatus: 'claimed' }, stay('completed'), 'captured', after)).toBe('none');
    expect(depositSweep({ ...pending, refundStatus: 'completed' }, stay('declined'), 'cancelled', after)).toBe('none');
  });

  it('has nothing to do without a hold', () => {
    expect(depositSweep(pending, stay('completed'), null, after)).toBe('none');
  });
});
