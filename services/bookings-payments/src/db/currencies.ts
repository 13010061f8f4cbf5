// Queries of currencies and their rates.
import type { Knex } from '@golightly/db';
import type { CurrencyRecord, PublishedRate, PublishedRates, RateRecord, RateTable } from '../domain/currency';

const COLUMNS = {
  id: 'id',
  code: 'code',
  sign: 'sign',
  isEnable: 'is_enable',
  isPayment: 'is_payment',
  isBaseCurrency: 'is_base_currency',
};

/** The currencies a member can choose, the base first, then by code. */
export async function findEnabledCurrencies(db: Knex): Promise<CurrencyRecord[]> {
  return db('currencies')
    .select(COLUMNS)
    .where({ is_enable: true })
    .orderBy([{ column: 'is_base_currency', order: 'desc' }, { column: 'code' }]);
}

export async function findBaseCurrency(db: Knex): Promise<CurrencyRecord | undefined> {
  return db('currencies').select(COLUMNS).where({ is_base_currency: true }).first();
}

/** Every stored rate of one base (also of currencies not offered, so prices set in them still convert). */
export async function findRates(db: Knex, base: string): Promise<RateRecord[]> {
  const rows: { code: string; rate: string }[] = await db('currency_rates').select('code', 'rate').where({ base });
  return rows.map((row) => ({ code: row.code, rate: Number(row.rate) }));
}

/** Offers a currency to members or withdraws it (the base currency cannot be withdrawn: the table refuses). */
export async function setCurrencyEnabled(db: Knex, code: string, isEnable: boolean): Promise<void> {
  await db('currencies').where({ code }).update({ is_enable: isEnable });
}

/** Stores the rate of `code` against `base` (units of `code` for one unit of `base`). */
export async function saveRate(db: Knex, base: string, code: string, rate: number): Promise<void> {
  await db('currency_rates').insert({ base, code, rate, updated_at: db.fn.now() }).onConflict(['base', 'code']).merge();
}

/** Every stored rate of the base currency (the base's own included), by code; none when no base is set. */
export async function findRateTable(db: Knex): Promise<RateTable | undefined> {
  const base = await findBaseCurrency(db);
  if (!base) return undefined;
  const rates: PublishedRate[] = await db('currency_rates as r')
    .join('currencies as c', 'c.code', 'r.code')
    .where('r.base', base.code)
    .orderBy('r.code')
    .select('r.code as code', db.raw('trim_scale(r.rate)::text as rate'), 'c.is_enable as enabled');
  return { base: base.code, rates };
}

/** The rates as last published, read under a transaction-wide lock so two publishers take turns. */
export async function lockPublishedRates(trx: Knex.Transaction): Promise<PublishedRates | undefined> {
  await trx.raw("select pg_advisory_xact_lock(hashtext('bookings-payments.currency_rates_published'))");
  const row: { base: string; rates: PublishedRate[]; as_of: Date } | undefined = await trx('currency_rates_published')
    .select('base', 'rates', 'as_of')
    .first();
  return row && { base: row.base.trim(), rates: row.rates, asOf: row.as_of };
}

export async function savePublishedRates(trx: Knex.Transaction, published: PublishedRates): Promise<void> {
  await trx('currency_rates_published')
    .insert({ only_row: true, base: published.base, rates: JSON.stringify(published.rates), as_of: published.asOf })
    .onConflict('only_row')
    .merge();
}
