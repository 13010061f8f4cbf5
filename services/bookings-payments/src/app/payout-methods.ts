// Use cases: a host's payout methods (issue 18 item 1, decision 0059): list, add (offline: recorded and said so),
// make default, remove. Each runs under her payout-methods lock, ownership proven before any effect.
import type { Knex } from '@golightly/db';
import {
  normalisedCountry,
  payoutAccountLast4,
  payoutDetailsErrors,
  type PayoutBankDetails,
} from '@golightly/payout-rules';
import { findEnabledCurrencies } from '../db/currencies';
import {
  countStaysAwaitingPayout,
  findPayoutMethods,
  insertPayoutMethod,
  lockHerPayoutMethods,
  makeDefault,
  markRemoved,
  type PayoutMethodRecord,
} from '../db/payout-methods';
import {
  BANK_ACCOUNT_METHOD,
  bankAccountLabel,
  PAYOUT_METHOD_TEXTS,
  payoutAddressErrors,
  type PayoutAddress,
} from '../domain/payout-methods';

export interface NewPayoutMethodInput extends PayoutAddress {
  details: PayoutBankDetails;
  currency: string;
  /** Make it her default (her first method is the default whatever she asks). */
  makeDefault?: boolean | null;
}

export type PayoutMethodOutcome =
  | { status: 'success'; method: PayoutMethodRecord; notice: string | null }
  | { status: 'invalid'; errorMessage: string; fieldErrors: { field: string; message: string }[] }
  | { status: 'notFound' | 'refused'; errorMessage: string; fieldErrors: [] };

export const listPayoutMethods = (db: Knex, userId: string) => findPayoutMethods(db, userId);

export async function addPayoutMethod(
  db: Knex,
  userId: string,
  input: NewPayoutMethodInput,
): Promise<PayoutMethodOutcome> {
  const country = normalisedCountry(input.country);
  const fieldErrors: Record<string, string> = {
    ...payoutAddressErrors(input),
    ...payoutDetailsErrors(country, input.details),
  };
  const currency = input.currency.trim().toUpperCase();
  const enabled = await findEnabledCurrencies(db);
  if (!enabled.some((c) => c.code === currency)) fieldErrors.currency = PAYOUT_METHOD_TEXTS.currencyInvalid;
  const fields = Object.entries(fieldErrors).map(([field, message]) => ({ field, message }));
  if (fields.length > 0) return { status: 'invalid', errorMessage: fields[0]!.message, fieldErrors: fields };

  const details = input.details;
  const last4 = payoutAccountLast4(country, details);
  return db.transaction(async (trx) => {
    await lockHerPayoutMethods(trx, userId);
    const existing = await findPayoutMethods(trx, userId);
    const isDefault = existing.length === 0 || Boolean(input.makeDefault);
    if (isDefault && existing.length > 0)
      await trx('payout_methods').where({ user_id: userId }).update({ is_default: false });
    const method = await insertPayoutMethod(trx, {
      userId,
      methodId: BANK_ACCOUNT_METHOD.id,
      accountType: details.accountType,
      holderName:
        details.accountType === 'company'
          ? (details.companyName ?? '').trim()
          : `${details.firstName.trim()} ${details.lastName.trim()}`,
      last4,
      payEmail: bankAccountLabel(last4),
      address1: input.address1.trim(),
      address2: (input.address2 ?? '').trim(),
      city: input.city.trim(),
      state: (input.state ?? '').trim(),
      country,
      zipcode: input.zipcode.trim(),
      currency,
      // Stripe Connect (with STRIPE_SECRET_KEY) is issue 18's next slice: every method is recorded offline for now.
      provider: 'offline',
      providerAccountId: null,
      isDefault,
    });
    return { status: 'success', method, notice: PAYOUT_METHOD_TEXTS.offlineNotice };
  });
}

export async function setDefaultPayoutMethod(db: Knex, userId: string, id: number): Promise<PayoutMethodOutcome> {
  return db.transaction(async (trx) => {
    await lockHerPayoutMethods(trx, userId);
    const hers = (await findPayoutMethods(trx, userId)).find((m) => m.id === id);
    if (!hers) return { status: 'notFound', errorMessage: PAYOUT_METHOD_TEXTS.notFound, fieldErrors: [] };
    await makeDefault(trx, userId, id);
    return { status: 'success', method: { ...hers, isDefault: true }, notice: null };
  });
}

export async function removePayoutMethod(db: Knex, userId: string, id: number): Promise<PayoutMethodOutcome> {
  return db.transaction(async (trx) => {
    await lockHerPayoutMethods(trx, userId);
    const methods = await findPayoutMethods(trx, userId);
    const hers = methods.find((m) => m.id === id);
    if (!hers) return { status: 'notFound', errorMessage: PAYOUT_METHOD_TEXTS.notFound, fieldErrors: [] };
    if (hers.isDefault && methods.length > 1)
      return { status: 'refused', errorMessage: PAYOUT_METHOD_TEXTS.defaultWithOthers, fieldErrors: [] };
    if (methods.length === 1 && (await countStaysAwaitingPayout(trx, userId)) > 0)
      return { status: 'refused', errorMessage: PAYOUT_METHOD_TEXTS.lastWithStays, fieldErrors: [] };
    await markRemoved(trx, id);
    return { status: 'success', method: { ...hers, isDefault: false }, notice: null };
  });
}
