// Database toolkit shared by every service: pools, transactions, migrations, and the embedded server.
export { createKnex, isReachable, withTransaction, type Knex, type KnexOptions } from './knex';
export { runMigrations, type AppliedMigration, type MigrationSource } from './migrate';
export { databaseUrl, dropDatabase, ensureDatabase } from './server';
export { startEmbeddedPostgres, type EmbeddedPostgresOptions, type RunningPostgres } from './embedded';
export { freePort } from './ports';
