// POST /internal/session: the gateway turns a session cookie into an identity, with the standing of the member it
// acts for (decision 0032), which the gateway signs for the subgraphs. Only the gateway may ask.
import { timingSafeEqual } from 'node:crypto';
import { gatewayCredential } from '@golightly/service-kit';
import type { Knex } from '@golightly/db';
import type { FastifyInstance } from 'fastify';
import { findActiveSession } from '../db/sessions';

export function internalSessionRoute(db: Knex, secret: string) {
  const expected = Buffer.from(`Bearer ${gatewayCredential(secret)}`);
  return async (app: FastifyInstance) => {
    app.post<{ Body: { token?: unknown } }>('/internal/session', async (request, reply) => {
      const given = Buffer.from(request.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return reply.code(401).send({ error: 'Only the gateway may resolve sessions' });
      }
      const token = request.body?.token;
      if (typeof token !== 'string' || token.length < 16 || token.length > 256) {
        return reply.code(400).send({ error: 'token must be a session cookie value' });
      }
      const session = await findActiveSession(db, token);
      if (!session) return reply.code(404).send({ error: 'No active session' });
      return session;
    });
  };
}
