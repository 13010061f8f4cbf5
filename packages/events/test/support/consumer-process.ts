// A consumer in its own process, so a test can SIGKILL it mid-batch. Applies events until the HANG_AT-th, which never ends.
import '../../src/testing/kafka-controller-shim';
import { createKnex } from '@golightly/db';
import { subscribe } from '../../src/index';
import { testTransport, type BusKind } from './bus-harness';
import { recordingHandlers } from './user-events';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const hangAt = Number(env('HANG_AT'));
const db = createKnex(env('SERVICE_DATABASE_URL'), { poolMax: 2 });
const transport = testTransport(env('BUS_KIND') as BusKind, env('BUS_ADDRESS'));
let handled = 0;

await subscribe({
  group: env('GROUP'),
  db,
  transport,
  handlers: recordingHandlers('doomed', {
    before: async () => {
      handled += 1;
      if (handled < hangAt) return;
      process.stdout.write('hanging\n');
      await new Promise(() => undefined); // killed here, inside the handler's open transaction
    },
  }),
});
process.stdout.write('subscribed\n');
