// A host's payout methods (migration 0016, decision 0059).
import type { Knex } from '@golightly/db';

export interface PayoutMethodRecord {
  id: number;
  userId: string;
  methodId: number;
  accountType: 'individual' | 'company';
  holderName: string;
  last4: string;
  payEmail: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  country: string;
  zipcode: string;
  currency: string;
  isDefault: boolean;
  provider: 'offline' | 'stripe';
  status: string;
  createdAt: Date;
}

export type NewPayoutMethod = Omit<PayoutMethodRecord, 'id' | 'isDefault' | 'status' | 'createdAt'>;

const COLUMNS = {
  id: 'id',
  userId: 'user_id',
  methodId: 'method_id',
  accountType: 'account_type',
  holderName: 'holder_name',
  last4: 'last4',
  payEmail: 'pay_email',
  address1: 'address1',
  address2: 'address2',
  city: 'city',
  state: 'state',
  country: 'country',
  zipcode: 'zipcode',
  currency: 'currency',
  isDefault: 'is_default',
  provider: 'provider',
  status: 'status',
  createdAt: 'created_at',
};

/** Her methods still in use, the default first, then the newest. */
export async function findPayoutMethods(db: Knex, userId: string): Promise<PayoutMethodRecord[]> {
  return db('payout_methods')
    .select(COLUMNS)
    .where({ user_id: userId })
    .whereNull('deleted_at')
    .orderBy([
      { column: 'is_default', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
}

/**
 * Takes the lock on her payout methods for the rest of the transaction (a row-less advisory lock on her id, so a
 * host's first method is serialised too): adding, defaulting and removing see each other's effects whole.
 */
export async function lockHerPayoutMethods(trx: Knex.Transaction, userId: string): Promise<void> {
  await trx.raw("select pg_advisory_xact_lock(hashtextextended('payout_methods:' || ?, 0))", [userId]);
}

export async function insertPayoutMethod(
  trx: Knex.Transaction,
  method: NewPayoutMethod & { providerAccountId: string | null; isDefault: boolean },
): Promise<PayoutMethodRecord> {
  const [row] = await trx('payout_methods')
    .insert({
      user_id: method.userId,
      method_id: method.methodId,
      account_type: method.accountType,
      holder_name: method.holderName,
      last4: method.last4,
      pay_email: method.payEmail,
      address1: method.address1,
      address2: method.address2,
      city: method.city,
      state: method.state,
      country: method.country,
      zipcode: method.zipcode,
      currency: method.currency,
      is_default: method.isDefault,
      provider: method.provider,
      provider_account_id: method.providerAccountId,
    })
    .returning(Object.values(COLUMNS));
  return rowToRecord(row);
}

export async function makeDefault(trx: Knex.Transaction, userId: string, id: number): Promise<void> {
  await trx('payout_methods')
    .where({ user_id: userId, is_default: true })
    .whereNull('deleted_at')
    .update({ is_default: false });
  await trx('payout_methods').where({ user_id: userId, id }).update({ is_default: true });
}

export async function markRemoved(trx: Knex.Transaction, id: number): Promise<void> {
  await trx('payout_methods').where({ id }).update({ deleted_at: trx.fn.now(), is_default: false });
}

/** Her confirmed stays as host whose payout is still to come (check-out not yet past): a default must stay for them. */
export async function countStaysAwaitingPayout(trx: Knex.Transaction, hostId: string): Promise<number> {
  const [row] = await trx('reservations')
    .where({ host_id: hostId })
    .whereIn('reservation_state', ['approved', 'confirmed', 'intantBooking'])
    .where('check_out', '>=', trx.raw('current_date'))
    .count<{ count: string }[]>({ count: '*' });
  return Number(row?.count ?? 0);
}

// knex returns columns under the aliases' keys for select, but raw names for returning()
function rowToRecord(row: Record<string, unknown>): PayoutMethodRecord {
  const entries = Object.entries(COLUMNS).map(([key, column]) => [key, row[column]]);
  return Object.fromEntries(entries) as unknown as PayoutMethodRecord;
}
