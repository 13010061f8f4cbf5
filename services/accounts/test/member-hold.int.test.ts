// A member put on hold can no longer act (issue 13: "puts a member on hold (her next request is refused)"; decision
// 0029): the hold ends every session acting for her at once; she may sign in again, and is then sent to /warning.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeMemberStatus } from '../src/app/change-member-status';
import { signIn } from '../src/app/sign-in';
import { decideUserGate } from '../src/app/user-gate';
import { findActiveSession } from '../src/db/sessions';
import { insertSession, setMemberStanding } from '../src/testing';
import { actorOf } from './support/admin-log';
import { testbed, visitor, type Testbed } from './support/testbed';

describe('putting a member on hold', () => {
  let bed: Testbed;
  let actor: ReturnType<typeof actorOf>;
  const deps = () => ({ ...bed.deps, config: { siteUrl: 'https://club.example/' }, log: { info: () => undefined } });

  beforeAll(async () => {
    bed = await testbed('accounts_member_hold');
    actor = actorOf(await bed.admin('members@golightly.test', 'Admin2024!x'));
  }, 120_000);
  afterAll(() => bed?.close());

  it('refuses her next request: her sessions and her co-hosts’ end with the hold', async () => {
    const olivId = await bed.member('Olive');
    const coHostId = await bed.member('Cora');
    await bed.db('users').where({ id: coHostId }).update({ co_host_of: olivId });
    const bystanderId = await bed.member('Bea');
    const token = await insertSession(bed.db, olivId);
    const coHostToken = await insertSession(bed.db, coHostId, { coHost: true });
    const bystanderToken = await insertSession(bed.db, bystanderId);

    const held = await changeMemberStatus(deps(), actor, { userId: olivId, action: 'hold', reason: 'Complaint' });
    expect(held).toMatchObject({ status: 'success', member: { memberStatus: 'on_hold' } });

    // The gateway asks accounts for the session on every request: none is left, so she arrives as a visitor.
    expect(await findActiveSession(bed.db, token)).toBeUndefined();
    expect(await findActiveSession(bed.db, coHostToken)).toBeUndefined();
    expect(await findActiveSession(bed.db, bystanderToken)).toMatchObject({ userId: bystanderId });
  });

  it('lets her sign in again, and every page then sends her to /warning', async () => {
    const olive = await bed.db('users').where({ first_name: 'Olive' }).first('id');
    await setMemberStanding(bed.db, olive.id, { profileComplete: true, phoneVerified: true });
    const again = await signIn(bed.deps, {
      caller: visitor,
      email: 'olive@example.com',
      password: 'Travel2024!',
      clientAddress: '198.51.100.90',
    });
    expect(again.status).toBe('success');
    const caller = { kind: 'member' as const, userId: olive.id, sessionId: again.session!.sessionId, coHost: false };
    expect(await decideUserGate(bed.deps, { caller, path: '/dashboard' })).toMatchObject({
      decision: 'redirect',
      redirectTo: '/warning',
    });
  });

  it('ends no session when the hold is lifted', async () => {
    const olive = await bed.db('users').where({ first_name: 'Olive' }).first('id');
    const token = await insertSession(bed.db, olive.id);
    expect(await changeMemberStatus(deps(), actor, { userId: olive.id, action: 'release' })).toMatchObject({
      status: 'success',
      member: { memberStatus: 'standard' },
    });
    expect(await findActiveSession(bed.db, token)).toMatchObject({ userId: olive.id });
  });
});
