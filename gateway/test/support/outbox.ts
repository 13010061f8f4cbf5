// Reads the events a service wrote to its outbox, decoded, so tests can follow e-mailed links.
import { fromBinary, type DescMessage, type MessageShape } from '@bufbuild/protobuf';
import type { Knex } from '@golightly/db';
import { EnvelopeSchema } from '@golightly/proto';

/** The latest event of `schema`'s type in the outbox of `db`, decoded; undefined when there is none. */
export async function latestEvent<Desc extends DescMessage>(
  db: Knex,
  schema: Desc,
): Promise<MessageShape<Desc> | undefined> {
  const row = await db('outbox').where({ event_type: schema.typeName }).orderBy('id', 'desc').first('envelope');
  if (!row) return undefined;
  return fromBinary(schema, fromBinary(EnvelopeSchema, row.envelope).payload);
}

export async function eventTypes(db: Knex): Promise<string[]> {
  return (await db('outbox').orderBy('id').select('event_type')).map((row: { event_type: string }) => row.event_type);
}
