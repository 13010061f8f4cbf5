// A subgraph that accepts connections and never answers (issue 11, item 8): every caller gets a clear, allow-listed
// answer within the gateway's time limits instead of a hang, "Internal server error" or an internal address.
import { createServer, type Server, type Socket } from 'node:net';
import { insertMember } from '@golightly/accounts/testing';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../../src/app';
import { readCommittedSupergraph } from '../../src/supergraph';
import { startStack, TEST_IDENTITY_SECRET, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

const PART_UNAVAILABLE = 'This part of the club is unavailable right now. Please try again in a moment.';
const SIGN_IN_UNAVAILABLE = 'Sign-in is unavailable right now. Please try again in a moment.';
/** The client gives up after this long; every answer below must come before it. */
const CLIENT_ABORT_MS = 5000;

/** A TCP server that accepts every connection and never says a word. */
async function startSilentServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    stop: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('a subgraph that never answers', () => {
  let stack: TestStack;
  let silent: Awaited<ReturnType<typeof startSilentServer>>;
  const gateways: FastifyInstance[] = [];
  let accountsDown: string;
  let notificationsDown: string;
  let memberCookie: string;

  async function gatewayWithout(service: 'accounts' | 'notifications'): Promise<string> {
    const gateway = await buildGateway({
      supergraphSdl: readCommittedSupergraph(),
      subgraphUrls: { ...stack.subgraphs.urls, [service]: silent.url },
      identitySecret: TEST_IDENTITY_SECRET,
      limits: { maxDepth: 12, maxAliases: 30, maxBodyBytes: 102_400 },
      timeouts: { subgraphMs: 600, sessionMs: 400 },
    });
    gateways.push(gateway);
    return gateway.listen({ port: 0, host: '127.0.0.1' });
  }

  const ask = async (base: string, query: string, cookie?: string) => {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query }),
      signal: AbortSignal.timeout(CLIENT_ABORT_MS),
    });
    return { status: response.status, text: await response.text() };
  };

  beforeAll(async () => {
    silent = await startSilentServer();
    stack = await startStack();
    await insertMember(stack.subgraphs.services.accounts.database.db, TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!, {
      firstName: 'Ada',
      email: 'ada@example.com',
      password: 'Travel2024!',
    });
    const ada = await stack.signIn('ada@example.com', 'Travel2024!');
    memberCookie = `golightly_session=${ada.cookie}`;
    accountsDown = await gatewayWithout('accounts');
    notificationsDown = await gatewayWithout('notifications');
  });

  afterAll(async () => {
    await Promise.all(gateways.map((gateway) => gateway.close()));
    await stack?.stop();
    await silent?.stop();
  });

  it('tells a visitor that part of the club is unavailable, with 503, when the whole operation depends on it', async () => {
    const response = await ask(accountsDown, '{ getCheckUserStatus { status } }');
    expect(response.status).toBe(503);
    expect(JSON.parse(response.text).errors).toEqual([
      expect.objectContaining({ message: PART_UNAVAILABLE, extensions: { code: 'SERVICE_UNAVAILABLE' } }),
    ]);
    expect(response.text).not.toMatch(/127\.0\.0\.1|\n\s+at |ECONN|abort/i);
  });

  it('tells a signed-in member that sign-in is unavailable when accounts cannot say who she is', async () => {
    const response = await ask(accountsDown, '{ channelProviders { displayName } }', memberCookie);
    expect(response.status).toBe(503);
    expect(JSON.parse(response.text).errors).toEqual([
      expect.objectContaining({ message: SIGN_IN_UNAVAILABLE, extensions: { code: 'SERVICE_UNAVAILABLE' } }),
    ]);
  });

  it('tells a signed-in member that part of the club is unavailable when another service does not answer', async () => {
    const response = await ask(notificationsDown, '{ getUnreadCount { total } }', memberCookie);
    expect(response.status).toBe(503);
    expect(JSON.parse(response.text).errors[0]).toMatchObject({
      message: PART_UNAVAILABLE,
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
  });

  it('answers a REST route of the silent service with 503 and the same message', async () => {
    const response = await fetch(`${accountsDown}/images/avatar/someone.jpg`, {
      signal: AbortSignal.timeout(CLIENT_ABORT_MS),
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      errors: [{ message: PART_UNAVAILABLE, extensions: { code: 'SERVICE_UNAVAILABLE' } }],
    });
  });

  it('answers an admin access token that cannot be checked with the sign-in message', async () => {
    const response = await fetch(`${accountsDown}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer header.payload.signature' },
      body: JSON.stringify({ query: '{ channelProviders { displayName } }' }),
      signal: AbortSignal.timeout(CLIENT_ABORT_MS),
    });
    expect(response.status).toBe(503);
    expect((await response.json()) as unknown).toEqual({
      errors: [{ message: SIGN_IN_UNAVAILABLE, extensions: { code: 'SERVICE_UNAVAILABLE' } }],
    });
  });

  it('refuses a live-updates websocket with 503 when notifications does not answer the upgrade', async () => {
    const refusal = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const socket = new WebSocket(`${notificationsDown.replace('http', 'ws')}/graphql/live`, 'graphql-transport-ws', {
        headers: { cookie: memberCookie },
        handshakeTimeout: CLIENT_ABORT_MS,
      });
      socket.on('unexpected-response', (_request, response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      socket.on('open', () => reject(new Error('the socket opened')));
      socket.on('error', (error) => reject(error));
    });
    expect(refusal.status).toBe(503);
    expect(JSON.parse(refusal.body)).toEqual({
      errors: [{ message: 'Live updates are unavailable right now. Please try again in a moment.' }],
    });
  });
});
