// The local mailing-list provider: subscribers kept in the notifications database.
import type { Knex } from '@golightly/db';

export interface Subscriber {
  email: string;
  firstName: string;
  lastName: string;
  verified: boolean;
}

export async function findSubscriber(db: Knex, email: string): Promise<Subscriber | undefined> {
  return db('newsletter_subscribers')
    .where({ email })
    .first({ email: 'email', firstName: 'first_name', lastName: 'last_name', verified: 'verified' });
}

export async function subscribe(db: Knex, subscriber: Omit<Subscriber, 'verified'>, verified = false): Promise<void> {
  await db('newsletter_subscribers')
    .insert({ email: subscriber.email, first_name: subscriber.firstName, last_name: subscriber.lastName, verified })
    .onConflict('email')
    .merge({ first_name: subscriber.firstName, last_name: subscriber.lastName, updated_at: db.fn.now() });
}

export async function updateNames(db: Knex, subscriber: Omit<Subscriber, 'verified'>): Promise<boolean> {
  const updated = await db('newsletter_subscribers')
    .where({ email: subscriber.email })
    .update({ first_name: subscriber.firstName, last_name: subscriber.lastName, updated_at: db.fn.now() });
  return updated > 0;
}

export async function markVerified(db: Knex, email: string): Promise<boolean> {
  return (await db('newsletter_subscribers').where({ email }).update({ verified: true, updated_at: db.fn.now() })) > 0;
}
