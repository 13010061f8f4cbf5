// What the profile use-case tests share: one real database, members as registration leaves them, their field crypto,
// a file store in a temporary folder, real images, and the events the use cases wrote to the outbox.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { fromBinary, type DescMessage, type MessageShape } from '@bufbuild/protobuf';
import type { Knex } from '@golightly/db';
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import { EnvelopeSchema } from '@golightly/proto';
import { subgraph } from '../../src/app';
import { phoneCodeHash } from '../../src/app/phone-code-hash';
import { createFieldCrypto } from '../../src/db/field-crypto';
import { createLocalFileStore, type FileStore } from '../../src/files/file-store';
import { insertAdmin, insertMember, type MemberFixture } from '../../src/testing';

/** How long a file's set-up may take: a migrated database and members whose passwords are hashed with argon2. */
export const SETUP_MS = 120_000;

export interface ProfileTestbed {
  db: Knex;
  crypto: ReturnType<typeof createFieldCrypto>;
  hashCode: ReturnType<typeof phoneCodeHash>;
  files: FileStore;
  /** The service's settings as the environment would give them, with this database's data key. */
  env: Record<string, string>;
  /** Inserts a member (password Travel2024!, e-mail <first name>@example.com unless given); her user id. */
  member(firstName: string, extra?: Partial<MemberFixture>): Promise<string>;
  /** Inserts a super admin; her id. */
  admin(email: string): Promise<string>;
  profileIdOf(userId: string): Promise<number>;
  /** The latest event of this type in the outbox, decoded; undefined when there is none. */
  latestEvent<Desc extends DescMessage>(schema: Desc): Promise<MessageShape<Desc> | undefined>;
  countEvents(schema: DescMessage): Promise<number>;
  close(): Promise<void>;
}

export async function profileTestbed(label: string): Promise<ProfileTestbed> {
  const database: TestDatabase = await createTestDatabase(label, subgraph.migrations);
  const dataKey = randomBytes(32);
  const filesDir = await mkdtemp(path.join(tmpdir(), 'golightly-accounts-files-'));
  const db = database.db;
  return {
    db,
    crypto: createFieldCrypto(dataKey),
    hashCode: phoneCodeHash(dataKey),
    files: createLocalFileStore(filesDir),
    env: { ACCOUNTS_DATA_KEY: dataKey.toString('base64') },
    member: (firstName, extra = {}) =>
      insertMember(db, dataKey.toString('base64'), {
        firstName,
        email: `${firstName.toLowerCase()}@example.com`,
        password: 'Travel2024!',
        ...extra,
      }),
    admin: (email) =>
      insertAdmin(db, dataKey.toString('base64'), { email, password: 'AdminPass2024!', isSuperAdmin: true }),
    profileIdOf: async (userId) => (await db('users').where({ id: userId }).first('profile_id')).profile_id,
    async latestEvent(schema) {
      const row = await db('outbox').where({ event_type: schema.typeName }).orderBy('id', 'desc').first('envelope');
      return row ? fromBinary(schema, fromBinary(EnvelopeSchema, row.envelope).payload) : undefined;
    },
    async countEvents(schema) {
      const [row] = await db('outbox').where({ event_type: schema.typeName }).count({ n: '*' });
      return Number(row?.n ?? 0);
    },
    async close() {
      await database.drop();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Images made here: a real 1x1 PNG, a JPEG header, a GIF, and files of a chosen size.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
};
const header = Buffer.alloc(13);
header.writeUInt32BE(1, 0);
header.writeUInt32BE(1, 4);
header.set([8, 6, 0, 0, 0], 8);

export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', header),
  chunk('IDAT', deflateSync(Buffer.from([0, 255, 105, 180, 255]))),
  chunk('IEND', Buffer.alloc(0)),
]);
export const sized = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(size - head.length)]);
export const GIF = Buffer.concat([
  Buffer.from('GIF89a', 'ascii'),
  Buffer.from([1, 0, 1, 0, 0x80, 0, 0]),
  Buffer.alloc(40),
]);
export const JPEG = sized(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]), 2048);
