// `npm run bench:booking [-- --database-url <url>]`: quote throughput (stored quotes of distinct listings, 10 at a
// time), request-to-book throughput (each of those quotes booked: the hold and its payment order, 10 at a time) and
// the 200-request race for the same nights: how long until every request has its answer, and how many won (must be
// 1); and the stay-step worker's throughput, two workers draining 4,000 due steps (each published exactly once).
// Real Postgres (an embedded one with a fresh migrated database unless a URL is given), the service's own use cases
// with the offline payment provider.
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createKnex, databaseUrl, ensureDatabase, runMigrations, startEmbeddedPostgres } from '@golightly/db';
import { StayStepDueSchema } from '@golightly/proto';
import { quoteStay } from '../src/app/quote-stay';
import { reservationDeps, type ReservationCaller } from '../src/app/reservation-deps';
import { requestToBook } from '../src/app/request-to-book';
import { runDueStaySteps } from '../src/app/stay-steps';
import { subgraph } from '../src/app';
import { liveListing, standing } from '../test/support/booking';

const log = (line: string) => console.log(`[bench:booking] ${line}`);
const THROUGHPUT_REQUESTS = 1_000;
const THROUGHPUT_CONCURRENCY = 10;
const RACERS = 200;
const STAY_STEP_ROWS = 4_000;

const guest = (): ReservationCaller => ({
  identity: { userId: randomUUID(), sessionId: randomUUID(), standing },
  clientIp: '127.0.0.1',
});

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function main() {
  const argv = process.argv.slice(2);
  const urlIndex = argv.indexOf('--database-url');
  const url = urlIndex >= 0 ? argv[urlIndex + 1] : undefined;
  const root = path.resolve(fileURLToPath(new URL('../../../.tmp', import.meta.url)));
  await mkdir(root, { recursive: true });
  const postgres = url
    ? { serverUrl: '', stop: async () => undefined }
    : await startEmbeddedPostgres({
        dataDir: await mkdtemp(path.join(root, 'bench-pg-')),
        ephemeral: true,
        fast: true,
      });
  try {
    let target = url;
    if (!target) {
      log('starting an embedded Postgres with a fresh bookings database');
      await ensureDatabase(postgres.serverUrl, 'bench_booking');
      target = databaseUrl(postgres.serverUrl, 'bench_booking');
    }
    const db = createKnex(target, { poolMax: 20, applicationName: 'booking-bench' });
    try {
      await runMigrations(db, subgraph.migrations);
      const deps = reservationDeps(db);
      const hostId = randomUUID();
      const firstNight = addDays(new Date().toISOString().slice(0, 10), 30);
      const base = Math.floor(Math.random() * 1_000_000) + 1_000_000;
      /** A live listing in the terms read-model, as ListingTermsChanged leaves it. */
      const listing = (listId: number) =>
        liveListing(db, { listId, hostId, title: `Bench home ${listId}`, terms: { cleaningPriceMinor: 0 } });
      /** Her stored quote of three nights from `checkIn` (Booking Protection chosen): its id. */
      const quoteFor = async (caller: ReservationCaller, listId: number, checkIn: string): Promise<string> => {
        const answer = await quoteStay(db, caller.identity, {
          listId,
          checkIn,
          checkOut: addDays(checkIn, 3),
          guests: { women: 1, men: 0, children: 0, others: 0, infants: 0 },
          pets: 0,
          bookingProtection: false,
          displayCurrency: 'USD',
        });
        if (!answer.ok || !answer.stored) throw new Error(`no stored quote: ${JSON.stringify(answer)}`);
        return (answer.quote as { id: string }).id;
      };
      /** Runs `task` over `items`, `concurrency` at a time; the seconds it took. */
      const inFlight = async <T>(items: T[], concurrency: number, task: (item: T) => Promise<void>) => {
        let next = 0;
        const started = performance.now();
        await Promise.all(
          Array.from({ length: concurrency }, async () => {
            while (next < items.length) await task(items[next++]!);
          }),
        );
        return (performance.now() - started) / 1000;
      };

      // 0. Quotes: each a stored quote of its own listing (terms, taken nights, fees, rates, both currencies), 10 in
      // flight; the request-to-book step below books them.
      log(`listings: storing the terms of ${THROUGHPUT_REQUESTS + 1} listings…`);
      for (let i = -1; i < THROUGHPUT_REQUESTS; i++) await listing(base + i);
      const work = Array.from({ length: THROUGHPUT_REQUESTS }, (_, i) => ({
        caller: guest(),
        listId: base + i,
        quoteId: '',
      }));
      log(`quotes: ${THROUGHPUT_REQUESTS} quoteStay calls, ${THROUGHPUT_CONCURRENCY} at a time…`);
      const quoteSeconds = await inFlight(work, THROUGHPUT_CONCURRENCY, async (item) => {
        item.quoteId = await quoteFor(item.caller, item.listId, firstNight);
      });
      log(`  ${(THROUGHPUT_REQUESTS / quoteSeconds).toFixed(0)} quotes/s (${quoteSeconds.toFixed(2)} s)`);

      // 1. Throughput: every request wins a hold of its own (distinct listings), with its payment order, 10 in flight.
      log(`request to book: ${THROUGHPUT_REQUESTS} requests, ${THROUGHPUT_CONCURRENCY} at a time…`);
      let held = 0;
      const seconds = await inFlight(work, THROUGHPUT_CONCURRENCY, async (item) => {
        if ((await requestToBook(deps, item.caller, item.quoteId)).status === 'success') held += 1;
      });
      log(`  ${(THROUGHPUT_REQUESTS / seconds).toFixed(0)} requests/s (${held} holds in ${seconds.toFixed(2)} s)`);

      // 2. The race: 200 guests, the same nights, all at once.
      const listingId = base - 1;
      const racers = await Promise.all(
        Array.from({ length: RACERS }, async () => {
          const caller = guest();
          return { caller, quoteId: await quoteFor(caller, listingId, firstNight) };
        }),
      );
      log(`the race: ${RACERS} requests for the same nights at once…`);
      const raceStart = performance.now();
      const answers = await Promise.all(racers.map((racer) => requestToBook(deps, racer.caller, racer.quoteId)));
      const raceMs = performance.now() - raceStart;
      const winners = answers.filter((answer) => answer.status === 'success').length;
      const refusedClearly = answers.filter(
        (answer) =>
          answer.status === 'conflict' && answer.errorMessage === 'Property is not available for selected dates',
      ).length;
      log(
        `  every answer in ${raceMs.toFixed(0)} ms; winners: ${winners} (must be 1); clear refusals: ${refusedClearly}`,
      );
      if (winners !== 1 || refusedClearly !== RACERS - 1) {
        process.exitCode = 1;
        log('FAILED: the race must have exactly one winner and every other request refused clearly');
      }

      // 3. Timed work (decision 0058): two stay-step workers, each with its own pool as two instances would have,
      // drain the same due steps; every step must be published exactly once.
      log(`stay steps: ${STAY_STEP_ROWS} due steps, two workers with their own pools…`);
      const stayBase = base + 10 * THROUGHPUT_REQUESTS;
      await db.raw(
        `insert into reservations (listing_id, host_id, guest_id, confirmation_code, check_in, check_out,
           reservation_state, total_minor, currency)
         select ? + g, gen_random_uuid(), gen_random_uuid(), 'BENCH' || (? + g), ?::date, ?::date + 3, 'confirmed',
           36000, 'EUR'
         from generate_series(1, ?) as g`,
        [stayBase, stayBase, firstNight, firstNight, STAY_STEP_ROWS / 2],
      );
      await db.raw(
        `insert into stay_steps (reservation_id, kind, due_at)
         select r.id, k.kind, now() - interval '1 minute'
         from reservations r cross join (values ('reminderWeek'), ('reminderDay')) as k (kind)
         where r.confirmation_code like 'BENCH%'`,
      );
      const workers = [1, 2].map((n) => createKnex(target, { poolMax: 2, applicationName: `stay-steps-bench-${n}` }));
      const stepsStart = performance.now();
      const done = await Promise.all(workers.map((pool) => runDueStaySteps(reservationDeps(pool))));
      const stepSeconds = (performance.now() - stepsStart) / 1000;
      await Promise.all(workers.map((pool) => pool.destroy()));
      const twice: { n: string }[] = (
        await db.raw(
          `select count(*) as n from (select message_key from outbox where event_type = ?
             group by message_key having count(*) <> 2) as off`,
          [StayStepDueSchema.typeName],
        )
      ).rows;
      log(
        `  ${(STAY_STEP_ROWS / stepSeconds).toFixed(0)} steps/s (${done[0]} + ${done[1]} in ${stepSeconds.toFixed(2)} s)`,
      );
      if (done[0]! + done[1]! !== STAY_STEP_ROWS || Number(twice[0]!.n) !== 0) {
        process.exitCode = 1;
        log('FAILED: every due step must be published exactly once');
      }
    } finally {
      await db.destroy();
    }
  } finally {
    await postgres.stop();
  }
}

await main();
