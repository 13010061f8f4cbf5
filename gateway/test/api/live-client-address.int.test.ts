// The live-updates websocket names the same client as /graphql does: the X-Forwarded-For address behind a trusted
// proxy (the local web server), the socket's own address otherwise, whatever the client claims.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { insertMember } from '@golightly/accounts/testing';
import { IDENTITY_HEADER, verifyCaller } from '@golightly/service-kit';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../../src/app';
import { readCommittedSupergraph } from '../../src/supergraph';
import { startStack, TEST_IDENTITY_SECRET, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

/** Stands in for notifications: notes the identity each upgrade carries and turns it away. */
async function startUpgradeRecorder() {
  const identities: string[] = [];
  const server: Server = createServer((_request, response) => response.end());
  server.on('upgrade', (request: IncomingMessage, socket: Duplex) => {
    identities.push(String(request.headers[IDENTITY_HEADER]));
    socket.end('HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/graphql`, identities, stop: () => new Promise((r) => server.close(r)) };
}

describe('the client address of a live-updates websocket', () => {
  let stack: TestStack;
  let recorder: Awaited<ReturnType<typeof startUpgradeRecorder>>;
  const gateways: FastifyInstance[] = [];
  let memberCookie: string;

  async function gatewayTrusting(trustedProxies: string[]): Promise<string> {
    const gateway = await buildGateway({
      supergraphSdl: readCommittedSupergraph(),
      subgraphUrls: { ...stack.subgraphs.urls, notifications: recorder.url },
      identitySecret: TEST_IDENTITY_SECRET,
      limits: { maxDepth: 12, maxAliases: 30, maxBodyBytes: 102_400 },
      trustedProxies,
    });
    gateways.push(gateway);
    return gateway.listen({ port: 0, host: '127.0.0.1' });
  }

  /** Opens the socket from 127.0.0.1 claiming to be `forwardedFor`; resolves with the address notifications was told. */
  async function addressSeenThrough(base: string, forwardedFor: string): Promise<string> {
    const before = recorder.identities.length;
    await new Promise<void>((resolve) => {
      const socket = new WebSocket(`${base.replace('http', 'ws')}/graphql/live`, 'graphql-transport-ws', {
        headers: { cookie: memberCookie, 'x-forwarded-for': forwardedFor },
      });
      socket.on('unexpected-response', () => resolve());
      socket.on('error', () => resolve());
    });
    expect(recorder.identities).toHaveLength(before + 1);
    return verifyCaller(recorder.identities.at(-1)!, TEST_IDENTITY_SECRET).ip;
  }

  beforeAll(async () => {
    recorder = await startUpgradeRecorder();
    stack = await startStack();
    await insertMember(stack.subgraphs.services.accounts.database.db, TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!, {
      firstName: 'Ada',
      email: 'ada@example.com',
      password: 'Travel2024!',
    });
    const ada = await stack.signIn('ada@example.com', 'Travel2024!');
    memberCookie = `golightly_session=${ada.cookie}`;
  });

  afterAll(async () => {
    await Promise.all(gateways.map((gateway) => gateway.close()));
    await stack?.stop();
    await recorder?.stop();
  });

  it('is the address a trusted proxy forwards', async () => {
    const base = await gatewayTrusting(['127.0.0.1', '::1']);
    expect(await addressSeenThrough(base, '203.0.113.9')).toBe('203.0.113.9');
  });

  it('is the socket address when the peer is not a trusted proxy, whatever it forwards', async () => {
    const base = await gatewayTrusting(['192.0.2.1']);
    expect(await addressSeenThrough(base, '203.0.113.9')).toBe('127.0.0.1');
  });
});
