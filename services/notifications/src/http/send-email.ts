// POST /sendEmail (spec 000 §7): the browser asks for an admin notice; answered as { status, response }.
import type { Knex } from '@golightly/db';
import type { FastifyInstance } from 'fastify';
import { sendAdminNotice, type NoticeRequest } from '../app/admin-notice';
import type { NotificationsConfig } from '../config';

export function sendEmailRoute(db: Knex, config: NotificationsConfig) {
  return async (app: FastifyInstance) => {
    app.post('/sendEmail', async (request, reply) => {
      const body = (request.body && typeof request.body === 'object' ? request.body : {}) as {
        mailOptions?: NoticeRequest;
      };
      const outcome = await sendAdminNotice(db, config, request.identity, body.mailOptions ?? {});
      if (outcome.status !== 200) return reply.code(outcome.status).send(outcome);
      request.log.info({ template: outcome.template, userId: request.identity?.userId }, 'admin notice queued');
      return { status: 200, response: outcome.response };
    });
  };
}
