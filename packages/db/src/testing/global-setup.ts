// Vitest global setup: one real Postgres server for the whole test run, shared by every project.
// Projects each call this setup; the first starts the server, the last to finish stops it.
import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type RunningPostgres } from '../embedded';
import './provided-context';

interface SharedServer {
  users: number;
  server: Promise<Pick<RunningPostgres, 'serverUrl' | 'stop'>>;
}

const shared = globalThis as typeof globalThis & { __golightlyTestPostgres?: SharedServer };

async function startServer(): Promise<Pick<RunningPostgres, 'serverUrl' | 'stop'>> {
  // An external server (CI with a real Postgres service) can be given instead.
  const external = process.env.TEST_DATABASE_SERVER_URL;
  if (external) return { serverUrl: external, stop: async () => undefined };
  const root = path.resolve(process.env.GOLIGHTLY_TMP ?? path.join(import.meta.dirname, '../../../../.tmp'));
  const { mkdir } = await import('node:fs/promises');
  await mkdir(root, { recursive: true });
  const dataDir = await mkdtemp(path.join(root, 'test-pg-'));
  return startEmbeddedPostgres({ dataDir, ephemeral: true, fast: true });
}

export default async function setup(project: TestProject) {
  shared.__golightlyTestPostgres ??= { users: 0, server: startServer() };
  const entry = shared.__golightlyTestPostgres;
  entry.users += 1;
  const server = await entry.server;
  project.provide('pgServerUrl', server.serverUrl);
  return async () => {
    entry.users -= 1;
    if (entry.users === 0) {
      delete shared.__golightlyTestPostgres;
      await server.stop();
    }
  };
}
