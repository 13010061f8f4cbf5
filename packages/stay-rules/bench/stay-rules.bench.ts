// `npm run bench:stay-rules`: how fast the stay rules answer: a 30-night quote with seasons and discounts, and
// availability against 1,000 reservations, per call, as bookings-payments runs them on every quote and hold.
import {
  addDays,
  checkAvailability,
  fromEpochDay,
  localDate,
  quoteStay,
  toEpochDay,
  validateTerms,
  type StayDates,
  type StayTerms,
} from '../src/index';
import { season, stayTerms } from '../src/testing';

const RUNS = Number(process.env.BENCH_STAY_RUNS ?? 20_000);
const WARM_UP = 2_000;
const log = (line: string) => console.log(`[bench] ${line}`);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

interface CaseResult {
  name: string;
  runs: number;
  seconds: number;
  latenciesUs: number[];
}

/** A listing with the works: weekend price, four seasons, every discount, extra guests, fees and tax. */
const terms: StayTerms = stayTerms({
  timeZone: 'America/New_York',
  weekendPriceMinor: 14_500,
  cleaningPriceMinor: 8_000,
  petFeeMinor: 3_500,
  securityDepositMinor: 50_000,
  extraGuestAfter: 2,
  extraGuestFeeMinor: 2_000,
  personCapacity: 6,
  taxRate: 8.88,
  weeklyDiscount: 10,
  monthlyDiscount: 18,
  threeMonthDiscount: 25,
  lastMinuteDiscounts: [
    { percent: 12, daysBeforeArrivalFrom: 0, daysBeforeArrivalTo: 3 },
    { percent: 6, daysBeforeArrivalFrom: 4, daysBeforeArrivalTo: 10 },
  ],
  lengthOfStayDiscounts: [{ minimumNights: 21, percent: 15, daysBeforeArrivalFrom: 30, daysBeforeArrivalTo: null }],
  seasons: [
    season('Spring', '2025-03-20', '2025-04-10', 12_000, { weekendMinor: 16_000 }),
    season('Cherry blossom', '2025-04-11', '2025-04-20', 19_000, { extraGuestMinor: 3_000, minimumStay: 3 }),
    season('Early summer', '2025-05-20', '2025-06-30', 15_000),
    season('Summer', '2025-07-01', '2025-08-31', 21_000, { weekendMinor: 26_000, minimumStay: 5 }),
  ],
  blockedDates: Array.from({ length: 200 }, (_, i) => addDays(localDate('2025-01-01'), i * 5 + 2)),
});

/** 1,000 reservations of 1 to 4 nights, one after another with gaps of 0 to 2 days, from 2025-01-01 (a busy listing's ten years). */
function reservations(): StayDates[] {
  const list: StayDates[] = [];
  let day = toEpochDay(localDate('2025-01-01'));
  for (let i = 0; i < 1_000; i++) {
    const nights = 1 + (i % 4);
    list.push({ checkIn: fromEpochDay(day), checkOut: fromEpochDay(day + nights) });
    day += nights + (i % 3);
  }
  return list;
}

function run(name: string, call: () => unknown): CaseResult {
  for (let i = 0; i < WARM_UP; i++) call();
  const latenciesUs: number[] = [];
  const started = performance.now();
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    call();
    latenciesUs.push((performance.now() - t0) * 1000);
  }
  const seconds = (performance.now() - started) / 1000;
  log(`${name}: ${RUNS} calls in ${seconds.toFixed(2)} s`);
  return { name, runs: RUNS, seconds, latenciesUs };
}

function main() {
  const started = Date.now();
  const now = Date.parse('2025-03-01T15:00:00Z');
  const reserved = reservations();
  const lastReserved = reserved.at(-1)?.checkOut ?? localDate('2025-01-01');
  log(`1,000 reservations from 2025-01-01 to ${lastReserved}, 200 blocked dates, 4 seasons`);

  const thirtyNights = { checkIn: localDate('2025-04-01'), checkOut: localDate('2025-05-01') };
  const sample = quoteStay(terms, { ...thirtyNights, guests: 4, pets: 1, now });
  if (!sample.ok) throw new Error(sample.refusal.message);
  log(
    `30-night quote: ${sample.quote.discounts.map((d) => `${d.kind} ${d.percent} %`).join(', ')}; total ${sample.quote.totalMinor} minor units`,
  );
  // A stay after the last reservation: every reservation and blocked date is looked at, and it is free.
  const freeStay = { checkIn: addDays(lastReserved, 10), checkOut: addDays(lastReserved, 40) };
  const free = checkAvailability({ ...terms, seasons: [] }, { ...freeStay, now, reserved });
  if (!free.available) throw new Error(`the free stay is not free: ${free.reasons[0].message}`);
  const takenStay = { checkIn: localDate('2026-02-01'), checkOut: localDate('2026-03-03') };
  const taken = checkAvailability(terms, { ...takenStay, now, reserved });
  if (taken.available) throw new Error('the taken stay is free');

  const results = [
    run('quote, 30 nights, seasons and discounts', () =>
      quoteStay(terms, { ...thirtyNights, guests: 4, pets: 1, now }),
    ),
    run('availability, free 30 nights vs 1,000 reservations', () =>
      checkAvailability({ ...terms, seasons: [] }, { ...freeStay, now, reserved }),
    ),
    run('availability, taken 30 nights vs 1,000 reservations', () =>
      checkAvailability(terms, { ...takenStay, now, reserved }),
    ),
    run('quote + availability (one booking request)', () => {
      checkAvailability(terms, { ...thirtyNights, now, reserved });
      quoteStay(terms, { ...thirtyNights, guests: 4, pets: 1, now });
    }),
    run('validate terms (4 seasons, 200 blocked dates)', () => validateTerms(terms)),
  ];
  printTable(results);
  log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function printTable(results: CaseResult[]) {
  const rows = results.map((r) => {
    const sorted = [...r.latenciesUs].sort((a, b) => a - b);
    return [
      r.name,
      String(r.runs),
      (r.runs / r.seconds).toFixed(0),
      percentile(sorted, 50).toFixed(1),
      percentile(sorted, 99).toFixed(1),
    ];
  });
  const header = ['case', 'calls', 'calls/s', 'p50 µs', 'p99 µs'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i < 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  console.log('');
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
  console.log('');
}

main();
