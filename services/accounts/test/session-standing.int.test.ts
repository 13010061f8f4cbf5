// The gateway's session lookup (POST /internal/session) carries the standing of the member a session acts for
// (DESIGN §8, decision 0032): hers, her host's for a co-host, none for an admin; read fresh on every lookup.
import { randomBytes } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import { createLogger, gatewayCredential, type Standing } from '@golightly/service-kit';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subgraph } from '../src/app';
import { loadOwnAccount } from '../src/app/load-account';
import { createFieldCrypto } from '../src/db/field-crypto';
import { createSession } from '../src/db/sessions';
import {
  insertAdmin,
  insertMember,
  insertSession,
  setCoHostOf,
  setMemberDetails,
  setMemberStanding,
  setVerification,
  type MemberFixture,
} from '../src/testing';

const KEY = randomBytes(32).toString('base64');
const SECRET = 'accounts-session-standing-secret-0123456789';
const PASSWORD = 'Travel2024!';

/** A new member as registration leaves her: nothing verified, no profile steps, standard membership. */
const NEW_MEMBER: Standing = {
  gender: 'female',
  idVerified: false,
  profileComplete: false,
  phoneVerified: false,
  memberStatus: 'standard',
  isDiamond: false,
  pressUser: false,
  propertyManager: false,
  coHostOf: null,
};

describe("the session lookup's standing", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const db = () => database.db;

  const member = (firstName: string, extra: Partial<MemberFixture> = {}) =>
    insertMember(db(), KEY, {
      firstName,
      email: `${firstName.toLowerCase()}@example.com`,
      password: PASSWORD,
      ...extra,
    });

  const lookUp = async (token: string, authorization = `Bearer ${gatewayCredential(SECRET)}`) => {
    const response = await app.inject({
      method: 'POST',
      url: '/internal/session',
      headers: { 'content-type': 'application/json', authorization },
      payload: JSON.stringify({ token }),
    });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  };
  const standingOf = async (token: string) => (await lookUp(token)).body.standing;

  beforeAll(async () => {
    database = await createTestDatabase('accounts_session_standing', subgraph.migrations);
    app = await subgraph.buildApp({
      db: database.db,
      identitySecret: SECRET,
      logger: createLogger('accounts-session-standing-test'),
      env: { ...process.env, LOG_LEVEL: 'silent', ACCOUNTS_DATA_KEY: KEY },
    });
  });
  afterAll(async () => {
    // The app owns the pool: closing it closes the pool, then the database goes.
    await app?.close();
    await database?.drop();
  });

  it("answers a member's session with her standing beside her ids", async () => {
    const adaId = await member('Ada');
    await setMemberStanding(db(), adaId, { profileComplete: true, phoneVerified: true, diamond: true });
    await setVerification(db(), adaId, { idVerified: true });
    const token = await insertSession(db(), adaId);

    const answer = await lookUp(token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ userId: adaId, coHostUserId: null, isAdmin: false, isCoHost: false });
    expect(answer.body.standing).toEqual({
      ...NEW_MEMBER,
      idVerified: true,
      profileComplete: true,
      phoneVerified: true,
      isDiamond: true,
    });
  });

  it('answers a new member with what registration left: nothing verified, her profile incomplete', async () => {
    const token = await insertSession(db(), await member('Nell'));
    expect(await standingOf(token)).toEqual(NEW_MEMBER);
  });

  it("decides profileComplete by userAccount's own rule, case by case", async () => {
    const cases: Array<{ name: string; set: (id: string) => Promise<unknown> }> = [
      { name: 'Steps', set: (id) => setMemberStanding(db(), id, { profileComplete: true, missingSteps: [3] }) },
      { name: 'Phone', set: (id) => setMemberStanding(db(), id, { profileComplete: true, phoneVerified: false }) },
      {
        // The phone gate's one exemption (spec 000 §4): +971 in AE.
        name: 'Emirates',
        set: async (id) => {
          await setMemberStanding(db(), id, { profileComplete: true, phoneVerified: false });
          await setMemberDetails(db(), KEY, id, { dialCode: '+971', countryCode: 'AE' });
        },
      },
      {
        // An applicant (memberForm) needs her membership record verified as well.
        name: 'Applicant',
        set: async (id) => {
          await setMemberStanding(db(), id, { profileComplete: true, phoneVerified: true });
          await setMemberDetails(db(), KEY, id, { userType: 'memberForm' });
        },
      },
      {
        name: 'Approved',
        set: async (id) => {
          await setMemberStanding(db(), id, { profileComplete: true, phoneVerified: true });
          await setMemberDetails(db(), KEY, id, { userType: 'memberForm' });
          await db()('users').where({ id }).update({ is_member_verified: true });
        },
      },
    ];
    const seen: Record<string, boolean> = {};
    for (const { name, set } of cases) {
      const id = await member(name);
      await set(id);
      const token = await insertSession(db(), id);
      const caller = { kind: 'member' as const, userId: id, sessionId: 's', coHost: false };
      const own = await loadOwnAccount({ db: db(), crypto: createFieldCrypto(Buffer.from(KEY, 'base64')) }, caller);
      if (own.kind !== 'loaded') throw new Error(own.kind);
      const standing = (await standingOf(token)) as Standing;
      expect(standing.profileComplete, name).toBe(own.account.isCompleted);
      seen[name] = standing.profileComplete;
    }
    expect(seen).toEqual({ Steps: false, Phone: false, Emirates: true, Applicant: false, Approved: true });
  });

  it("answers a co-host's session with her host's standing, naming the host and the co-host", async () => {
    const hostId = await member('Hana', { maxInvite: 3 });
    await setMemberStanding(db(), hostId, { profileComplete: true, phoneVerified: true });
    await setVerification(db(), hostId, { idVerified: true });
    // The co-host's own standing differs in every field it could: none of it travels.
    const coHostId = await member('Cora', { gender: 'male', memberStatus: 'pending' });
    await setMemberStanding(db(), coHostId, { diamond: true });
    await db()('users').where({ id: coHostId }).update({ is_press_user: true });
    await setCoHostOf(db(), coHostId, hostId);
    const token = await insertSession(db(), coHostId, { coHost: true });

    const answer = await lookUp(token);
    expect(answer.body).toMatchObject({ userId: hostId, coHostUserId: coHostId, isCoHost: true });
    expect(answer.body.standing).toEqual({
      ...NEW_MEMBER,
      idVerified: true,
      profileComplete: true,
      phoneVerified: true,
      coHostOf: hostId,
    });
  });

  it('counts a property manager as complete, whatever her steps, and says she is one', async () => {
    const id = await member('Petra', { gender: 'male' });
    await setMemberDetails(db(), KEY, id, { isPropertyManager: true });
    const token = await insertSession(db(), id);
    expect(await standingOf(token)).toEqual({
      ...NEW_MEMBER,
      gender: 'male',
      profileComplete: true,
      propertyManager: true,
    });
  });

  it('says a press user is one', async () => {
    const id = await member('Priya');
    await db()('users').where({ id }).update({ is_press_user: true });
    expect(await standingOf(await insertSession(db(), id))).toMatchObject({ pressUser: true, propertyManager: false });
  });

  it('carries a hold, an applicant still pending and a gender never confirmed', async () => {
    const held = await member('Olive', { memberStatus: 'on_hold' });
    const pending = await member('Pia', { memberStatus: 'pending' });
    const unconfirmed = await member('Gia');
    await setMemberStanding(db(), unconfirmed, { gender: null });
    expect(await standingOf(await insertSession(db(), held))).toMatchObject({ memberStatus: 'on_hold' });
    expect(await standingOf(await insertSession(db(), pending))).toMatchObject({ memberStatus: 'pending' });
    expect(await standingOf(await insertSession(db(), unconfirmed))).toMatchObject({ gender: null });
  });

  it('answers an admin session with her privileges and no standing', async () => {
    const adminId = await insertAdmin(db(), KEY, {
      email: 'boss@golightly.test',
      password: PASSWORD,
      isSuperAdmin: true,
    });
    const { token, sessionId } = await createSession(db(), { adminId }, 1);
    const answer = await lookUp(token);
    expect(answer.body).toMatchObject({ sessionId, userId: adminId, isAdmin: true, isSuperAdmin: true });
    expect(answer.body.standing).toBeNull();
  });

  it('reads the standing fresh at every lookup: a change shows at the next one', async () => {
    const id = await member('Vera');
    const token = await insertSession(db(), id);
    expect(await standingOf(token)).toMatchObject({ idVerified: false, isDiamond: false });
    await setVerification(db(), id, { idVerified: true });
    await setMemberStanding(db(), id, { diamond: true });
    expect(await standingOf(token)).toMatchObject({ idVerified: true, isDiamond: true });
  });

  it('answers no standing for an ended session, and nothing to a caller without the credential', async () => {
    const id = await member('Edda');
    const revoked = await insertSession(db(), id, { revoked: true });
    expect(await lookUp(revoked)).toEqual({ status: 404, body: { error: 'No active session' } });
    const live = await insertSession(db(), id);
    expect(await lookUp(live, 'Bearer not-the-gateway')).toEqual({
      status: 401,
      body: { error: 'Only the gateway may resolve sessions' },
    });
  });
});
