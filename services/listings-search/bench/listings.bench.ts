// `npm run bench:listings-generate -- [count] [--database-url <url>]`: makes `count` listings (100,000 unless given)
// with their terms, picks, beds and photos in one database and says how long it took, phase by phase. Without a URL
// it starts an embedded Postgres with a fresh, migrated database of its own; with one, it migrates that database and
// adds the listings to whatever is there (decision 0038). Photos name the forty demo pictures `npm start` makes.
import { mkdir, mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createKnex, databaseUrl, ensureDatabase, runMigrations, startEmbeddedPostgres } from '@golightly/db';
import { subgraph } from '../src/app';
import { generateListings, type GenerateResult } from '../src/db/demo-listings/generate';

const log = (line: string) => console.log(`[bench] ${line}`);

function parseArgs(argv: string[]): { count: number; url?: string } {
  let count = 100_000;
  let url: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--database-url') url = argv[++i];
    else if (arg.startsWith('--database-url=')) url = arg.slice('--database-url='.length);
    else if (/^\d[\d_,]*$/.test(arg)) count = Number(arg.replace(/[_,]/g, ''));
    else throw new Error(`unknown argument ${arg}: give a count and optionally --database-url <url>`);
  }
  if (!Number.isInteger(count) || count < 1 || count > 5_000_000) throw new Error('the count must be 1 to 5,000,000');
  return { count, url };
}

async function main() {
  const { count, url } = parseArgs(process.argv.slice(2));
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
      log('starting an embedded Postgres with a fresh listings database');
      await ensureDatabase(postgres.serverUrl, 'bench_listings');
      target = databaseUrl(postgres.serverUrl, 'bench_listings');
    } else {
      log('using the database of --database-url');
    }
    const db = createKnex(target, { poolMax: 6, applicationName: 'listings-bench' });
    try {
      const migrations = await runMigrations(db, subgraph.migrations);
      if (migrations.length > 0) log(`applied ${migrations.length} migrations`);
      const before = Number((await db('listings').count({ n: '*' }).first())!.n);
      log(`generating ${count.toLocaleString('en')} listings…`);
      let shown = 0;
      const result = await generateListings(db, {
        count,
        onProgress: (done, total) => {
          if (done === total || done - shown >= total / 10) {
            shown = done;
            log(`  ${done.toLocaleString('en')}/${total.toLocaleString('en')}`);
          }
        },
      });
      const after = Number((await db('listings').count({ n: '*' }).first())!.n);
      if (after - before !== count) throw new Error(`expected ${count} new listings, found ${after - before}`);
      const live = Number(
        (await db('listings').where({ approval_status: 'approved', is_published: true }).count({ n: '*' }).first())!.n,
      );
      printTable(result, live);
      const verdict = result.seconds.total < 60 ? 'under a minute' : 'OVER A MINUTE';
      log(`${count.toLocaleString('en')} listings in ${result.seconds.total.toFixed(1)} s (${verdict})`);
    } finally {
      await db.destroy();
    }
  } finally {
    await postgres.stop();
  }
}

function printTable(result: GenerateResult, live: number) {
  const rate = (rows: number, seconds: number) => (seconds > 0 ? (rows / seconds).toFixed(0) : '-');
  const rows = [
    ['pick cities and numbers', '', result.seconds.places.toFixed(2), ''],
    [
      'build (editor rules)',
      String(result.listings),
      result.seconds.build.toFixed(2),
      rate(result.listings, result.seconds.build),
    ],
    [
      'insert (listings, picks, beds, photos, calendars)',
      `${result.listings} + ${result.photos} photos`,
      result.seconds.insert.toFixed(2),
      rate(result.listings, result.seconds.insert),
    ],
    [
      'total',
      `${live} live in the database`,
      result.seconds.total.toFixed(2),
      rate(result.listings, result.seconds.total),
    ],
  ];
  const header = ['phase', 'rows', 'seconds', 'listings/s'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  console.log('');
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
  console.log('');
}

await main();
