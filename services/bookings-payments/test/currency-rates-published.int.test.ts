// Bookings-payments publishes its currency rates (decision 0042) on a real database: once when it first starts after
// the migration wrote them, never again on a restart with the same rates, and again, whole, when a rate changes or a
// currency is withdrawn; a write that leaves the rates as they were publishes nothing.
import { fromBinary } from '@bufbuild/protobuf';
import { timestampDate } from '@bufbuild/protobuf/wkt';
import { createKnex, type Knex } from '@golightly/db';
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import { CurrencyRatesChangedSchema, EnvelopeSchema } from '@golightly/proto';
import { createLogger } from '@golightly/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subgraph } from '../src/app';
import { changeRate, setCurrencyOffered } from '../src/app/currency-rates';

describe('currency rates published', () => {
  let database: TestDatabase;
  let db: Knex;

  /** Every CurrencyRatesChanged in the outbox, oldest first. */
  const published = async () => {
    const rows: { envelope: Uint8Array }[] = await db('outbox')
      .where({ event_type: CurrencyRatesChangedSchema.typeName })
      .orderBy('id')
      .select('envelope');
    return rows.map((row) => fromBinary(CurrencyRatesChangedSchema, fromBinary(EnvelopeSchema, row.envelope).payload));
  };
  const rateOf = (event: { rates: { code: string; rate: string; enabled: boolean }[] }, code: string) =>
    event.rates.find((rate) => rate.code === code);

  /** Starts the service on its own pool and stops it: closing waits for the start-up publication to finish. */
  async function startAndStop() {
    const app = await subgraph.buildApp({
      db: createKnex(database.url, { poolMax: 2 }),
      identitySecret: 'bookings-rates-test-secret-0123456789',
      logger: createLogger('bookings-rates-test'),
      env: { ...process.env, LOG_LEVEL: 'silent' },
    });
    await app.close();
  }

  beforeAll(async () => {
    database = await createTestDatabase('bookings_rates_published', subgraph.migrations);
    db = database.db;
  }, 60_000);
  afterAll(async () => {
    await database?.drop();
  });

  it('publishes every stored rate once on the first start, the base at 1, each saying whether it is offered', async () => {
    expect(await published()).toHaveLength(0);
    await startAndStop();
    const events = await published();
    expect(events).toHaveLength(1);
    const [first] = events;
    expect(first!.baseCode).toBe('USD');
    expect(first!.rates.map((rate) => rate.code)).toEqual([
      'AUD',
      'BRL',
      'CAD',
      'CHF',
      'CZK',
      'EUR',
      'GBP',
      'JPY',
      'MXN',
      'USD',
    ]);
    expect(rateOf(first!, 'USD')).toEqual(expect.objectContaining({ rate: '1', enabled: true }));
    expect(rateOf(first!, 'EUR')).toEqual(expect.objectContaining({ rate: '0.862', enabled: true }));
    expect(rateOf(first!, 'JPY')).toEqual(expect.objectContaining({ rate: '154.6', enabled: false }));
    expect(first!.asOf).toBeDefined();
  });

  it('publishes nothing on a restart when the rates are as last published', async () => {
    await startAndStop();
    await startAndStop();
    expect(await published()).toHaveLength(1);
  });

  it('publishes the whole table again, later, when a rate changes, and nothing when it is written unchanged', async () => {
    const [first] = await published();
    await changeRate(db, 'USD', 'EUR', 0.9);
    await changeRate(db, 'USD', 'EUR', 0.9);
    const events = await published();
    expect(events).toHaveLength(2);
    const second = events[1]!;
    expect(rateOf(second, 'EUR')).toEqual(expect.objectContaining({ rate: '0.9', enabled: true }));
    expect(rateOf(second, 'GBP')).toEqual(expect.objectContaining({ rate: '0.761' }));
    expect(second.rates).toHaveLength(first!.rates.length);
    expect(timestampDate(second.asOf!).getTime()).toBeGreaterThan(timestampDate(first!.asOf!).getTime());
  });

  it('publishes again when a currency is withdrawn, and not on the restart after it', async () => {
    await setCurrencyOffered(db, 'MXN', false);
    await startAndStop();
    const events = await published();
    expect(events).toHaveLength(3);
    expect(rateOf(events[2]!, 'MXN')).toEqual(expect.objectContaining({ rate: '18.42', enabled: false }));
  });

  it('publishes in the transaction of the write: a write that rolls back publishes nothing', async () => {
    await expect(
      db.transaction(async (trx) => {
        await changeRate(trx, 'USD', 'GBP', 0.7);
        throw new Error('the caller gave up');
      }),
    ).rejects.toThrow('the caller gave up');
    expect(await published()).toHaveLength(3);
    expect(Number((await db('currency_rates').where({ base: 'USD', code: 'GBP' }).first()).rate)).toBe(0.761);
  });
});
