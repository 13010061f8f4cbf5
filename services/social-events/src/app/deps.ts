// What social-events' use cases are given in place of the GraphQL context: the database and a log.
import type { Knex } from '@golightly/db';
import type { Logger } from '@golightly/service-kit';

export interface SocialDeps {
  db: Knex;
  log: Pick<Logger, 'info'>;
}

/** The name this service publishes its events under. */
export const PRODUCER = 'social-events';
