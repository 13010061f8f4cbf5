// Forwards the websocket of live counts (/graphql/live) to the gateway, saying which client it comes from.
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { LIVE_PATH } from './gateway-paths';

/** Client-supplied claims about where a request came from: only this server may make them. */
export const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
];

/** The headers a request is forwarded with: the client's own, minus its forwarding claims, plus ours. */
export function forwardedHeaders(
  headers: IncomingHttpHeaders,
  clientAddress: string | undefined,
  protocol: 'http' | 'https',
): IncomingHttpHeaders {
  const forwarded: IncomingHttpHeaders = { ...headers };
  for (const name of FORWARDING_HEADERS) delete forwarded[name];
  if (clientAddress) forwarded['x-forwarded-for'] = clientAddress;
  if (headers.host) forwarded['x-forwarded-host'] = headers.host;
  forwarded['x-forwarded-proto'] = protocol;
  return forwarded;
}

function refuse(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
}

/** The response's status line and headers; `closing` drops framing headers, as the body then ends with the socket. */
function responseHead(response: IncomingMessage, closing = false): string {
  const lines = [`HTTP/1.1 ${response.statusCode} ${response.statusMessage}`];
  for (let index = 0; index < response.rawHeaders.length; index += 2) {
    const name = response.rawHeaders[index] ?? '';
    if (closing && /^(transfer-encoding|content-length|connection)$/i.test(name)) continue;
    lines.push(`${name}: ${response.rawHeaders[index + 1]}`);
  }
  if (closing) lines.push('Connection: close');
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/**
 * Answers websocket upgrades on `server`: /graphql/live goes to the gateway (which checks the session), anything else
 * is refused. Returns a function that closes every open socket, for shutdown.
 */
export function forwardLiveSocket(server: Server, gatewayUrl: string, protocol: 'http' | 'https'): () => void {
  const gateway = new URL(gatewayUrl);
  const open = new Set<Duplex>();

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const urlPath = (request.url ?? '/').split('?', 1)[0];
    if (urlPath !== LIVE_PATH) return refuse(socket, 404, 'Not Found');
    open.add(socket);
    socket.once('close', () => open.delete(socket));

    const upstream = httpRequest({
      hostname: gateway.hostname,
      port: gateway.port,
      path: request.url,
      method: request.method,
      headers: forwardedHeaders(request.headers, request.socket.remoteAddress, protocol),
    });
    upstream.on('upgrade', (response, upstreamSocket, upstreamHead) => {
      upstreamSocket.on('error', () => socket.destroy());
      socket.on('close', () => upstreamSocket.destroy());
      upstreamSocket.on('close', () => socket.destroy());
      socket.write(responseHead(response));
      if (upstreamHead.length > 0) socket.write(upstreamHead);
      upstreamSocket.pipe(socket).pipe(upstreamSocket);
    });
    // The gateway refused (a visitor, an ended session): pass its answer on as it is.
    upstream.on('response', (response) => {
      socket.write(responseHead(response, true));
      response.pipe(socket);
    });
    upstream.on('error', () => refuse(socket, 502, 'Bad Gateway'));
    if (head.length > 0) upstream.write(head);
    upstream.end();
  });

  return () => {
    for (const socket of open) socket.destroy();
  };
}
