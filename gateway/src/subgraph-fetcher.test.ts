import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { keepAliveFetcher } from './subgraph-fetcher';

let server: Server | undefined;
const fetcher = keepAliveFetcher();

async function serve(handler: Parameters<typeof createServer>[1] & {}) {
  server = createServer(handler);
  let connections = 0;
  server.on('connection', () => void connections++);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`, connections: () => connections };
}

const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => resolve(text));
  });

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

describe('keepAliveFetcher', () => {
  it('sends the method, headers and body, reads status, headers and JSON, and keeps one connection for calls in turn', async () => {
    const { url, connections } = await serve(async (request, response) => {
      const body = await bodyOf(request);
      response.writeHead(200, { 'content-type': 'application/json', 'x-seen': String(request.headers['x-identity']) });
      response.end(JSON.stringify({ data: { echo: JSON.parse(body), method: request.method } }));
    });
    for (const n of [1, 2, 3]) {
      const response = await fetcher(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-identity': `caller ${n}` },
        body: JSON.stringify({ query: '{ n }', n, name: 'Zoë' }),
      });
      expect(response.ok).toBe(true);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('application/json');
      expect(response.headers.get('x-seen')).toBe(`caller ${n}`);
      expect(await response.json()).toEqual({ data: { echo: { query: '{ n }', n, name: 'Zoë' }, method: 'POST' } });
      expect(response.bodyUsed).toBe(true);
    }
    expect(connections()).toBe(1);
  });

  it('answers an error status as not ok with its text', async () => {
    const { url } = await serve((_request, response) => {
      response.writeHead(503, 'Service Unavailable', { 'content-type': 'text/plain' });
      response.end('draining');
    });
    const response = await fetcher(url, { method: 'POST', body: '{}' });
    expect(response.ok).toBe(false);
    expect(response.status).toBe(503);
    expect(response.statusText).toBe('Service Unavailable');
    expect(await response.text()).toBe('draining');
  });

  it('rejects when the caller aborts (the data source time limit) and when nothing listens', async () => {
    let asked: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (asked = resolve));
    const { url } = await serve(() => asked());
    const controller = new AbortController();
    const call = fetcher(url, { method: 'POST', body: '{}', signal: controller.signal });
    await arrived;
    controller.abort();
    await expect(call).rejects.toThrow(/abort/i);
    await expect(fetcher('http://127.0.0.1:9/graphql', { method: 'POST', body: '{}' })).rejects.toThrow();
  });
});
