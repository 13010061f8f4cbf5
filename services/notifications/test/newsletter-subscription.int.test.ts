// The newsletter's double opt-in use cases against a real database: links expire, work once, and limits hold.
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subgraph } from '../src/app';
import { confirmSubscription, requestSubscription } from '../src/app/newsletter-subscription';
import { localMailingList } from '../src/db/newsletter';

const SITE = 'https://club.example';

describe('newsletter double opt-in', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('notifications_newsletter', subgraph.migrations);
  });
  afterAll(() => database.drop());

  /** The token of the latest confirmation mail queued for `email`. */
  const tokenMailedTo = async (email: string) => {
    const row = await database
      .db('email_messages')
      .where({ recipient: email, kind: 'confirmNewsletterSubscription' })
      .orderBy('id', 'desc')
      .first('text_body');
    return /\/newsletter\/confirm\/([\w-]{43})/.exec(row.text_body as string)![1]!;
  };
  const request = (email: string, extra: { clientIp?: string; now?: Date } = {}) =>
    requestSubscription(database.db, SITE, {
      email,
      firstName: 'Ada',
      lastName: 'Okafor',
      clientIp: extra.clientIp ?? '203.0.113.1',
      ...extra,
    });

  it('keeps a link that is older than 48 hours from subscribing', async () => {
    expect(await request('late@example.com', { now: new Date(Date.now() - 49 * 3_600_000) })).toBe('mailed');
    const list = localMailingList(database.db);
    expect(await confirmSubscription(database.db, list, await tokenMailedTo('late@example.com'))).toEqual({
      status: 'invalidLink',
    });
    expect(await list.find('late@example.com')).toBeNull();
  });

  it('subscribes once when the same link is followed twice at the same moment', async () => {
    expect(await request('twice@example.com', { clientIp: '203.0.113.2' })).toBe('mailed');
    const token = await tokenMailedTo('twice@example.com');
    const list = localMailingList(database.db);
    const outcomes = await Promise.all([
      confirmSubscription(database.db, list, token),
      confirmSubscription(database.db, list, token),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['invalidLink', 'subscribed']);
    expect(await list.find('twice@example.com')).toMatchObject({ firstName: 'Ada', lastName: 'Okafor' });
  });

  it("voids the address's other pending links once one is used", async () => {
    await request('two-links@example.com', { clientIp: '203.0.113.3' });
    const first = await tokenMailedTo('two-links@example.com');
    await request('two-links@example.com', { clientIp: '203.0.113.3' });
    const second = await tokenMailedTo('two-links@example.com');
    const list = localMailingList(database.db);
    expect(await confirmSubscription(database.db, list, second)).toEqual({
      status: 'subscribed',
      email: 'two-links@example.com',
    });
    expect(await confirmSubscription(database.db, list, first)).toEqual({ status: 'invalidLink' });
  });

  it('refuses a token that is not one of ours without a database error', async () => {
    const list = localMailingList(database.db);
    for (const token of [undefined, '', 'x'.repeat(43), 'short', { $ne: null }, 'a'.repeat(42) + '\u0000']) {
      expect(await confirmSubscription(database.db, list, token)).toEqual({ status: 'invalidLink' });
    }
  });

  it('counts nothing for a request the client limit refuses, so the address keeps its three mails', async () => {
    const client = '203.0.113.9';
    const addresses = Array.from({ length: 20 }, (_, i) => `fill${i}@example.com`);
    for (const address of addresses) expect(await request(address, { clientIp: client })).toBe('mailed');
    expect(await request('spared@example.com', { clientIp: client })).toBe('clientLimit');
    for (let i = 0; i < 3; i += 1)
      expect(await request('spared@example.com', { clientIp: `203.0.113.${20 + i}` })).toBe('mailed');
    expect(await request('spared@example.com', { clientIp: '203.0.113.30' })).toBe('addressLimit');
    expect(
      await database.db('newsletter_confirmations').where({ email: 'spared@example.com' }).count({ n: '*' }),
    ).toEqual([{ n: 3 }]);
  });
});
