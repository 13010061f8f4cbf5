import { describe, expect, it } from 'vitest';
import {
  ANSWER_WINDOW_MS,
  decide,
  HOLDING_STATUSES,
  holdsNights,
  PAYMENT_WINDOW_MS,
  RESERVATION_STATUSES,
  statusLabel,
  TRANSITIONS,
  windowEnd,
  type ActorRole,
  type ReservationAction,
  type ReservationStatus,
} from './reservation-states';

const ROLES: ActorRole[] = ['guest', 'host', 'coHost', 'admin', 'system'];
const ACTIONS = [...new Set(TRANSITIONS.map((row) => row.action))] as ReservationAction[];

describe('the reservation state machine', () => {
  it('labels the 18 codes of spec 001 §4 as shown there, and an unknown code with nothing', () => {
    expect(RESERVATION_STATUSES).toHaveLength(20);
    expect(statusLabel('intantBooking')).toBe('Instant Book');
    expect(statusLabel('confirmed')).toBe('Booking Confirmed');
    expect(statusLabel('specialPriceHostRequest')).toBe('counter-offer');
    expect(statusLabel('specialPriceGuestAccepted')).toBe('counter-offer accepted');
    expect(statusLabel('instantBooking')).toBe('');
  });

  it('writes each transition once: one start, one action and one actor lead to one place unless a preference picks', () => {
    const seen = new Map<string, ReservationStatus[]>();
    for (const row of TRANSITIONS) {
      for (const actor of row.actors) {
        const key = `${row.from}/${row.action}/${actor}`;
        seen.set(key, [...(seen.get(key) ?? []), row.to]);
      }
    }
    const ambiguous = [...seen].filter(([, targets]) => targets.length > 1).map(([key]) => key);
    expect(ambiguous).toEqual(['null/requestToBook/guest']);
  });

  describe.each(TRANSITIONS.flatMap((row) => row.actors.map((actor) => [row, actor] as const)))(
    '%o by %s',
    (row, actor) => {
      it('is allowed and lands where the table says', () => {
        const decision = decide(row.from, row.action, actor, row.to);
        expect(decision).toEqual({ allowed: true, transition: row });
      });

      it('holds nights exactly when it enters a holding status, and releases them exactly when it leaves one', () => {
        const heldBefore = row.from !== null && holdsNights(row.from);
        const heldAfter = holdsNights(row.to);
        expect(row.effects.nights === 'hold').toBe(!heldBefore && heldAfter);
        expect(row.effects.nights === 'release').toBe(heldBefore && !heldAfter);
      });
    },
  );

  it('refuses every pair the table does not name, with a sentence naming the status or the roles', () => {
    let refused = 0;
    for (const from of [null, ...RESERVATION_STATUSES]) {
      for (const action of ACTIONS) {
        for (const actor of ROLES) {
          const allowed = TRANSITIONS.some(
            (row) => row.from === from && row.action === action && row.actors.includes(actor),
          );
          const decision = decide(from, action, actor);
          expect(decision.allowed).toBe(allowed);
          if (!decision.allowed) {
            refused += 1;
            expect(decision.message).toMatch(/^(You cannot|Only|A reservation cannot start)/);
          }
        }
      }
    }
    expect(refused).toBeGreaterThan(2000);
  });

  it.each([
    ['confirmed', 'accept', 'host', 'You cannot accept a reservation that is "Booking Confirmed".'],
    ['declined', 'decline', 'host', 'You cannot decline a reservation that is "Declined".'],
    ['expired', 'book', 'guest', 'You cannot book a reservation that is "Expired".'],
    ['requestToBook', 'accept', 'guest', 'Only the host can accept.'],
    ['requestToBook', 'accept', 'admin', 'Only the host can accept.'],
    ['specialPriceHostRequest', 'acceptCounterOffer', 'host', 'Only the guest can accept the counter-offer.'],
    ['requestToBook', 'decline', 'guest', 'Only the host or an admin can decline.'],
    ['requestToBook', 'expire', 'host', 'Only the system can expire.'],
    ['completed', 'complete', 'system', 'You cannot complete a reservation that is "Completed".'],
    [null, 'accept', 'host', 'A reservation cannot start by "accept".'],
  ] as const)('refuses %s → %s by %s: %s', (from, action, actor, message) => {
    expect(decide(from, action, actor)).toMatchObject({ allowed: false, message });
  });

  it('lets a co-host take every action of her host, and nothing the host may not', () => {
    for (const row of TRANSITIONS) expect(row.actors.includes('coHost')).toBe(row.actors.includes('host'));
  });

  it('never lets a finished reservation move again', () => {
    const finished: ReservationStatus[] = ['declined', 'expired', 'cancelled', 'cancelledByGuest', 'cancelledByHost'];
    for (const status of finished) expect(TRANSITIONS.filter((row) => row.from === status)).toEqual([]);
    expect(HOLDING_STATUSES).not.toContain('inquiry');
  });

  it('opens 24 hours to answer, cut at the end of the check-in day on the listing clock, and 5 minutes to pay', () => {
    const now = Date.UTC(2026, 5, 1, 12);
    const farAway = now + 10 * ANSWER_WINDOW_MS;
    expect(windowEnd({ window: '24h' }, now, farAway, null)).toEqual(new Date(now + ANSWER_WINDOW_MS));
    expect(windowEnd({ window: '24h' }, now, now + 3_600_000, null)).toEqual(new Date(now + 3_600_000));
    expect(windowEnd({ window: 'payment' }, now, farAway, null)).toEqual(new Date(now + PAYMENT_WINDOW_MS));
    expect(windowEnd({ window: 'clear' }, now, farAway, new Date(now))).toBeNull();
    expect(windowEnd({}, now, farAway, new Date(now))).toEqual(new Date(now));
  });
});
