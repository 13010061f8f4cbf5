// What accounts' use cases are given in place of the GraphQL context: the database, settings, field crypto, a log.
import type { Knex } from '@golightly/db';
import type { Logger } from '@golightly/service-kit';
import type { AccountsConfig } from '../config';
import type { FieldCrypto } from '../db/field-crypto';

export interface AccountsDeps {
  db: Knex;
  crypto: FieldCrypto;
  config: Pick<AccountsConfig, 'siteUrl'>;
  log: Pick<Logger, 'info'>;
}

/** An ISO 8601 time, as every use case result shows one. */
export const iso = (value: Date | string) => new Date(value).toISOString();

/** A stored encrypted field as text, or null when it is empty. */
export const decryptOrNull = (crypto: FieldCrypto, value: string | null) => (value ? crypto.decrypt(value) : null);
