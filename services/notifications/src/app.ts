// The notifications subgraph: e-mail catalogue and delivery, in-app notifications, counts, live pushes.
import { defineSubgraph } from '@golightly/service-kit';
import { loadNotificationsConfig } from './config';
import { subscriptions } from './events/subscriptions';
import { seedDemo } from './db/seed';
import { liveCounts } from './graphql/live';
import { resolvers } from './graphql/resolvers';
import { newsletterRoutes } from './http/newsletter';
import { sendEmailRoute } from './http/send-email';
import { localMailingList } from './db/newsletter';
import { mailchimpList } from './mail/mailchimp-list';
import { MailWorker } from './mail/mail-worker';

export const subgraph = defineSubgraph({
  name: 'notifications',
  appUrl: import.meta.url,
  resolvers,
  // Demo members' addresses, which accounts seeds without events.
  seedDemo,
  handlers: ({ env }) => subscriptions(loadNotificationsConfig(env)),
  routes:
    ({ db, env }) =>
    async (app) => {
      const config = loadNotificationsConfig(env);
      await app.register(
        newsletterRoutes(db, config.mailchimp ? mailchimpList(config.mailchimp) : localMailingList(db), config.siteUrl),
      );
      await app.register(sendEmailRoute(db, config));
      await app.register(liveCounts(db));
    },
  workers: ({ db, env, logger }) => {
    const config = loadNotificationsConfig(env);
    return [new MailWorker({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, logger })];
  },
});
