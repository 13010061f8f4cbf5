// Where the library's SQL lives: the outbox and inbox go into every service database, the event log into the events database.
import { fileURLToPath } from 'node:url';
import type { MigrationSource } from '@golightly/db';

/** Outbox and inbox tables: add to every service's migrations, beside its own. */
export const eventsMigrations: MigrationSource = {
  namespace: 'events',
  dir: fileURLToPath(new URL('./migrations/outbox-inbox', import.meta.url)),
};

/** The Postgres transport's log, groups and offsets: run on the events database (EVENTS_DATABASE_URL) only. */
export const eventLogMigrations: MigrationSource = {
  namespace: 'event-log',
  dir: fileURLToPath(new URL('./migrations/event-log', import.meta.url)),
};
