// Who is asking, as accounts' use cases see it (the resolver derives it from the gateway's signed identity), and
// the session a use case may open for her.
import type { Knex } from '@golightly/db';
import type { FieldCrypto } from '../db/field-crypto';

/** A visitor, an admin (told nothing about members), or a member (for a co-host, acting for her host). */
export type Caller =
  | { kind: 'visitor' }
  | { kind: 'admin'; sessionId: string }
  | { kind: 'member'; userId: string; sessionId: string; coHost: boolean };

/** What these use cases are given in place of the GraphQL context: the database and the field crypto. */
export interface DataDeps {
  db: Knex;
  crypto: FieldCrypto;
}

/** What a use case that signs someone in needs besides: how long a session lasts. */
export type SessionDeps = DataDeps & { sessionDays: number };

/** A session a use case opened: the cookie value, and how long the browser keeps it. */
export interface OpenedSession {
  token: string;
  sessionId: string;
  maxAgeSeconds: number;
}
