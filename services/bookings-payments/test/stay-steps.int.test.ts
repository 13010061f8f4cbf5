// Timed work of confirmed stays on a real database (issue 17 item 5, decision 0058): a stay's reminders, check-in
// notice and review prompt are planned with its confirmation, on the listing's clock; each is published once, by
// whichever worker claims it, across restarts, a worker that dies before its commit, and two workers racing; a
// cancelled stay's steps are never published. Also: two reservation sweepers expire each request once.
import { randomUUID } from 'node:crypto';
import { createKnex, type Knex } from '@golightly/db';
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import { ReservationStatusChangedSchema, StayStepDueSchema } from '@golightly/proto';
import { createLogger } from '@golightly/service-kit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { subgraph } from '../src/app';
import { expireReservations } from '../src/app/expire-reservations';
import { reservationDeps, type ReservationDeps } from '../src/app/reservation-deps';
import { requestToBook } from '../src/app/request-to-book';
import { runDueStaySteps, stayStepWorker, type StayStepDeps } from '../src/app/stay-steps';
import { SYSTEM_ACTOR, transition } from '../src/app/reservation-transition';
import { lockReservation } from '../src/db/reservations';
import { findStaySteps, insertStaySteps } from '../src/db/stay-steps';
import { insertReservation } from '../src/testing';
import { callerOf, liveListing, memberIdentity, outboxEvents, stayDates, storedQuote } from './support/booking';
import { confirmedStay } from './support/stays';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const silent = createLogger('stay-steps-test', 'silent');

describe('timed work of confirmed stays', () => {
  let database: TestDatabase;
  let db: Knex;
  let deps: ReservationDeps;

  beforeAll(async () => {
    database = await createTestDatabase('bookings_stay_steps', subgraph.migrations);
    db = database.db;
    deps = reservationDeps(db);
  }, 60_000);
  afterAll(async () => {
    await database?.drop();
  });

  const stepsOf = async (reservationId: number) =>
    (await findStaySteps(db, reservationId)).map((row: { kind: string; dueAt: Date; doneAt: Date | null }) => ({
      kind: row.kind,
      dueAt: row.dueAt.toISOString(),
      done: row.doneAt !== null,
    }));
  const published = async (reservationId?: number) =>
    (await outboxEvents(db, StayStepDueSchema, (e) => !reservationId || e.reservationId === String(reservationId))).map(
      (e) => `${e.reservationId}:${e.step}`,
    );
  /** Another process's worker: its own pool on the same database, on its own clock. */
  const otherInstance = (now: number, name: string, extra: Partial<StayStepDeps> = {}) => {
    const pool = createKnex(database.url, { poolMax: 2, applicationName: name });
    return { pool, deps: { ...reservationDeps(pool), now: () => now, ...extra } as StayStepDeps };
  };

  it('plans the steps with the confirmation, on the listing’s clock, in two time zones', async () => {
    const booked = Date.parse('2027-01-15T12:00:00Z');
    const dates = { checkIn: '2027-02-01', checkOut: '2027-02-05' };
    const lisbon = await confirmedStay(deps, { timeZone: 'Europe/Lisbon', checkInStart: '16:00', dates, now: booked });
    expect(await stepsOf(lisbon.id)).toEqual([
      { kind: 'reminderWeek', dueAt: '2027-01-25T16:00:00.000Z', done: false },
      { kind: 'reminderDay', dueAt: '2027-01-31T16:00:00.000Z', done: false },
      { kind: 'checkInNotice', dueAt: '2027-02-01T08:00:00.000Z', done: false },
      { kind: 'reviewPrompt', dueAt: '2027-02-06T10:00:00.000Z', done: false },
    ]);
    const tokyo = await confirmedStay(deps, { timeZone: 'Asia/Tokyo', checkInStart: null, dates, now: booked });
    expect(await stepsOf(tokyo.id)).toEqual([
      { kind: 'reminderWeek', dueAt: '2027-01-25T06:00:00.000Z', done: false }, // 15:00 JST, flexible check-in
      { kind: 'reminderDay', dueAt: '2027-01-31T06:00:00.000Z', done: false },
      { kind: 'checkInNotice', dueAt: '2027-01-31T23:00:00.000Z', done: false }, // 08:00 JST on the 1st
      { kind: 'reviewPrompt', dueAt: '2027-02-06T01:00:00.000Z', done: false },
    ]);
  });

  it('plans across a change of the clocks: a week before on the wall clock, 24 hours in real time', async () => {
    // London's clocks go forward on Sunday 28 March 2027; arrival Monday 29 March at 15:00 BST (14:00 UTC).
    const london = await confirmedStay(deps, {
      timeZone: 'Europe/London',
      checkInStart: '15:00',
      dates: { checkIn: '2027-03-29', checkOut: '2027-04-01' },
      now: Date.parse('2027-01-15T12:00:00Z'),
    });
    expect((await stepsOf(london.id)).slice(0, 2)).toEqual([
      { kind: 'reminderWeek', dueAt: '2027-03-22T15:00:00.000Z', done: false }, // 15:00 GMT
      { kind: 'reminderDay', dueAt: '2027-03-28T14:00:00.000Z', done: false }, // 15:00 BST less 24 hours
    ]);
  });

  it('publishes each step once at its time, by a worker stopped and started again between steps', async () => {
    const dates = { checkIn: '2027-05-03', checkOut: '2027-05-06' };
    const stay = await confirmedStay(deps, { checkInStart: '16:00', dates, now: Date.parse('2027-01-15T12:00:00Z') });
    const due = (await findStaySteps(db, stay.id)).map((row: { dueAt: Date }) => row.dueAt.getTime());
    const runWorkerAt = async (now: number, expected: string[]) => {
      const instance = otherInstance(now, `stay-worker-${randomUUID().slice(0, 8)}`);
      const worker = stayStepWorker(instance.deps, silent, { intervalMs: 60_000 });
      worker.start();
      await vi.waitFor(async () => expect(await published(stay.id)).toEqual(expected), { timeout: 10_000 });
      await worker.stop();
      await instance.pool.destroy();
      // the tick has finished: nothing more went than expected
      expect(await published(stay.id)).toEqual(expected);
    };
    const id = String(stay.id);
    await runWorkerAt(due[0]! - 1, []);
    await runWorkerAt(due[0]!, [`${id}:reminderWeek`]);
    await runWorkerAt(due[1]! + HOUR, [`${id}:reminderWeek`, `${id}:reminderDay`]);
    await runWorkerAt(due[2]!, [`${id}:reminderWeek`, `${id}:reminderDay`, `${id}:checkInNotice`]);
    // the review prompt waits for the stay's completion, then goes
    await runWorkerAt(due[3]!, [`${id}:reminderWeek`, `${id}:reminderDay`, `${id}:checkInNotice`]);
    await db.transaction(async (trx) => {
      const ok = await transition(trx, (await lockReservation(trx, stay.id))!, 'complete', SYSTEM_ACTOR, due[3]!);
      expect(ok.ok).toBe(true);
    });
    await runWorkerAt(due[3]! + DAY, [
      `${id}:reminderWeek`,
      `${id}:reminderDay`,
      `${id}:checkInNotice`,
      `${id}:reviewPrompt`,
    ]);
    expect((await stepsOf(stay.id)).every((step) => step.done)).toBe(true);
    const [event] = await outboxEvents(db, StayStepDueSchema, (e) => e.reservationId === id);
    expect(event).toMatchObject({
      step: 'reminderWeek',
      confirmationCode: stay.confirmationCode,
      listId: stay.listingId,
      hostUserId: stay.hostId,
      guestUserId: stay.guestId,
      checkIn: '2027-05-03',
      checkOut: '2027-05-06',
      timeZone: 'Europe/Lisbon',
      totalMinor: BigInt(stay.totalMinor),
      currency: 'EUR',
      guestWomen: 2,
    });
    expect(event!.hostPayoutMinor).toBeGreaterThan(0n);
  });

  it('never publishes the steps of a stay cancelled before them', async () => {
    const stay = await confirmedStay(deps, {
      dates: { checkIn: '2027-06-07', checkOut: '2027-06-09' },
      now: Date.parse('2027-01-15T12:00:00Z'),
    });
    await db.transaction(async (trx) => {
      const reservation = (await lockReservation(trx, stay.id))!;
      const cancelled = await transition(
        trx,
        reservation,
        'cancelByGuest',
        { role: 'guest', id: stay.guestId },
        Date.now(),
      );
      expect(cancelled.ok).toBe(true);
    });
    const rows = await findStaySteps(db, stay.id);
    expect(rows).toHaveLength(4);
    expect(rows.every((row: { cancelledAt: Date | null }) => row.cancelledAt !== null)).toBe(true);
    await runDueStaySteps({ ...deps, now: () => Date.parse('2027-07-01T00:00:00Z') });
    expect(await published(stay.id)).toEqual([]);
  });

  it('a worker that dies before its commit leaves its steps to the next one, which publishes each once', async () => {
    const dates = { checkIn: '2027-08-02', checkOut: '2027-08-04' };
    const stays = [
      await confirmedStay(deps, { dates, now: Date.parse('2027-01-15T12:00:00Z') }),
      await confirmedStay(deps, { dates, now: Date.parse('2027-01-15T12:00:00Z') }),
    ];
    const now = Date.parse('2027-08-01T15:00:00Z'); // both reminders due, not yet the check-in notice
    let claimed: (pid: number) => void;
    const claimedBy = new Promise<number>((resolve) => (claimed = resolve));
    let resume: () => void;
    const killed = new Promise<void>((resolve) => (resume = resolve));
    const dying = otherInstance(now, 'stay-worker-dying', {
      onClaimed: async (steps, trx) => {
        if (steps.length === 0) return;
        claimed((await trx.raw('select pg_backend_pid() as pid')).rows[0].pid);
        await killed;
      },
    });
    const run = runDueStaySteps(dying.deps).then(
      () => 'finished',
      (error: Error) => error.message,
    );
    const pid = await claimedBy;
    // the process dies: its connection goes, its transaction with it
    await db.raw('select pg_terminate_backend(?)', [pid]);
    await vi.waitFor(async () => {
      const rows = (await db.raw('select 1 from pg_stat_activity where pid = ?', [pid])).rows;
      expect(rows).toHaveLength(0);
    });
    resume!();
    expect(await run).not.toBe('finished');
    await dying.pool.destroy();
    for (const stay of stays) expect(await published(stay.id)).toEqual([]);

    const next = otherInstance(now, 'stay-worker-next');
    expect(await runDueStaySteps(next.deps)).toBe(4);
    expect(await runDueStaySteps(next.deps)).toBe(0);
    await next.pool.destroy();
    for (const stay of stays) {
      expect((await published(stay.id)).sort()).toEqual([`${stay.id}:reminderDay`, `${stay.id}:reminderWeek`]);
    }
  });
});

describe('two instances of the timed work', () => {
  let database: TestDatabase;
  let db: Knex;

  beforeAll(async () => {
    database = await createTestDatabase('bookings_timed_work_race', subgraph.migrations);
    db = database.db;
  }, 60_000);
  afterAll(async () => {
    await database?.drop();
  });
  const instance = (now: number, name: string) => {
    const pool = createKnex(database.url, { poolMax: 2, applicationName: name });
    return { pool, deps: { ...reservationDeps(pool), now: () => now } };
  };

  it('of the stay-step worker racing over 200 due steps publish every step exactly once', async () => {
    const reservations: number[] = [];
    for (let i = 0; i < 100; i++) {
      reservations.push(
        await insertReservation(db, {
          listingId: 900_000 + i,
          hostId: randomUUID(),
          guestId: randomUUID(),
          reservationState: 'confirmed',
          checkIn: '2027-09-06',
          checkOut: '2027-09-08',
        }),
      );
    }
    const due = new Date('2027-09-01T00:00:00Z');
    await db.transaction(async (trx) => {
      for (const id of reservations) {
        await insertStaySteps(trx, id, [
          { step: 'reminderWeek', dueAt: due },
          { step: 'reminderDay', dueAt: due },
        ]);
      }
    });
    const now = Date.parse('2027-09-05T00:00:00Z');
    const [a, b] = [instance(now, 'stay-worker-a'), instance(now, 'stay-worker-b')];
    const counts = await Promise.all([runDueStaySteps(a.deps, 10), runDueStaySteps(b.deps, 10)]);
    await Promise.all([a.pool.destroy(), b.pool.destroy()]);
    expect(counts[0] + counts[1]).toBe(200);

    const mine = new Set(reservations.map(String));
    const events = (await outboxEvents(db, StayStepDueSchema, (e) => mine.has(e.reservationId))).map(
      (e) => `${e.reservationId}:${e.step}`,
    );
    expect(events).toHaveLength(200);
    expect(new Set(events).size).toBe(200);
  });

  it('of the reservation sweeper expire each request once', async () => {
    const deps = reservationDeps(db);
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) {
      const { listId } = await liveListing(db);
      const guest = memberIdentity();
      const quote = await storedQuote(db, guest, listId, stayDates());
      const outcome = await requestToBook(deps, callerOf(guest), quote.id);
      if (outcome.status !== 'success') throw new Error(JSON.stringify(outcome));
      ids.push(outcome.reservation.id);
    }
    const later = Date.now() + 2 * DAY;
    const pools = [1, 2].map((n) => createKnex(database.url, { poolMax: 2, applicationName: `sweeper-${n}` }));
    const moved = await Promise.all(
      pools.map((pool) => expireReservations({ ...reservationDeps(pool), now: () => later })),
    );
    await Promise.all(pools.map((pool) => pool.destroy()));
    expect(moved[0]! + moved[1]!).toBe(30);

    const mine = new Set(ids.map(String));
    const expiries = await outboxEvents(
      db,
      ReservationStatusChangedSchema,
      (e) => mine.has(e.reservationId) && e.toStatus === 'expired',
    );
    expect(expiries).toHaveLength(30);
    expect(new Set(expiries.map((e) => e.reservationId)).size).toBe(30);
  });
});
