// The newsletter endpoints of spec 000 §7 and 001 §7, answered as { status, errorMessage } (404: not subscribed).
import type { Knex } from '@golightly/db';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { findSubscriber, markVerified, subscribe, updateNames } from '../db/newsletter';
import { checkNewsletterEmail, cleanName } from '../domain/newsletter';

type Body = { email?: unknown; firstName?: unknown; lastName?: unknown };

const answer = (reply: FastifyReply, status: number, errorMessage: string | null = null) =>
  reply.code(status).send({ status, errorMessage });

export function newsletterRoutes(db: Knex) {
  return async (app: FastifyInstance) => {
    const withEmail =
      (handle: (email: string, body: Body, reply: FastifyReply) => Promise<unknown>) =>
      async (request: { body: unknown }, reply: FastifyReply) => {
        const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Body;
        const check = checkNewsletterEmail(body.email);
        if (!check.ok) return answer(reply, 400, check.message);
        return handle(check.email, body, reply);
      };
    const names = (email: string, body: Body) => ({ email, firstName: cleanName(body.firstName), lastName: cleanName(body.lastName) });

    app.post(
      '/getMailChimpSubscribe',
      withEmail(async (email, _body, reply) =>
        (await findSubscriber(db, email)) ? answer(reply, 200) : answer(reply, 404, 'This email is not subscribed yet.'),
      ),
    );
    for (const path of ['/mailChimpSubscribe-footer', '/mailChimpSubscribe']) {
      app.post(
        path,
        withEmail(async (email, body, reply) => {
          await subscribe(db, names(email, body));
          return answer(reply, 200);
        }),
      );
    }
    for (const path of ['/mailChimpUpdateProfile-footer', '/mailChimpUpdateProfile']) {
      app.post(
        path,
        withEmail(async (email, body, reply) =>
          (await updateNames(db, names(email, body))) ? answer(reply, 200) : answer(reply, 404, 'This email is not subscribed yet.'),
        ),
      );
    }
    // Marking an address verified is the member's own act: only for the signed-in member's own e-mail.
    app.post('/verifyEmailMailchimp', async (request, reply) => {
      const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Body;
      const check = checkNewsletterEmail(body.email);
      if (!check.ok) return answer(reply, 400, check.message);
      if (!request.identity) return answer(reply, 401, 'Please log in to verify your subscription.');
      const own = await db('member_contacts').where({ user_id: request.identity.userId }).first('email');
      if (own?.email !== check.email) return answer(reply, 403, 'You can only verify your own email address.');
      return (await markVerified(db, check.email)) ? answer(reply, 200) : answer(reply, 404, 'This email is not subscribed yet.');
    });
  };
}
