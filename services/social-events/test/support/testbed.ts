// What social-events' use-case tests share: one real migrated database per test file, the admins who act, and the
// events written to the outbox, decoded.
import { fromBinary, type DescMessage, type MessageShape } from '@bufbuild/protobuf';
import type { Knex } from '@golightly/db';
import { createTestDatabase } from '@golightly/db/testing';
import type { AdminActionActor } from '@golightly/events';
import { EnvelopeSchema } from '@golightly/proto';
import { subgraph } from '../../src/app';
import type { SocialDeps } from '../../src/app/deps';

export interface Testbed {
  db: Knex;
  deps: SocialDeps;
  /** Every event of this type in the outbox, decoded, oldest first. */
  events<Desc extends DescMessage>(schema: Desc): Promise<MessageShape<Desc>[]>;
  close(): Promise<void>;
}

/** A sub-admin holding Manage Site Settings, as adminActorOf records her. */
export const SETTINGS_ADMIN: AdminActionActor = {
  adminId: '6f1c1f3e-0000-4000-8000-00000000a002',
  privilegeId: 2,
  privilegeName: 'Manage Site Settings',
  clientAddress: '198.51.100.20',
};

export async function testbed(label: string): Promise<Testbed> {
  const database = await createTestDatabase(label, subgraph.migrations);
  const db = database.db;
  return {
    db,
    deps: { db, log: { info: () => undefined } },
    events: async (schema) => {
      const rows = await db('outbox').where({ event_type: schema.typeName }).orderBy('id').select('envelope');
      return rows.map((row: { envelope: Uint8Array }) =>
        fromBinary(schema, fromBinary(EnvelopeSchema, row.envelope).payload),
      );
    },
    close: () => database.drop(),
  };
}
