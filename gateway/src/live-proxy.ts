// Live updates: the gateway forwards websocket upgrades on /graphql/live to the notifications service, resolving the
// session cookie as for /graphql and adding the signed identity (decision 0002). A visitor, a forged identity header
// or an unreadable session is refused before any websocket exists; a session that ends later closes the socket.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { IDENTITY_HEADER, NOT_LOGGED_IN_MESSAGE, signCaller, type Identity, type Logger } from '@golightly/service-kit';
import proxyaddr from 'proxy-addr';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE, SessionLookupError, SIGN_IN_UNAVAILABLE, type SessionResolver } from './session';

export const LIVE_PATH = '/graphql/live';

export interface LiveProxyOptions {
  /** Base URL of the notifications service, e.g. http://localhost:4007 */
  notificationsUrl: string;
  resolveSession: SessionResolver;
  identitySecret: string;
  log: Logger;
  /** How often an open socket's session is checked again; a revoked or expired one closes it. */
  recheckSessionMs?: number;
  /** How long notifications may take to answer the upgrade before the browser is told live updates are unavailable. */
  connectTimeoutMs?: number;
  /** The proxies whose X-Forwarded-For is believed, as for /graphql (TRUSTED_PROXIES). */
  trustedProxies: string[];
}

const LIVE_UNAVAILABLE = 'Live updates are unavailable right now. Please try again in a moment.';

/** Headers of the browser's upgrade request that the service must not see: the cookie and credentials. */
const WITHHELD_HEADERS = new Set(['cookie', 'authorization', 'host', IDENTITY_HEADER]);

function refuse(socket: Duplex, status: number, reason: string, message: string): void {
  const body = JSON.stringify({ errors: [{ message }] });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
}

/** Writes a response head (status line and raw headers) the way it came from the service. */
function responseHead(response: IncomingMessage): string {
  const lines = [`HTTP/1.1 ${response.statusCode} ${response.statusMessage}`];
  for (let index = 0; index < response.rawHeaders.length; index += 2) {
    lines.push(`${response.rawHeaders[index]}: ${response.rawHeaders[index + 1]}`);
  }
  return `${lines.join('\r\n')}\r\n\r\n`;
}

export function proxyLiveUpdates(app: FastifyInstance, options: LiveProxyOptions): void {
  const open = new Set<Duplex>();
  const upstream = new URL(options.notificationsUrl);
  // The upgrade never reaches fastify's routing, so its request.ip is worked out here by the same rule.
  const isTrustedProxy = proxyaddr.compile(options.trustedProxies);
  const clientAddressOf = (request: IncomingMessage) => proxyaddr(request, isTrustedProxy);

  async function identityOf(request: IncomingMessage): Promise<Identity | null> {
    const cookies = app.parseCookie(request.headers.cookie ?? '');
    return options.resolveSession(cookies[SESSION_COOKIE]);
  }

  async function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    socket.on('error', () => socket.destroy());
    const path = new URL(request.url ?? '/', 'http://gateway').pathname;
    if (path !== LIVE_PATH) return refuse(socket, 404, 'Not Found', 'There is no websocket endpoint here.');
    if (request.headers[IDENTITY_HEADER] !== undefined) {
      options.log.warn({ ip: clientAddressOf(request) }, 'refused a websocket with a client-supplied identity header');
      return refuse(
        socket,
        400,
        'Bad Request',
        `The ${IDENTITY_HEADER} header is reserved for the gateway and may not be sent.`,
      );
    }
    let identity: Identity | null;
    try {
      identity = await identityOf(request);
    } catch (error) {
      if (!(error instanceof SessionLookupError)) throw error;
      options.log.error({ err: error }, 'session lookup failed for a websocket');
      return refuse(socket, 503, 'Service Unavailable', SIGN_IN_UNAVAILABLE);
    }
    if (!identity) return refuse(socket, 401, 'Unauthorized', NOT_LOGGED_IN_MESSAGE);

    const clientIp = clientAddressOf(request);
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined && !WITHHELD_HEADERS.has(name)) headers[name] = value;
    }
    headers[IDENTITY_HEADER] = signCaller({ identity, ip: clientIp }, options.identitySecret);

    const forward = httpRequest({
      protocol: upstream.protocol,
      hostname: upstream.hostname,
      port: upstream.port,
      path: request.url,
      method: 'GET',
      headers,
    });
    // The browser gave up before the service answered: drop the half-made connection.
    const abandon = () => forward.destroy();
    socket.once('close', abandon);
    // A service that accepts the connection and never answers must not hold the browser's upgrade open.
    const answerTimer = setTimeout(
      () => forward.destroy(new Error('notifications did not answer the upgrade in time')),
      options.connectTimeoutMs ?? 10_000,
    );
    forward.once('close', () => clearTimeout(answerTimer));
    forward.on('upgrade', (response, serviceSocket, serviceHead) => {
      clearTimeout(answerTimer);
      socket.off('close', abandon);
      if (socket.destroyed) {
        serviceSocket.destroy();
        return;
      }
      serviceSocket.on('error', () => socket.destroy());
      socket.write(responseHead(response));
      if (serviceHead.length > 0) socket.write(serviceHead);
      if (head.length > 0) serviceSocket.write(head);
      serviceSocket.pipe(socket);
      socket.pipe(serviceSocket);
      open.add(socket);
      const sessionToken = app.parseCookie(request.headers.cookie ?? '')[SESSION_COOKIE];
      const recheck = setInterval(() => {
        options
          .resolveSession(sessionToken)
          .then((current) => {
            if (current?.userId !== identity.userId) socket.destroy();
          })
          .catch(() => undefined); // accounts briefly unreachable: keep the socket; the next check decides
      }, options.recheckSessionMs ?? 30_000);
      recheck.unref();
      const close = () => {
        clearInterval(recheck);
        open.delete(socket);
        socket.destroy();
        serviceSocket.destroy();
      };
      socket.on('close', close);
      serviceSocket.on('close', close);
    });
    // The service answered without upgrading (it refused): pass its answer on.
    forward.on('response', (response) => {
      clearTimeout(answerTimer);
      socket.write(responseHead(response));
      response.pipe(socket);
    });
    forward.on('error', (error) => {
      if (socket.destroyed) return; // abandoned by the browser, not a failure of the service
      options.log.error({ err: error }, 'could not reach notifications for live updates');
      refuse(socket, 503, 'Service Unavailable', LIVE_UNAVAILABLE);
    });
    forward.end();
  }

  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    onUpgrade(request, socket, head).catch((error: unknown) => {
      options.log.error({ err: error }, 'websocket upgrade failed');
      refuse(socket, 500, 'Internal Server Error', 'Internal server error');
    });
  });
  // Open sockets would otherwise hold the server open while it drains.
  app.addHook('preClose', async () => {
    for (const socket of open) socket.destroy();
  });
}
