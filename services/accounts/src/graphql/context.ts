// What the accounts resolvers share: settings and the field crypto, built once per process.
import type { AccountsConfig } from '../config';
import type { FieldCrypto } from '../db/field-crypto';

export interface AccountsServices {
  config: AccountsConfig;
  crypto: FieldCrypto;
}

/** The header that tells the gateway to set or clear the session cookie (see the gateway's session-cookie.ts). */
export const SESSION_CHANGE_HEADER = 'x-golightly-session';
