// The newsletter endpoints of spec 000 §7 and 001 §7, answered as { status, errorMessage } (404: not subscribed).
// Double opt-in (decision 0024): subscribing mails a link and only the link subscribes; what a caller learns about an
// address that is not her own is the same whether it is subscribed, pending or unknown.
import { NOT_LOGGED_IN_MESSAGE } from '@golightly/service-kit';
import type { Knex } from '@golightly/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isOwnAddressSubscribed, renameOwnSubscription, verifyOwnAddress } from '../app/newsletter-profile';
import { confirmSubscription, requestSubscription } from '../app/newsletter-subscription';
import {
  checkNewsletterEmail,
  checkNewsletterRequest,
  DOUBLE_OPT_IN_MESSAGES,
  MAILING_LIST_UNAVAILABLE_MESSAGE,
  MailingListUnavailable,
  type MailingList,
} from '../domain/newsletter';

type Body = { email?: unknown; firstName?: unknown; lastName?: unknown; token?: unknown };

const answer = (reply: FastifyReply, status: number, errorMessage: string | null = null) =>
  reply.code(status).send({ status, errorMessage });

const NOT_SUBSCRIBED = 'This email is not subscribed yet.';

const bodyOf = (request: FastifyRequest) =>
  (request.body && typeof request.body === 'object' ? request.body : {}) as Body;

/** `db` holds the member contacts and the pending confirmations; `list` holds the confirmed subscribers. */
export function newsletterRoutes(db: Knex, list: MailingList, siteUrl: string) {
  return async (app: FastifyInstance) => {
    app.setErrorHandler((error, request, reply) => {
      if (error instanceof MailingListUnavailable) {
        request.log.warn({ provider: list.name, err: error.message }, 'mailing list unavailable');
        return answer(reply, 503, MAILING_LIST_UNAVAILABLE_MESSAGE);
      }
      throw error;
    });

    app.post('/getMailChimpSubscribe', async (request, reply) => {
      const check = checkNewsletterEmail(bodyOf(request).email);
      if (!check.ok) return answer(reply, 400, check.message);
      return (await isOwnAddressSubscribed(db, list, request.identity, check.email))
        ? answer(reply, 200)
        : answer(reply, 404, NOT_SUBSCRIBED);
    });

    for (const path of ['/mailChimpSubscribe-footer', '/mailChimpSubscribe']) {
      app.post(path, async (request, reply) => {
        const check = checkNewsletterRequest(bodyOf(request));
        if (!check.ok) return answer(reply, 400, check.message);
        const outcome = await requestSubscription(db, siteUrl, { ...check, clientIp: request.clientIp });
        if (outcome === 'mailed') return answer(reply, 200);
        return answer(
          reply,
          429,
          outcome === 'addressLimit' ? DOUBLE_OPT_IN_MESSAGES.addressLimit : DOUBLE_OPT_IN_MESSAGES.clientLimit,
        );
      });
    }

    // The names of a pending request are the ones it was made with; a confirmed subscriber changes hers signed in.
    for (const path of ['/mailChimpUpdateProfile-footer', '/mailChimpUpdateProfile']) {
      app.post(path, async (request, reply) => {
        const check = checkNewsletterRequest(bodyOf(request));
        if (!check.ok) return answer(reply, 400, check.message);
        await renameOwnSubscription(db, list, request.identity, check);
        return answer(reply, 200);
      });
    }

    // With a token: the e-mailed link's confirmation. Without: a signed-in member marks her own address verified.
    app.post('/verifyEmailMailchimp', async (request, reply) => {
      const body = bodyOf(request);
      if (body.token !== undefined) {
        const outcome = await confirmSubscription(db, list, body.token);
        return outcome.status === 'subscribed'
          ? answer(reply, 200)
          : answer(reply, 400, DOUBLE_OPT_IN_MESSAGES.invalidLink);
      }
      const check = checkNewsletterEmail(body.email);
      if (!check.ok) return answer(reply, 400, check.message);
      switch (await verifyOwnAddress(db, list, request.identity, check.email)) {
        case 'verified':
          return answer(reply, 200);
        case 'signInFirst':
          return answer(reply, 401, NOT_LOGGED_IN_MESSAGE);
        case 'notOwnAddress':
          return answer(reply, 403, 'You can only verify your own email address.');
        case 'notSubscribed':
          return answer(reply, 404, NOT_SUBSCRIBED);
      }
    });
  };
}
