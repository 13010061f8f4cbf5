// The newsletter endpoints of spec 000 §7 and 001 §7, answered as { status, errorMessage } (404: not subscribed).
import type { Knex } from '@golightly/db';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  checkNewsletterEmail,
  cleanName,
  MAILING_LIST_UNAVAILABLE_MESSAGE,
  MailingListUnavailable,
  type MailingList,
} from '../domain/newsletter';

type Body = { email?: unknown; firstName?: unknown; lastName?: unknown };

const answer = (reply: FastifyReply, status: number, errorMessage: string | null = null) =>
  reply.code(status).send({ status, errorMessage });

const NOT_SUBSCRIBED = 'This email is not subscribed yet.';

/** `db` holds the member contacts (whose own address may be verified); `list` holds the subscribers. */
export function newsletterRoutes(db: Knex, list: MailingList) {
  return async (app: FastifyInstance) => {
    app.setErrorHandler((error, request, reply) => {
      if (error instanceof MailingListUnavailable) {
        request.log.warn({ provider: list.name, err: error.message }, 'mailing list unavailable');
        return answer(reply, 503, MAILING_LIST_UNAVAILABLE_MESSAGE);
      }
      throw error;
    });
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
      withEmail(async (email, _body, reply) => ((await list.find(email)) ? answer(reply, 200) : answer(reply, 404, NOT_SUBSCRIBED))),
    );
    for (const path of ['/mailChimpSubscribe-footer', '/mailChimpSubscribe']) {
      app.post(
        path,
        withEmail(async (email, body, reply) => {
          await list.subscribe(names(email, body));
          return answer(reply, 200);
        }),
      );
    }
    for (const path of ['/mailChimpUpdateProfile-footer', '/mailChimpUpdateProfile']) {
      app.post(
        path,
        withEmail(async (email, body, reply) =>
          (await list.updateNames(names(email, body))) ? answer(reply, 200) : answer(reply, 404, NOT_SUBSCRIBED),
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
      return (await list.markVerified(check.email)) ? answer(reply, 200) : answer(reply, 404, NOT_SUBSCRIBED);
    });
  };
}
