// The static web server of `npm start` on a built app in a temporary folder, with a stand-in upstream for the gateway.
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { createWebServer } from '../src/web-server/server';

const SECRET = randomBytes(24).toString('base64url');

/** A raw request, so paths like `/../` and `%2f` reach the server exactly as written. */
function get(port: number, urlPath: string, headers: Record<string, string> = {}, method = 'GET', body?: string) {
  return new Promise<{ status: number; headers: IncomingMessage['headers']; body: string }>((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path: urlPath, method, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

describe('the web server of the built apps', () => {
  let folder: string;
  let upstream: Server;
  let upstreamSockets: WebSocketServer;
  let web: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'golightly-web-'));
    const webDist = path.join(folder, 'web', 'dist');
    const adminDist = path.join(folder, 'admin-web', 'dist');
    await mkdir(path.join(webDist, 'assets'), { recursive: true });
    await mkdir(path.join(adminDist, 'assets'), { recursive: true });
    await mkdir(path.join(folder, '.data', 'secrets'), { recursive: true });
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>member app</title>');
    await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("member")');
    await writeFile(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(path.join(webDist, '.source-hash'), 'hash\n');
    await writeFile(path.join(adminDist, 'index.html'), '<!doctype html><title>admin app</title>');
    await writeFile(path.join(adminDist, 'assets', 'admin-def456.js'), 'console.log("admin")');
    await writeFile(path.join(folder, '.data', 'secrets', 'internal_identity_secret'), `${SECRET}\n`);
    await writeFile(path.join(folder, 'package.json'), `{"secret":"${SECRET}"}`);
    // A link inside the build that points outside it must not be followed out.
    await symlink(path.join(folder, '.data', 'secrets', 'internal_identity_secret'), path.join(webDist, 'leak.txt'));

    // Stands in for the gateway: echoes what reached it, and accepts the live-counts websocket.
    upstream = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ method: request.method, url: request.url, headers: request.headers, body }));
      });
    });
    upstreamSockets = new WebSocketServer({ server: upstream, path: '/graphql/live' });
    upstreamSockets.on('connection', (socket, request) => socket.send(String(request.headers['x-forwarded-for'])));
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const gatewayUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;

    web = await createWebServer({ webDist, adminDist, gatewayUrl, siteUrl: 'http://localhost:3000' });
    await web.listen({ port: 0, host: '127.0.0.1' });
    port = (web.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await web?.close();
    upstreamSockets?.close();
    await new Promise((resolve) => upstream?.close(resolve));
    await rm(folder, { recursive: true, force: true });
  });

  it('serves the member app at / with its security headers and no caching of the page', async () => {
    const page = await get(port, '/', { host: 'localhost:3000' });
    expect(page.status).toBe(200);
    expect(page.body).toContain('member app');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain('ws://localhost:3000');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('serves hashed assets as immutable for a year', async () => {
    const asset = await get(port, '/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers client-side routes with the page, and a missing chunk with 404', async () => {
    const route = await get(port, '/users/show/12');
    expect(route.status).toBe(200);
    expect(route.body).toContain('member app');
    expect(route.headers['cache-control']).toBe('no-cache');
    expect((await get(port, '/c/ADAINV01/ada@golightly.test', { accept: 'text/html' })).body).toContain('member app');
    expect((await get(port, '/assets/index-gone.js')).status).toBe(404);
  });

  it('serves the admin app under /siteadmin/ with its own fallback, and redirects /siteadmin there', async () => {
    expect((await get(port, '/siteadmin/')).body).toContain('admin app');
    expect((await get(port, '/siteadmin/users')).body).toContain('admin app');
    expect((await get(port, '/siteadmin/assets/admin-def456.js')).headers['cache-control']).toContain('immutable');
    const bare = await get(port, '/siteadmin?state=1');
    expect(bare.status).toBe(301);
    expect(bare.headers.location).toBe('/siteadmin/?state=1');
  });

  it.each([
    '/@fs/SECRET_DIR/.data/secrets/internal_identity_secret?raw',
    '/siteadmin/@fs/SECRET_DIR/.data/secrets/internal_identity_secret?raw',
    '/.data/secrets/internal_identity_secret',
    '/../../.data/secrets/internal_identity_secret',
    '/..%2f..%2f..%2f.data%2fsecrets%2finternal_identity_secret',
    '/%2e%2e/%2e%2e/%2e%2e/package.json',
    '/siteadmin/..%2f..%2f..%2fpackage.json',
    '/assets/..%5c..%5c..%5cpackage.json',
    '/node_modules/react/package.json',
    '/src/main.tsx',
    '/.source-hash',
    '/leak.txt',
    '/index.html%00.js',
  ])('answers %s with 404 and never the secret', async (pathTemplate) => {
    const answer = await get(port, pathTemplate.replace('SECRET_DIR', folder.slice(1)));
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain(SECRET);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('forwards the gateway paths with the client address, the body unchanged and no client forwarding claims', async () => {
    const body = '{"query":"{ __typename }"}';
    const answer = await get(
      port,
      '/graphql?x=1',
      {
        'content-type': 'application/json',
        'x-forwarded-for': '203.0.113.9',
        forwarded: 'for=203.0.113.9',
        host: 'localhost:3000',
      },
      'POST',
      body,
    );
    const seen = JSON.parse(answer.body) as {
      method: string;
      url: string;
      headers: Record<string, string>;
      body: string;
    };
    expect(seen).toMatchObject({ method: 'POST', url: '/graphql?x=1', body });
    expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen.headers.forwarded).toBeUndefined();
    expect(seen.headers.host).toBe('localhost:3000');
    expect(answer.headers['x-frame-options']).toBe('DENY');
  });

  it('forwards a request that expects 100-continue without passing the expectation on', async () => {
    const answer = await get(
      port,
      '/sendEmail',
      { 'content-type': 'application/json', expect: '100-continue' },
      'POST',
      '{}',
    );
    expect(answer.status).toBe(200);
    expect((JSON.parse(answer.body) as { headers: Record<string, string> }).headers.expect).toBeUndefined();
  });

  it('forwards the live-counts websocket to the gateway with the client address', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/graphql/live`, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    const first = await new Promise<string>((resolve, reject) => {
      socket.once('message', (data) => resolve(String(data)));
      socket.once('error', reject);
    });
    expect(first).toBe('127.0.0.1');
    socket.close();
  });

  it('refuses a websocket anywhere else', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/@vite/client`);
    const status = await new Promise<number>((resolve) =>
      socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0)),
    );
    expect(status).toBe(404);
  });

  it('answers 502 with a clear message while the gateway is down', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const orphan = await createWebServer({
      adminDist: path.join(folder, 'admin-web', 'dist'),
      gatewayUrl: `http://127.0.0.1:${closedPort}`,
    });
    await orphan.listen({ port: 0, host: '127.0.0.1' });
    try {
      const answer = await get(
        (orphan.server.address() as AddressInfo).port,
        '/graphql',
        { 'content-type': 'application/json' },
        'POST',
        '{}',
      );
      expect(answer.status).toBe(502);
      expect(answer.body).toContain('The service is unavailable right now');
      expect(answer.body).not.toMatch(/ECONNREFUSED|\n\s+at /);
    } finally {
      await orphan.close();
    }
  });

  it('on the admin-only origin sends / to the admin app', async () => {
    const adminOnly = await createWebServer({
      adminDist: path.join(folder, 'admin-web', 'dist'),
      gatewayUrl: 'http://127.0.0.1:9',
    });
    await adminOnly.listen({ port: 0, host: '127.0.0.1' });
    try {
      const adminPort = (adminOnly.server.address() as AddressInfo).port;
      expect((await get(adminPort, '/')).headers.location).toBe('/siteadmin/');
      expect((await get(adminPort, '/search')).status).toBe(404);
    } finally {
      await adminOnly.close();
    }
  });
});
