// A fresh service database for one test: the library's outbox and inbox plus the table the test handlers write to.
import { fileURLToPath } from 'node:url';
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import { eventsMigrations } from '../../src/index';

const appliedEffectsMigrations = {
  namespace: 'contract-test',
  dir: fileURLToPath(new URL('./migrations', import.meta.url)),
};

export const createServiceDatabase = (label: string): Promise<TestDatabase> =>
  createTestDatabase(label, [eventsMigrations, appliedEffectsMigrations]);

export interface AppliedEffect {
  id: number;
  consumer: string;
  event_id: string;
  event_type: string;
  aggregate_id: string;
  trace_id: string | null;
}
