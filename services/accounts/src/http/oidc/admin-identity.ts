// POST /internal/admin-identity: the gateway, holding a verified access token, asks which admin it names.
// Matched by e-mail, so a token from this provider and one from a Keycloak realm resolve the same way.
import { timingSafeEqual } from 'node:crypto';
import type { Knex } from '@golightly/db';
import type { FastifyInstance } from 'fastify';
import { findAdminAccessByEmailHash } from '../../db/admin-users';
import type { FieldCrypto } from '../../db/field-crypto';
import { gatewayCredential } from '@golightly/service-kit';

export interface AdminIdentityAnswer {
  adminId: string;
  isSuperAdmin: boolean;
  privilegeIds: number[];
}

export function adminIdentityRoute(db: Knex, crypto: FieldCrypto, secret: string) {
  const expected = Buffer.from(`Bearer ${gatewayCredential(secret)}`);
  return async (app: FastifyInstance) => {
    app.post<{ Body: { email?: unknown } }>('/internal/admin-identity', async (request, reply) => {
      const given = Buffer.from(request.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return reply.code(401).send({ error: 'Only the gateway may resolve admins' });
      }
      const email = request.body?.email;
      if (typeof email !== 'string' || email.length < 3 || email.length > 254) {
        return reply.code(400).send({ error: 'email must be the e-mail claim of a verified access token' });
      }
      const admin = await findAdminAccessByEmailHash(db, crypto.lookupHash(email));
      if (!admin) return reply.code(404).send({ error: 'No such admin' });
      // Her role's privileges (decision 0008); a super admin holds them all whatever her role.
      const answer: AdminIdentityAnswer = admin;
      return answer;
    });
  };
}
