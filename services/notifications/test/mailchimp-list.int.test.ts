// The Mailchimp provider against a local HTTP server speaking the subset of the Marketing API it uses,
// and the newsletter's double opt-in subscribing there only on confirmation, with a clear message when it is down.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { createTestDatabase } from '@golightly/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { subgraph } from '../src/app';
import { MAILING_LIST_UNAVAILABLE_MESSAGE, MailingListUnavailable } from '../src/domain/newsletter';
import { newsletterRoutes } from '../src/http/newsletter';
import { mailchimpApiUrl, mailchimpList, subscriberHash, VERIFIED_TAG } from '../src/mail/mailchimp-list';

interface StoredMember {
  email_address: string;
  status: string;
  merge_fields: { FNAME: string; LNAME: string };
  tags: Array<{ name: string }>;
}

const API_KEY = 'test0123456789abcdef-us21';
const LIST = 'club-list';

/** Members by subscriber hash, requests as seen, and a switch to answer 503 to everything. */
function fakeMailchimp() {
  const members = new Map<string, StoredMember>();
  const requests: string[] = [];
  const state = { down: false };
  const readBody = async (request: IncomingMessage) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };
  const server = createServer(async (request, response) => {
    const send = (status: number, body?: unknown) =>
      response
        .writeHead(status, { 'content-type': 'application/json' })
        .end(body === undefined ? '' : JSON.stringify(body));
    requests.push(`${request.method} ${request.url}`);
    const expected = `Basic ${Buffer.from(`golightly:${API_KEY}`).toString('base64')}`;
    if (request.headers.authorization !== expected) return send(401, { title: 'API Key Invalid' });
    if (state.down) return send(503, { title: 'Service Unavailable' });
    const match = /^\/3\.0\/lists\/([^/]+)\/members\/([0-9a-f]{32})(\/tags)?$/.exec(request.url ?? '');
    if (!match || match[1] !== LIST) return send(404, { title: 'Resource Not Found' });
    const [, , hash, tags] = match;
    const body = await readBody(request);
    const existing = members.get(hash!);
    if (tags && request.method === 'POST') {
      if (!existing) return send(404, { title: 'Resource Not Found' });
      for (const tag of body.tags as Array<{ name: string }>) existing.tags.push({ name: tag.name });
      return send(204);
    }
    if (request.method === 'GET') return existing ? send(200, existing) : send(404, { title: 'Resource Not Found' });
    if (request.method === 'PUT') {
      const merge = body.merge_fields as { FNAME: string; LNAME: string };
      const member = existing ?? {
        email_address: String(body.email_address),
        status: String(body.status_if_new),
        merge_fields: merge,
        tags: [],
      };
      member.status = String(body.status ?? member.status);
      member.merge_fields = merge;
      members.set(hash!, member);
      return send(200, member);
    }
    if (request.method === 'PATCH') {
      if (!existing) return send(404, { title: 'Resource Not Found' });
      existing.merge_fields = { ...existing.merge_fields, ...(body.merge_fields as object) };
      return send(200, existing);
    }
    return send(405, { title: 'Method Not Allowed' });
  });
  return { server, members, requests, state };
}

describe('the Mailchimp mailing list', () => {
  const fake = fakeMailchimp();
  let server: Server;
  let apiUrl: string;
  beforeAll(async () => {
    server = fake.server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/3.0`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    fake.members.clear();
    fake.requests.length = 0;
    fake.state.down = false;
  });

  it('finds its data centre in the API key', () => {
    expect(mailchimpApiUrl('abc-us21')).toBe('https://us21.api.mailchimp.com/3.0');
    expect(() => mailchimpApiUrl('no-data-centre!')).toThrow(/data centre/);
  });

  it('subscribes, finds, renames and verifies a member addressed by the MD5 of her lower-cased address', async () => {
    const list = mailchimpList({ apiKey: API_KEY, listId: LIST, apiUrl });
    expect(await list.find('ada@example.com')).toBeNull();
    await list.subscribe({ email: 'ada@example.com', firstName: 'Ada', lastName: 'Okafor' });
    expect(fake.requests).toContain(`PUT /3.0/lists/${LIST}/members/${subscriberHash('ADA@example.com ')}`);
    expect(await list.updateNames({ email: 'ada@example.com', firstName: 'Adaeze', lastName: 'Okafor' })).toBe(true);
    expect(await list.markVerified('ada@example.com')).toBe(true);
    expect(await list.find('ada@example.com')).toEqual({
      email: 'ada@example.com',
      firstName: 'Adaeze',
      lastName: 'Okafor',
      verified: true,
    });
    expect(fake.members.get(subscriberHash('ada@example.com'))?.tags).toEqual([{ name: VERIFIED_TAG }]);
  });

  it('treats an unsubscribed address as not subscribed, and renaming or verifying an unknown one as not found', async () => {
    const list = mailchimpList({ apiKey: API_KEY, listId: LIST, apiUrl });
    fake.members.set(subscriberHash('gone@example.com'), {
      email_address: 'gone@example.com',
      status: 'unsubscribed',
      merge_fields: { FNAME: 'G', LNAME: 'O' },
      tags: [],
    });
    expect(await list.find('gone@example.com')).toBeNull();
    expect(await list.updateNames({ email: 'nobody@example.com', firstName: 'N', lastName: 'B' })).toBe(false);
    expect(await list.markVerified('nobody@example.com')).toBe(false);
  });

  it('reports the provider down (or a wrong key) as unavailable rather than as not subscribed', async () => {
    fake.state.down = true;
    const list = mailchimpList({ apiKey: API_KEY, listId: LIST, apiUrl });
    await expect(list.find('ada@example.com')).rejects.toBeInstanceOf(MailingListUnavailable);
    fake.state.down = false;
    const wrongKey = mailchimpList({ apiKey: 'wrongkey0123-us21', listId: LIST, apiUrl });
    await expect(
      wrongKey.subscribe({ email: 'ada@example.com', firstName: 'A', lastName: 'O' }),
    ).rejects.toBeInstanceOf(MailingListUnavailable);
    const unreachable = mailchimpList({
      apiKey: API_KEY,
      listId: LIST,
      apiUrl: 'http://127.0.0.1:9/3.0',
      timeoutMs: 2000,
    });
    await expect(unreachable.find('ada@example.com')).rejects.toBeInstanceOf(MailingListUnavailable);
  });

  it('subscribes on Mailchimp only when the e-mailed link is followed, and keeps the link working while Mailchimp is down', async () => {
    const database = await createTestDatabase('notifications_mailchimp', subgraph.migrations);
    const app = Fastify();
    app.decorateRequest('identity', null);
    app.decorateRequest('clientIp', '203.0.113.5');
    await app.register(
      newsletterRoutes(database.db, mailchimpList({ apiKey: API_KEY, listId: LIST, apiUrl }), 'https://club.example'),
    );
    const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as object });
    try {
      expect(
        (
          await post('/mailChimpSubscribe-footer', { email: 'Ada@Example.com', firstName: 'Ada', lastName: 'Okafor' })
        ).json(),
      ).toEqual({ status: 200, errorMessage: null });
      expect(fake.requests.filter((request) => !request.startsWith('GET'))).toEqual([]);
      const { text_body: text } = await database
        .db('email_messages')
        .where({ recipient: 'ada@example.com' })
        .first('text_body');
      const token = /\/newsletter\/confirm\/([\w-]{43})/.exec(text)![1];

      fake.state.down = true;
      const down = await post('/verifyEmailMailchimp', { token });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 503, errorMessage: MAILING_LIST_UNAVAILABLE_MESSAGE });
      fake.state.down = false;

      expect((await post('/verifyEmailMailchimp', { token })).json()).toEqual({ status: 200, errorMessage: null });
      expect(fake.members.get(subscriberHash('ada@example.com'))).toMatchObject({
        status: 'subscribed',
        merge_fields: { FNAME: 'Ada', LNAME: 'Okafor' },
      });
      expect((await post('/verifyEmailMailchimp', { token })).statusCode).toBe(400);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
