// What the profile use-case tests share: one real database, members as registration leaves them, their field crypto,
// a file store in a temporary folder, real images, and the events the use cases wrote to the outbox.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

export {
  exifHasGps,
  imageInfo,
  oversizedPng,
  GIF,
  photoWithGps,
  pixelAt,
  PNG,
  sampleJpeg,
  samplePng,
  sidewaysJpeg,
  sized,
  transparentPng,
} from '../../src/testing-images';
