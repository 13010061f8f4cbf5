// What the sign-in, registration, password and deletion use-case tests share: one real migrated database, the field
// crypto, members and admins as registration leaves them, the caller kinds, and the events written to the outbox.
import { randomBytes } from 'node:crypto';
import { fromBinary, type DescMessage, type MessageShape } from '@bufbuild/protobuf';
import type { Knex } from '@golightly/db';
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import { EnvelopeSchema } from '@golightly/proto';
import { subgraph } from '../../src/app';
import type { Caller, SessionDeps } from '../../src/app/caller';
import { createSession } from '../../src/db/sessions';
import { createFieldCrypto } from '../../src/db/field-crypto';
import { insertAdmin, insertInvitation, insertMember, type MemberFixture } from '../../src/testing';

export interface Testbed {
  db: Knex;
  deps: SessionDeps;
  /** Inserts a member (password Travel2024!, e-mail <first name>@example.com unless given); her user id. */
  member(firstName: string, extra?: Partial<MemberFixture>): Promise<string>;
  admin(email: string, password: string): Promise<string>;
  invitation(invitation: Parameters<typeof insertInvitation>[2]): Promise<string>;
  /** The member signed in with a session of her own, as the gateway would name her. */
  signedIn(userId: string, options?: { coHost?: boolean }): Promise<Extract<Caller, { kind: 'member' }>>;
  /** Every event of this type in the outbox, decoded, oldest first. */
  events<Desc extends DescMessage>(schema: Desc): Promise<MessageShape<Desc>[]>;
  eventTypes(): Promise<string[]>;
  close(): Promise<void>;
}

export const visitor: Caller = { kind: 'visitor' };

export async function testbed(label: string): Promise<Testbed> {
  const database: TestDatabase = await createTestDatabase(label, subgraph.migrations);
  const dataKey = randomBytes(32).toString('base64');
  const db = database.db;
  return {
    db,
    deps: { db, crypto: createFieldCrypto(Buffer.from(dataKey, 'base64')), sessionDays: 30 },
    member: (firstName, extra = {}) =>
      insertMember(db, dataKey, {
        firstName,
        email: `${firstName.toLowerCase()}@example.com`,
        password: 'Travel2024!',
        ...extra,
      }),
    admin: (email, password) => insertAdmin(db, dataKey, { email, password, isSuperAdmin: true }),
    invitation: (invitation) => insertInvitation(db, dataKey, invitation),
    signedIn: async (userId, options = {}) => {
      const { sessionId } = await createSession(db, { userId, isCoHost: options.coHost }, 30);
      return { kind: 'member', userId, sessionId, coHost: options.coHost ?? false };
    },
    events: async (schema) => {
      const rows = await db('outbox').where({ event_type: schema.typeName }).orderBy('id').select('envelope');
      return rows.map((row: { envelope: Uint8Array }) =>
        fromBinary(schema, fromBinary(EnvelopeSchema, row.envelope).payload),
      );
    },
    eventTypes: async () =>
      (await db('outbox').orderBy('id').select('event_type')).map((row: { event_type: string }) => row.event_type),
    close: () => database.drop(),
  };
}
