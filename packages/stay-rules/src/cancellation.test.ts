import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_POLICY_KEYS,
  cancellationOutcome,
  paidTotal,
  type CancellationInput,
  type CancellationPolicyKey,
  type PaidLines,
} from './cancellation';
import { localDate } from './local-date';
import { localTime } from './time-zone';

const PAID: PaidLines = {
  stayMinor: 40_000,
  cleaningMinor: 5_000,
  taxMinor: 4_500,
  guestServiceFeeMinor: 6_000,
  bookingProtectionMinor: 3_465,
  depositMinor: 0,
  hostServiceFeeMinor: 1_485,
};

const at = (iso: string) => Date.parse(iso);
const MINUTE = 60_000;

const input = (over: Partial<CancellationInput>): CancellationInput => ({
  policy: 'flexible',
  checkIn: localDate('2026-06-10'),
  checkOut: localDate('2026-06-14'),
  checkInTime: localTime('15:00'),
  timeZone: 'Asia/Tokyo',
  now: at('2026-05-01T00:00:00Z'),
  cancelledBy: 'guest',
  paid: PAID,
  ...over,
});

const sums = (outcome: ReturnType<typeof cancellationOutcome>) =>
  outcome.refund.totalMinor + outcome.hostPayoutMinor + outcome.keptFeesMinor;

// Each policy's deadline as an instant: the check-in time that many local days before the check-in day.
// Tokyo (no summer time): 15:00 JST is 06:00Z. Los Angeles in June: 15:00 PDT is 22:00Z.
const BOUNDARIES: Record<CancellationPolicyKey, { tokyo: string; losAngeles: string; percent: number }> = {
  flexible: { tokyo: '2026-06-09T06:00:00Z', losAngeles: '2026-06-09T22:00:00Z', percent: 100 },
  moderate: { tokyo: '2026-06-05T06:00:00Z', losAngeles: '2026-06-05T22:00:00Z', percent: 100 },
  strict: { tokyo: '2026-06-03T06:00:00Z', losAngeles: '2026-06-03T22:00:00Z', percent: 50 },
  superStrict30: { tokyo: '2026-05-11T06:00:00Z', losAngeles: '2026-05-11T22:00:00Z', percent: 50 },
};

describe('cancellation by the guest, each policy on both sides of its deadline', () => {
  for (const policy of CANCELLATION_POLICY_KEYS) {
    for (const [zone, key] of [
      ['Asia/Tokyo', 'tokyo'],
      ['America/Los_Angeles', 'losAngeles'],
    ] as const) {
      it(`${policy} in ${zone}`, () => {
        const deadline = at(BOUNDARIES[policy][key]);
        const before = cancellationOutcome(input({ policy, timeZone: zone, now: deadline - MINUTE }));
        const after = cancellationOutcome(input({ policy, timeZone: zone, now: deadline }));
        expect(before.refundDeadline).toBe(deadline);
        expect(before.reason).toBe('beforeDeadline');
        expect(before.refundPercent).toBe(BOUNDARIES[policy].percent);
        expect(before.refund.stayMinor).toBe((PAID.stayMinor * BOUNDARIES[policy].percent) / 100);
        expect(before.refund.cleaningMinor).toBe(PAID.cleaningMinor);
        expect(after.reason).toBe('afterDeadline');
        expect(after.refund.stayMinor).toBe(0);
        expect(after.refund.cleaningMinor).toBe(PAID.cleaningMinor);
        expect(after.refund.guestServiceFeeMinor).toBe(0);
        expect(sums(before)).toBe(paidTotal(PAID));
        expect(sums(after)).toBe(paidTotal(PAID));
      });
    }
  }

  it('gives back the service fee and Booking Protection only with a full refund', () => {
    const flexible = cancellationOutcome(input({ policy: 'flexible' }));
    expect(flexible.refund.totalMinor).toBe(paidTotal(PAID));
    expect(flexible.hostPayoutMinor).toBe(0);
    expect(flexible.keptFeesMinor).toBe(0);
    const strict = cancellationOutcome(input({ policy: 'strict' }));
    expect(strict.refund.stayMinor).toBe(20_000);
    expect(strict.refund.taxMinor).toBe(Math.round((4_500 * 25_000) / 45_000));
    expect(strict.refund.guestServiceFeeMinor).toBe(0);
    expect(strict.refund.bookingProtectionMinor).toBe(0);
    expect(strict.hostPayoutMinor).toBeGreaterThan(0);
  });

  it('reads "1 day before" on the listing clock across a change of the clocks (Los Angeles, 8 March 2026)', () => {
    // Arrival 15:00 PDT on 8 March is 22:00Z; the day before at 15:00 is still PST, 23:00Z on 7 March: 23 real hours.
    const dst = input({
      timeZone: 'America/Los_Angeles',
      checkIn: localDate('2026-03-08'),
      checkOut: localDate('2026-03-10'),
    });
    const deadline = at('2026-03-07T23:00:00Z');
    expect(cancellationOutcome({ ...dst, now: deadline - MINUTE }).reason).toBe('beforeDeadline');
    expect(cancellationOutcome({ ...dst, now: deadline }).reason).toBe('afterDeadline');
    expect(cancellationOutcome({ ...dst, now: deadline }).arrival - deadline).toBe(23 * 60 * MINUTE);
  });

  it('keeps the stay and the cleaning once her arrival time has passed, and says the start day has begun', () => {
    const started = cancellationOutcome(input({ policy: 'flexible', now: at('2026-06-10T06:00:00Z') }));
    expect(started.reason).toBe('started');
    expect(started.nightsSpent).toBe(1);
    expect(started.startDayPassed).toBe(true);
    expect(started.refund.totalMinor).toBe(0);
    // the morning of the check-in day: the start day has begun, the stay has not
    const morning = cancellationOutcome(input({ policy: 'flexible', now: at('2026-06-09T23:00:00Z') }));
    expect(morning.startDayPassed).toBe(true);
    expect(morning.reason).toBe('afterDeadline');
    const eve = cancellationOutcome(input({ policy: 'flexible', now: at('2026-06-09T14:59:00Z') }));
    expect(eve.startDayPassed).toBe(false);
  });
});

describe('cancellation by the host', () => {
  it('gives the guest everything back before arrival and pays the host nothing', () => {
    const outcome = cancellationOutcome(
      input({ policy: 'superStrict30', cancelledBy: 'host', now: at('2026-06-09T07:00:00Z') }),
    );
    expect(outcome.reason).toBe('hostCancelled');
    expect(outcome.refund.totalMinor).toBe(paidTotal(PAID));
    expect(outcome.hostPayoutMinor).toBe(0);
  });

  it('after arrival, gives back the nights not yet begun and keeps the ones spent for the host', () => {
    // 4 nights; the second night's check-in time (11 June 15:00 JST) has come: 2 spent, 2 to give back
    const outcome = cancellationOutcome(input({ cancelledBy: 'host', now: at('2026-06-11T06:00:00Z') }));
    expect(outcome.nightsSpent).toBe(2);
    expect(outcome.refund.stayMinor).toBe(20_000);
    expect(outcome.refund.cleaningMinor).toBe(0);
    expect(outcome.refund.guestServiceFeeMinor).toBe(3_000);
    expect(sums(outcome)).toBe(paidTotal(PAID));
  });
});

describe('the deposit', () => {
  it('always comes back whole', () => {
    const paid = { ...PAID, depositMinor: 25_000 };
    for (const now of [at('2026-05-01T00:00:00Z'), at('2026-06-12T00:00:00Z')]) {
      expect(cancellationOutcome(input({ policy: 'strict', paid, now })).refund.depositMinor).toBe(25_000);
    }
  });
});

describe('property: refund + payout + kept fees = paid', () => {
  const minor = (max: number) => fc.integer({ min: 0, max });
  const paidArb: fc.Arbitrary<PaidLines> = fc
    .record({
      stayMinor: minor(5_000_000),
      cleaningMinor: minor(50_000),
      taxMinor: minor(500_000),
      guestServiceFeeMinor: minor(500_000),
      bookingProtectionMinor: minor(500_000),
      depositMinor: minor(500_000),
      fee: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    .map(({ fee, ...lines }) => ({
      ...lines,
      hostServiceFeeMinor: Math.floor((lines.stayMinor + lines.cleaningMinor + lines.taxMinor) * fee * 0.2),
    }));
  it('holds for every policy, zone, side and moment', () => {
    fc.assert(
      fc.property(
        paidArb,
        fc.constantFrom(...CANCELLATION_POLICY_KEYS),
        fc.constantFrom('Asia/Tokyo', 'America/Los_Angeles', 'Europe/London'),
        fc.constantFrom('guest' as const, 'host' as const),
        fc.integer({ min: 0, max: 60 * 24 * 60 }),
        (paid, policy, timeZone, cancelledBy, minutes) => {
          const outcome = cancellationOutcome(
            input({ paid, policy, timeZone, cancelledBy, now: at('2026-05-01T00:00:00Z') + minutes * MINUTE }),
          );
          const r = outcome.refund;
          expect(r.totalMinor).toBe(
            r.stayMinor +
              r.cleaningMinor +
              r.taxMinor +
              r.guestServiceFeeMinor +
              r.bookingProtectionMinor +
              r.depositMinor,
          );
          expect(sums(outcome)).toBe(paidTotal(paid));
          for (const value of [...Object.values(r), outcome.hostPayoutMinor, outcome.keptFeesMinor]) {
            expect(Number.isInteger(value) && value >= 0).toBe(true);
          }
        },
      ),
    );
  });
});
