// The demo data of a first `npm start`: every kind of member signs in with the demo password, and seeding twice
// changes nothing.
import { DEMO_MEMBERS, DEMO_PASSWORD } from '@golightly/config';
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subgraph } from '../src/app';
import { createFieldCrypto } from '../src/db/field-crypto';
import { seedDemo } from '../src/db/seed';
import { verifyPassword } from '../src/domain/passwords';

const KEY = Buffer.alloc(32, 9).toString('base64');
const ENV = { ACCOUNTS_DATA_KEY: KEY };

describe('the demo seed', () => {
  let database: TestDatabase;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase('accounts_demo_seed', subgraph.migrations);
    await seedDemo(db(), ENV);
  });
  afterAll(() => database?.drop());

  it('seeds a co-host of Grace, a press user and a property manager beside the members', async () => {
    const row = (id: string) => db()('users').where({ id }).first();
    expect(await row(DEMO_MEMBERS.celia.id)).toMatchObject({
      co_host_of: DEMO_MEMBERS.grace.id,
      referral_key: null,
      is_press_user: false,
    });
    expect(await row(DEMO_MEMBERS.priya.id)).toMatchObject({
      is_press_user: true,
      is_property_manager: false,
      co_host_of: null,
      member_status: 'standard',
    });
    expect(await row(DEMO_MEMBERS.mara.id)).toMatchObject({
      is_property_manager: true,
      is_press_user: false,
      co_host_of: null,
      member_status: 'standard',
    });
    expect(await row(DEMO_MEMBERS.penny.id)).toMatchObject({ member_status: 'pending', is_member_verified: false });
  });

  it('finds every demo member by her address, with the demo password', async () => {
    const crypto = createFieldCrypto(Buffer.from(KEY, 'base64'));
    for (const member of Object.values(DEMO_MEMBERS)) {
      const row = await db()('users')
        .where({ email_hash: crypto.lookupHash(member.email) })
        .first('id', 'password_hash');
      expect(row?.id, member.email).toBe(member.id);
      expect(await verifyPassword(row.password_hash, DEMO_PASSWORD), member.email).toBe(true);
    }
  });

  it("gives every demo member her fixture's profile number, which listings-search knows too", async () => {
    for (const member of Object.values(DEMO_MEMBERS)) {
      expect((await db()('users').where({ id: member.id }).first('profile_id')).profile_id, member.email).toBe(
        member.profileId,
      );
    }
  });

  it('gives a demo member seeded earlier with a random number her fixture number', async () => {
    await db()('users').where({ id: DEMO_MEMBERS.dina.id }).update({ profile_id: 1_987_654 });
    expect(await seedDemo(db(), ENV)).toBe(1);
    expect((await db()('users').where({ id: DEMO_MEMBERS.dina.id }).first('profile_id')).profile_id).toBe(
      DEMO_MEMBERS.dina.profileId,
    );
  });

  it('changes nothing when it runs again', async () => {
    expect(await seedDemo(db(), ENV)).toBe(0);
  });
});
