// The local mailing-list provider: subscribers kept in the notifications database.
import type { Knex } from '@golightly/db';
import type { MailingList, Subscriber } from '../domain/newsletter';

export function localMailingList(db: Knex): MailingList {
  return {
    name: 'local',
    async find(email) {
      const row = await db('newsletter_subscribers')
        .where({ email })
        .first({ email: 'email', firstName: 'first_name', lastName: 'last_name', verified: 'verified' });
      return (row as Subscriber | undefined) ?? null;
    },
    async subscribe(subscriber) {
      await db('newsletter_subscribers')
        .insert({ email: subscriber.email, first_name: subscriber.firstName, last_name: subscriber.lastName, verified: false })
        .onConflict('email')
        .merge({ first_name: subscriber.firstName, last_name: subscriber.lastName, updated_at: db.fn.now() });
    },
    async updateNames(subscriber) {
      const updated = await db('newsletter_subscribers')
        .where({ email: subscriber.email })
        .update({ first_name: subscriber.firstName, last_name: subscriber.lastName, updated_at: db.fn.now() });
      return updated > 0;
    },
    async markVerified(email) {
      return (await db('newsletter_subscribers').where({ email }).update({ verified: true, updated_at: db.fn.now() })) > 0;
    },
  };
}
