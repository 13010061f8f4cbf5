// `npm run bench:booking [-- --database-url <url>]`: request-to-book throughput (holds on distinct nights, 10 at a
// time) and the 200-request race for the same nights: how long until every request has its answer, and how many won
// (must be 1). Real Postgres (an embedded one with a fresh migrated database unless a URL is given); quotes come from
// an in-memory lookup, since what is measured is the reservation's transaction and its exclusion constraint.
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createKnex, databaseUrl, ensureDatabase, runMigrations, startEmbeddedPostgres } from '@golightly/db';
import type { ReservationCaller, ReservationDeps, BookableQuote } from '../src/app/reservation-deps';
import { offlineCapture } from '../src/app/reservation-deps';
import { requestToBook } from '../src/app/request-to-book';
import { subgraph } from '../src/app';

const log = (line: string) => console.log(`[bench:booking] ${line}`);
const THROUGHPUT_REQUESTS = 1_000;
const THROUGHPUT_CONCURRENCY = 10;
const RACERS = 200;

const guest = (): ReservationCaller => ({
  identity: {
    userId: randomUUID(),
    sessionId: randomUUID(),
    standing: {
      gender: 'female',
      idVerified: true,
      profileComplete: true,
      phoneVerified: true,
      memberStatus: 'standard',
      isDiamond: false,
      pressUser: false,
      propertyManager: false,
      coHostOf: null,
    },
  },
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
      const quotes = new Map<string, BookableQuote>();
      const deps: ReservationDeps = {
        db,
        quotes: { find: async (_trx, id) => quotes.get(id) },
        payments: offlineCapture,
      };
      const hostId = randomUUID();
      const firstNight = addDays(new Date().toISOString().slice(0, 10), 30);
      const quoteFor = (caller: ReservationCaller, listingId: number, checkIn: string): string => {
        const id = randomUUID();
        quotes.set(id, {
          id,
          listingId,
          hostId,
          guestId: caller.identity!.userId,
          checkIn,
          checkOut: addDays(checkIn, 3),
          guests: { women: 1, men: 0, children: 0, others: 0, infants: 0 },
          pets: 0,
          bookingProtection: false,
          totalMinor: 36_000,
          currency: 'EUR',
          expiresAt: new Date(Date.now() + 3_600_000),
          bookable: true,
          instantBook: false,
          timeZone: 'Europe/Lisbon',
          terms: null,
        });
        return id;
      };

      // 1. Throughput: every request wins a hold of its own (distinct listings), 10 in flight.
      const base = Math.floor(Math.random() * 1_000_000) + 1_000_000;
      const work = Array.from({ length: THROUGHPUT_REQUESTS }, (_, i) => {
        const caller = guest();
        return { caller, quoteId: quoteFor(caller, base + i, firstNight) };
      });
      log(`request to book: ${THROUGHPUT_REQUESTS} requests, ${THROUGHPUT_CONCURRENCY} at a time…`);
      let next = 0;
      let held = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: THROUGHPUT_CONCURRENCY }, async () => {
          while (next < work.length) {
            const item = work[next++]!;
            if ((await requestToBook(deps, item.caller, item.quoteId)).status === 'success') held += 1;
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      log(`  ${(THROUGHPUT_REQUESTS / seconds).toFixed(0)} requests/s (${held} holds in ${seconds.toFixed(2)} s)`);

      // 2. The race: 200 guests, the same nights, all at once.
      const listingId = base - 1;
      const racers = Array.from({ length: RACERS }, () => {
        const caller = guest();
        return { caller, quoteId: quoteFor(caller, listingId, firstNight) };
      });
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
      log('quote throughput: not measured here (the quote call is bench:booking’s next step once quoteStay is in)');
      if (winners !== 1 || refusedClearly !== RACERS - 1) {
        process.exitCode = 1;
        log('FAILED: the race must have exactly one winner and every other request refused clearly');
      }
    } finally {
      await db.destroy();
    }
  } finally {
    await postgres.stop();
  }
}

await main();
