// The browser tests' shortcut (decision 0058): POST /testing/reservations/:id/complete completes a confirmed stay by
// the real 'complete' transition, only when GOLIGHTLY_TESTING_ROUTES=1; without it the route does not exist, and
// production refuses the setting at boot.
import { createKnex, type Knex } from '@golightly/db';
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import { createLogger } from '@golightly/service-kit';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subgraph } from '../src/app';
import { reservationDeps, type ReservationDeps } from '../src/app/reservation-deps';
import { findReservationDetails } from '../src/db/reservations';
import { testingRoutesEnabled } from '../src/http/testing-routes';
import { IDENTITY_SECRET, statusChanges } from './support/booking';
import { confirmedStay } from './support/stays';

const withoutStripe = () =>
  Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('STRIPE_')));

describe('the testing route that completes a stay', () => {
  let database: TestDatabase;
  let db: Knex;
  let deps: ReservationDeps;
  let testing: FastifyInstance;
  let plain: FastifyInstance;

  const build = (env: Record<string, string | undefined>) =>
    subgraph.buildApp({
      db: createKnex(database.url, { poolMax: 2 }),
      identitySecret: IDENTITY_SECRET,
      logger: createLogger('testing-routes-test', 'silent'),
      env,
    });

  beforeAll(async () => {
    database = await createTestDatabase('bookings_testing_routes', subgraph.migrations);
    db = database.db;
    deps = reservationDeps(db);
    testing = await build({ ...withoutStripe(), GOLIGHTLY_TESTING_ROUTES: '1' });
    plain = await build({ ...withoutStripe(), GOLIGHTLY_TESTING_ROUTES: undefined });
  }, 60_000);
  afterAll(async () => {
    await testing?.close();
    await plain?.close();
    await database?.drop();
  });

  const complete = (app: FastifyInstance, id: number | string) =>
    app.inject({ method: 'POST', url: `/testing/reservations/${id}/complete` });

  it('completes a confirmed stay whose check-out is still ahead, by the real transition, once', async () => {
    const stay = await confirmedStay(deps);
    const answer = await complete(testing, stay.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ id: String(stay.id), reservationState: 'completed' });
    expect((await findReservationDetails(db, stay.id))!.reservationState).toBe('completed');
    expect(await statusChanges(db, stay.id)).toEqual([
      '∅→intantBooking',
      'intantBooking→confirmed',
      'confirmed→completed',
    ]);

    // a second call is refused in the table's words and publishes nothing
    const again = await complete(testing, stay.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'You cannot complete a reservation that is "Completed".' });
    expect(await statusChanges(db, stay.id)).toHaveLength(3);
  });

  it('answers 404 for a reservation that does not exist or an id that is not one', async () => {
    expect((await complete(testing, 999_999_999)).statusCode).toBe(404);
    expect((await complete(testing, 'abc')).statusCode).toBe(404);
  });

  it('does not exist without GOLIGHTLY_TESTING_ROUTES=1: the stay stays confirmed', async () => {
    const stay = await confirmedStay(deps);
    const answer = await complete(plain, stay.id);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).not.toHaveProperty('id');
    expect((await findReservationDetails(db, stay.id))!.reservationState).toBe('confirmed');
  });

  it('is refused at boot in production, and off unless asked for', () => {
    expect(() => testingRoutesEnabled({ GOLIGHTLY_TESTING_ROUTES: '1', NODE_ENV: 'production' })).toThrow(
      /GOLIGHTLY_TESTING_ROUTES must not be set in production/,
    );
    expect(testingRoutesEnabled({ NODE_ENV: 'production' })).toBe(false);
    expect(testingRoutesEnabled({})).toBe(false);
    expect(testingRoutesEnabled({ GOLIGHTLY_TESTING_ROUTES: '1' })).toBe(true);
  });
});
