// What the membership and admin use-case tests share: one real migrated database, the use cases' dependencies, and
// the events they wrote to the outbox.
import { fromBinary, type DescMessage, type MessageShape } from '@bufbuild/protobuf';
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import { EnvelopeSchema } from '@golightly/proto';
import { subgraph } from '../../src/app';
import type { AccountsDeps } from '../../src/app/deps';
import { createFieldCrypto } from '../../src/db/field-crypto';

/** The data key the fixtures of src/testing.ts encrypt with here. */
export const KEY = Buffer.alloc(32, 11).toString('base64');

/** Set-up hashes passwords with argon2 on a shared two-core machine. */
export const SETUP_MS = 120_000;

export interface MembershipTestbed {
  deps: AccountsDeps;
  /** Every event of this type in the outbox, decoded, oldest first. */
  events<Desc extends DescMessage>(schema: Desc): Promise<MessageShape<Desc>[]>;
  close(): Promise<void>;
}

export async function membershipTestbed(name: string): Promise<MembershipTestbed> {
  const database: TestDatabase = await createTestDatabase(name, subgraph.migrations);
  const { db } = database;
  return {
    deps: {
      db,
      crypto: createFieldCrypto(Buffer.from(KEY, 'base64')),
      config: { siteUrl: 'https://club.example/' },
      log: { info: () => undefined },
    },
    async events(schema) {
      const rows: { envelope: Uint8Array }[] = await db('outbox')
        .where({ event_type: schema.typeName })
        .orderBy('id')
        .select('envelope');
      return rows.map((row) => fromBinary(schema, fromBinary(EnvelopeSchema, row.envelope).payload));
    },
    close: () => database.drop(),
  };
}
