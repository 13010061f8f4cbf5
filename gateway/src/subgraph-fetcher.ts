// The gateway's HTTP client for its subgraphs: node:http over a keep-alive agent, in place of make-fetch-happen
// (@apollo/gateway's default), whose cache, retry and proxy layers the gateway never uses and whose agent works out
// http or https from a stack trace on every call (decision 0046: about 0.4 ms of the gateway's CPU a search).
import { Agent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { RemoteGraphQLDataSource } from '@apollo/gateway';

type Fetcher = RemoteGraphQLDataSource['fetcher'];
type FetcherResponse = Awaited<ReturnType<Fetcher>>;

interface FetcherInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal | null;
}

/** A fetch-like answer over a body already read: what RemoteGraphQLDataSource reads (status, headers, json/text). */
function answer(url: string, status: number, statusText: string, headers: Headers, body: Buffer): FetcherResponse {
  let used = false;
  const read = () => {
    if (used) return Promise.reject(new TypeError('Body has already been used'));
    used = true;
    return Promise.resolve(body);
  };
  const response = {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    url,
    redirected: false,
    headers,
    get bodyUsed() {
      return used;
    },
    text: async () => (await read()).toString('utf8'),
    json: async () => JSON.parse((await read()).toString('utf8')) as unknown,
    arrayBuffer: async () => {
      const bytes = await read();
      return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    },
    clone: () => answer(url, status, statusText, new Headers(headers), body),
  };
  return response as unknown as FetcherResponse;
}

/**
 * A fetcher that keeps its connections to each subgraph open between calls (one request at a time on each), honours
 * the caller's AbortSignal (the data source's time limit) and rejects when no answer comes: refused, reset, aborted.
 */
export function keepAliveFetcher(): Fetcher & { destroy: () => void } {
  // An idle connection is closed after 4 s, before any server's keep-alive timeout (Node's 5 s, fastify's 72 s), so a
  // call never goes out on a connection the subgraph is closing. A call's own time limit is its AbortSignal.
  const kept = { keepAlive: true, timeout: 4_000 };
  const agents = { http: new Agent(kept), https: new HttpsAgent(kept) };
  const fetcher = (input: string, init: FetcherInit = {}) =>
    new Promise<FetcherResponse>((resolve, reject) => {
      const url = new URL(input);
      const secure = url.protocol === 'https:';
      const body = init.body === undefined ? undefined : Buffer.from(init.body, 'utf8');
      const headers: Record<string, string | number> = { ...init.headers };
      if (body) headers['content-length'] = body.byteLength;
      const outgoing = (secure ? httpsRequest : httpRequest)(url, {
        method: init.method ?? 'GET',
        headers,
        agent: secure ? agents.https : agents.http,
        ...(init.signal ? { signal: init.signal } : {}),
      });
      outgoing.once('error', reject);
      outgoing.once('response', (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.once('error', reject);
        incoming.once('aborted', () => reject(new Error(`the answer from ${url.host} was cut off`)));
        incoming.once('end', () => {
          const received = new Headers();
          for (let i = 0; i < incoming.rawHeaders.length; i += 2) {
            received.append(incoming.rawHeaders[i]!, incoming.rawHeaders[i + 1]!);
          }
          resolve(
            answer(input, incoming.statusCode ?? 0, incoming.statusMessage ?? '', received, Buffer.concat(chunks)),
          );
        });
      });
      outgoing.end(body);
    });
  return Object.assign(fetcher as unknown as Fetcher, {
    destroy: () => {
      agents.http.destroy();
      agents.https.destroy();
    },
  });
}
