// A member removes one of her co-hosts (removeCoHost, decision 0010): ownership is proven in the same transaction
// before any effect, so any id that is not her live co-host changes nothing. A use case on one real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeCoHost } from '../src/app/remove-co-host';
import { setCoHostOf } from '../src/testing';
import { testbed, type Testbed } from './support/testbed';

describe('removing a co-host', () => {
  let bed: Testbed;
  let graceId: string;
  let fridaId: string;
  let fayId: string;
  const openSessions = async (userId: string) =>
    Number((await bed.db('sessions').where({ user_id: userId }).whereNull('revoked_at').count({ n: '*' }))[0]!.n);
  const isLive = async (userId: string) =>
    Boolean(await bed.db('users').where({ id: userId }).whereNull('deleted_at').whereNotNull('email_hash').first('id'));
  const coHostOf = async (hostId: string, firstName: string) => {
    const id = await bed.member(firstName);
    await setCoHostOf(bed.db, id, hostId);
    await bed.signedIn(id, { coHost: true });
    return id;
  };

  beforeAll(async () => {
    bed = await testbed('accounts_remove_co_host');
    graceId = await bed.member('Grace');
    fridaId = await bed.member('Frida');
    await bed.signedIn(graceId);
    await bed.signedIn(fridaId);
    fayId = await coHostOf(fridaId, 'Fay');
  }, 120_000);
  afterAll(() => bed?.close());

  it("answers another member's own id as notFound, and her account and sessions survive", async () => {
    expect(await removeCoHost(bed.db, graceId, fridaId)).toBe('notFound');
    expect(await openSessions(fridaId)).toBe(1);
    expect(await isLive(fridaId)).toBe(true);
  });

  it("answers another member's co-host as notFound, and leaves her account, sessions and host alone", async () => {
    expect(await removeCoHost(bed.db, graceId, fayId)).toBe('notFound');
    expect(await openSessions(fayId)).toBe(1);
    expect(await isLive(fayId)).toBe(true);
    expect(await bed.db('users').where({ id: fayId }).first('co_host_of')).toEqual({ co_host_of: fridaId });
  });

  it('answers her own id, an unknown id and a malformed one as notFound, changing nothing', async () => {
    for (const coHostId of [graceId, '00000000-0000-4000-8000-00000000abcd', 'not-an-id']) {
      expect(await removeCoHost(bed.db, graceId, coHostId), coHostId).toBe('notFound');
    }
    expect(await openSessions(graceId)).toBe(1);
    expect(await isLive(graceId)).toBe(true);
  });

  it('removes her own co-host, ends her sessions, and then answers her id as notFound', async () => {
    const coraId = await coHostOf(graceId, 'Cora');
    expect(await removeCoHost(bed.db, graceId, coraId)).toBe('removed');
    expect(await openSessions(coraId)).toBe(0);
    expect(await isLive(coraId)).toBe(false);
    expect(await removeCoHost(bed.db, graceId, coraId)).toBe('notFound');
  });

  it('lets only one of two removals of the same co-host arriving at once take effect', async () => {
    const coId = await coHostOf(graceId, 'Coco');
    const outcomes = await Promise.all([removeCoHost(bed.db, graceId, coId), removeCoHost(bed.db, graceId, coId)]);
    expect(outcomes.sort()).toEqual(['notFound', 'removed']);
  });
});
