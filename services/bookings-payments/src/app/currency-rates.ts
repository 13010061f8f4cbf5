// Writes of the club's currencies and rates, each published as CurrencyRatesChanged in its own transaction
// (decision 0042), and the publication on start of rates that changed while no one published them (a migration).
import type { Knex } from '@golightly/db';
import type { BackgroundWorker } from '@golightly/service-kit';
import { findRateTable, lockPublishedRates, saveRate, savePublishedRates, setCurrencyEnabled } from '../db/currencies';
import { nextAsOf, sameRateTable, type PublishedRates } from '../domain/currency';
import { currencyRatesChanged } from '../events/publish';

/** Publishes the stored rates when they differ from the last ones published; the rates published, or undefined. */
export async function publishRatesIfChanged(
  trx: Knex.Transaction,
  now = new Date(),
): Promise<PublishedRates | undefined> {
  const previous = await lockPublishedRates(trx);
  const current = await findRateTable(trx);
  if (!current || (previous && sameRateTable(previous, current))) return undefined;
  const published = { ...current, asOf: nextAsOf(previous?.asOf, now) };
  await currencyRatesChanged(trx, published);
  await savePublishedRates(trx, published);
  return published;
}

/** Stores the rate of `code` against `base` (units of `code` for one unit of `base`), as the rate feed would. */
export const changeRate = (db: Knex, base: string, code: string, rate: number): Promise<void> =>
  db.transaction(async (trx) => {
    await saveRate(trx, base, code, rate);
    await publishRatesIfChanged(trx);
  });

/** Offers a stored currency to members or withdraws it, as an admin would. */
export const setCurrencyOffered = (db: Knex, code: string, isEnable: boolean): Promise<void> =>
  db.transaction(async (trx) => {
    await setCurrencyEnabled(trx, code, isEnable);
    await publishRatesIfChanged(trx);
  });

/** On start: the rates a migration or an earlier version wrote without publishing them go out once. */
export function publishRatesOnStart(
  db: Knex,
  log: { error(details: object, message: string): void },
): BackgroundWorker {
  let running: Promise<unknown> = Promise.resolve();
  return {
    start() {
      running = db
        .transaction((trx) => publishRatesIfChanged(trx))
        .catch((error: unknown) => log.error({ err: error }, 'could not publish the currency rates'));
    },
    stop: () => running.then(() => undefined),
  };
}
