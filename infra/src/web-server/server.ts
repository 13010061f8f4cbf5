// The web apps' origin under `npm start`: the production builds of both apps, the gateway's paths proxied beside them.
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyReplyFrom from '@fastify/reply-from';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { isGatewayPath } from './gateway-paths';
import { forwardedHeaders, forwardLiveSocket } from './live-socket';
import { proxiedSecurityHeaders, staticSecurityHeaders, type SecurityHeaderOptions } from './security-headers';
import { cacheControlFor, fallsBackToIndex, fileInside, routeStatic } from './static-paths';

export interface WebServerOptions {
  /** The member app's build (web/dist); without it this server serves the admin app alone. */
  webDist?: string | undefined;
  /** The admin app's build (admin-web/dist), served under /siteadmin/. */
  adminDist: string;
  /** Where the gateway listens, e.g. http://127.0.0.1:4000 */
  gatewayUrl: string;
  /** The public origin (SITE_URL): https turns on HSTS and the forwarded protocol. */
  siteUrl?: string | undefined;
  /** An external admin sign-in provider (OIDC_ISSUER) the admin app must be allowed to reach. */
  oidcIssuer?: string | undefined;
  /** The map's tile URL template (MAP_TILE_URL) the listing page loads images from; OpenStreetMap's when unset. */
  mapTileUrl?: string | undefined;
  /** Stripe Elements is on the payment screen (STRIPE_PUBLISHABLE_KEY is set): the policy lets Stripe.js in. */
  stripe?: boolean | undefined;
}

const NOT_FOUND = 'Not found';

export async function createWebServer(options: WebServerOptions): Promise<FastifyInstance> {
  const roots = {
    web: options.webDist ? await realpath(options.webDist) : undefined,
    admin: await realpath(options.adminDist),
  };
  const protocol = options.siteUrl?.startsWith('https:') ? 'https' : 'http';
  const app = Fastify({ logger: false, forceCloseConnections: 'idle' });

  // Bodies go to the gateway byte for byte, as streams; this server parses none.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  await app.register(fastifyStatic, {
    root: [roots.admin, ...(roots.web ? [roots.web] : [])],
    serve: false,
    index: false,
    dotfiles: 'deny',
    cacheControl: false,
  });
  await app.register(fastifyReplyFrom, { base: options.gatewayUrl });

  const headerOptions = (request: FastifyRequest): SecurityHeaderOptions => ({
    siteUrl: options.siteUrl,
    host: request.headers.host,
    oidcIssuer: options.oidcIssuer,
    mapTileUrl: options.mapTileUrl,
    stripe: options.stripe,
  });
  // Every answer carries them, 404s and errors included; the gateway's own headers win on what it proxies.
  app.addHook('onRequest', async (request, reply) => {
    const headers = isGatewayPath(urlPathOf(request)) ? proxiedSecurityHeaders : staticSecurityHeaders;
    reply.headers(headers(headerOptions(request)));
  });
  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    const given = error.statusCode ?? 500;
    const status = given >= 400 && given < 500 ? given : 500;
    // A browser that navigated away aborts its request: nothing failed here, and nobody is left to answer.
    if (request.raw.destroyed) return;
    if (status === 500) console.error(`web server: ${request.method} ${urlPathOf(request)} failed: ${error.message}`);
    return reply
      .code(status)
      .type('text/plain; charset=utf-8')
      .send(status === 500 ? 'Internal server error' : 'Bad request');
  });
  const notFound = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send(NOT_FOUND);
  app.setNotFoundHandler((_request, reply) => notFound(reply));

  async function sendBuiltFile(reply: FastifyReply, root: string, file: string, segments: readonly string[]) {
    reply.header('cache-control', cacheControlFor(segments));
    return reply.sendFile(path.relative(root, file), root);
  }

  /** A regular file inside `root` (symbolic links followed, then checked again), or null. */
  async function existingFile(root: string, segments: readonly string[]): Promise<string | null> {
    const file = fileInside(root, segments);
    if (!file) return null;
    const found = await stat(file).catch(() => null);
    if (!found?.isFile()) return null;
    const real = await realpath(file);
    return real.startsWith(`${root}${path.sep}`) ? real : null;
  }

  async function serveStatic(request: FastifyRequest, reply: FastifyReply) {
    const [urlPath = '/', query] = (request.raw.url ?? '/').split(/\?(.*)/s, 2);
    if (request.method !== 'GET' && request.method !== 'HEAD') return notFound(reply);
    const route = routeStatic(urlPath, query === undefined ? '' : `?${query}`, roots.web !== undefined);
    if (route.kind === 'redirect') return reply.redirect(route.location, 301);
    if (route.kind === 'not-found') return notFound(reply);
    const root = route.app === 'admin' ? roots.admin : roots.web;
    if (!root) return notFound(reply);
    const file = route.segments.length > 0 ? await existingFile(root, route.segments) : null;
    if (file) return sendBuiltFile(reply, root, file, route.segments);
    if (route.segments.length > 0 && !fallsBackToIndex(route.segments, request.headers.accept)) return notFound(reply);
    return sendBuiltFile(reply, root, path.join(root, 'index.html'), ['index.html']);
  }

  function proxyToGateway(request: FastifyRequest, reply: FastifyReply) {
    return reply.from(request.raw.url ?? '/', {
      rewriteRequestHeaders: (original, headers) => {
        const forwarded = forwardedHeaders(headers, original.socket.remoteAddress, protocol);
        // The original Host, as the dev servers' proxy kept it; and no Expect: this server has already continued.
        if (original.headers.host) forwarded.host = original.headers.host;
        delete forwarded.expect;
        return forwarded;
      },
      onError: (failed, { error }) => {
        console.error(
          `web server: the gateway did not answer ${request.method} ${urlPathOf(request)}: ${error.message}`,
        );
        void failed
          .code(502)
          .type('application/json; charset=utf-8')
          .send({ errors: [{ message: 'The service is unavailable right now. Please try again in a moment.' }] });
      },
    });
  }

  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: '/*',
    handler: (request, reply) =>
      isGatewayPath(urlPathOf(request)) ? proxyToGateway(request, reply) : serveStatic(request, reply),
  });

  const closeLiveSockets = forwardLiveSocket(app.server, options.gatewayUrl, protocol);
  // Open websockets would hold the close forever; the pages reconnect (and poll meanwhile).
  app.addHook('preClose', async () => closeLiveSockets());
  return app;
}

const urlPathOf = (request: FastifyRequest) => (request.raw.url ?? '/').split('?', 1)[0] ?? '/';
