// POST /sendEmail (spec 000 §7): the browser asks for an admin notice; answered as { status, response }.
import { randomUUID } from 'node:crypto';
import type { Knex } from '@golightly/db';
import type { FastifyInstance } from 'fastify';
import type { NotificationsConfig } from '../config';
import { queueEmail } from '../db/email-messages';
import { linkedinFemaleUserEmail, maleUserEmail, normalFemaleUserEmail } from '../domain/emails/catalogue/membership';
import { emailContext, renderEmail } from '../domain/emails/render';
import { decideSendEmail } from '../domain/send-email';

export function sendEmailRoute(db: Knex, config: NotificationsConfig) {
  return async (app: FastifyInstance) => {
    app.post('/sendEmail', async (request, reply) => {
      const body = (request.body && typeof request.body === 'object' ? request.body : {}) as {
        mailOptions?: Record<string, unknown>;
      };
      const options = body.mailOptions ?? {};
      const decision = decideSendEmail({
        signedIn: Boolean(request.identity && !request.identity.admin),
        mailTemplate: options.mailTemplate,
        to: options.to,
        adminEmail: config.adminEmail,
      });
      if (!decision.ok)
        return reply.code(decision.status).send({ status: decision.status, response: decision.message });
      const member = await db('member_contacts').where({ user_id: request.identity!.userId }).first();
      if (!member) return reply.code(404).send({ status: 404, response: 'We could not find your membership details.' });
      const notice = {
        name: `${member.first_name} ${member.last_name}`.trim(),
        email: member.email,
        profileId: member.profile_id,
      };
      const ctx = emailContext(config.siteUrl);
      const rendered =
        decision.template === 'maleUserEmail'
          ? await renderEmail(maleUserEmail, notice, ctx)
          : decision.template === 'linkedinFemaleUserEmail'
            ? await renderEmail(linkedinFemaleUserEmail, notice, ctx)
            : await renderEmail(normalFemaleUserEmail, notice, ctx);
      await db.transaction((trx) => queueEmail(trx, randomUUID(), decision.template, decision.recipient, rendered));
      request.log.info({ template: decision.template, userId: member.user_id }, 'admin notice queued');
      return { status: 200, response: 'Email is sent' };
    });
  };
}
