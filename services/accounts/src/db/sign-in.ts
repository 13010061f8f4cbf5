// What sign-in reads and writes: accounts by e-mail hash, and the counters of password guesses.
import type { Knex } from '@golightly/db';
import type { AccountAttempts, ClientAttempts, MemberStatus } from '../domain/sign-in';

export interface MemberCredentials {
  id: string;
  passwordHash: string | null;
  /** A co-host's status is her host's: she cannot sign in where her host could not. */
  memberStatus: MemberStatus;
  /** A secondary user of another member's account (decision 0010). */
  isCoHost: boolean;
}

/** A live member (or a co-host of a live member) by e-mail hash. */
export async function findMemberByEmailHash(db: Knex, emailHash: Buffer): Promise<MemberCredentials | undefined> {
  return db('users as u')
    .leftJoin('users as h', 'h.id', 'u.co_host_of')
    .where('u.email_hash', emailHash)
    .whereNull('u.deleted_at')
    .where((q) => q.whereNull('u.co_host_of').orWhere((c) => c.whereNotNull('h.id').whereNull('h.deleted_at')))
    .first({
      id: 'u.id',
      passwordHash: 'u.password_hash',
      memberStatus: db.raw('coalesce(h.member_status, u.member_status)'),
      isCoHost: db.raw('u.co_host_of is not null'),
    });
}

export async function findAdminByEmailHash(
  db: Knex,
  emailHash: Buffer,
): Promise<{ id: string; passwordHash: string } | undefined> {
  return db('admin_users')
    .where({ email_hash: emailHash })
    .whereNull('deleted_at')
    .first({ id: 'id', passwordHash: 'password_hash' });
}

export interface AttemptCounts {
  account: AccountAttempts;
  client: ClientAttempts;
  /** The database's clock once the rows are locked: every instance judges by the same clock. */
  now: Date;
}

/** Locks (creating if need be) the counters of this account from this client and of this client. */
export async function lockAttemptCounts(
  trx: Knex.Transaction,
  emailHash: Buffer,
  client: string,
): Promise<AttemptCounts> {
  // An upsert that "updates" to the same value locks the row, even one created or deleted at this very moment.
  // Rows are always locked in this order (account, then client), so two attempts never wait on each other in a cycle.
  const [account] = await trx('sign_in_attempts')
    .insert({ email_hash: emailHash, client })
    .onConflict(['email_hash', 'client'])
    .merge({ failures: trx.raw('sign_in_attempts.failures') })
    .returning(['failures', 'last_failure_at as lastFailureAt']);
  const [counts] = await trx('sign_in_clients')
    .insert({ client })
    .onConflict('client')
    .merge({ failures: trx.raw('sign_in_clients.failures') })
    .returning(['failures', 'window_started_at as windowStartedAt']);
  const clock = await trx.raw<{ rows: { now: Date }[] }>('select clock_timestamp() as now');
  return {
    account: { failures: account.failures, lastFailureAt: account.lastFailureAt },
    client: { failures: counts.failures, windowStartedAt: counts.windowStartedAt },
    now: clock.rows[0]!.now,
  };
}

export async function saveAttemptCounts(
  trx: Knex.Transaction,
  emailHash: Buffer,
  client: string,
  counts: { account: AccountAttempts; client: ClientAttempts },
): Promise<void> {
  await trx('sign_in_attempts')
    .where({ email_hash: emailHash, client })
    .update({ failures: counts.account.failures, last_failure_at: counts.account.lastFailureAt });
  await trx('sign_in_clients')
    .where({ client })
    .update({ failures: counts.client.failures, window_started_at: counts.client.windowStartedAt });
}

/**
 * The attempt succeeded: this client's failures on this account are forgiven (another client's are not), and the
 * client gets back the failure it was charged up front. Counters nobody touched for a day are swept on the way.
 */
export async function forgiveAttempt(db: Knex, emailHash: Buffer, client: string): Promise<void> {
  await db.transaction(async (trx) => {
    await trx('sign_in_attempts').where({ email_hash: emailHash, client }).delete();
    await trx('sign_in_clients')
      .where({ client })
      .update({ failures: trx.raw('greatest(failures - 1, 0)') });
  });
  await db('sign_in_attempts').where('last_failure_at', '<', db.raw("now() - interval '1 day'")).delete();
  await db('sign_in_clients').where('window_started_at', '<', db.raw("now() - interval '1 day'")).delete();
}

/** The e-mail hash a signed-in member's password guesses are counted under (the same as at sign-in). */
export async function findEmailHashOfUser(db: Knex, userId: string): Promise<Buffer | undefined> {
  const row = await db('users').where({ id: userId }).first('email_hash');
  return row?.email_hash ?? undefined;
}
