// `npm test`: sets up what it needs from the system, then codegen, typecheck, lint, build, unit and integration
// tests, and browser tests, one after another. Prints how long each phase took and the total; the first phase that
// fails ends the run with its exit code (after the times so far are printed).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from '../web-build/build';
import { ensureSystem } from './system';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

interface Phase {
  name: string;
  run: () => Promise<number>;
}

const npmRun = (script: string) => (): Promise<number> =>
  new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', script], { cwd: ROOT, stdio: 'inherit' });
    // Ctrl-C reaches the child through the terminal's process group; a SIGTERM to this runner is passed on.
    const forward = () => child.kill('SIGTERM');
    process.on('SIGTERM', forward);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 128 + 15 : 1));
    });
  });

/** The secrets of the data folders a later `npm start` will use: a build containing one is refused, as there. */
function knownSecrets(): string[] {
  const folders = ['.data', process.env.GOLIGHTLY_DATA_DIR ?? '.tmp/e2e-data'].map((dir) =>
    path.resolve(ROOT, dir, 'secrets'),
  );
  return folders
    .filter((folder) => existsSync(folder))
    .flatMap((folder) => readdirSync(folder).map((name) => readFileSync(path.join(folder, name), 'utf8').trim()));
}

/**
 * Both web apps' production builds, made as `npm start` makes them (with the hash of their sources beside them), so
 * the browser tests' `npm start` finds them current instead of building them a second time.
 */
async function buildWebApps(): Promise<number> {
  const options = { root: ROOT, logDir: path.join(ROOT, '.tmp', 'web-build-logs'), secrets: knownSecrets() };
  await mkdir(options.logDir, { recursive: true });
  try {
    await ensureBuilt({ name: 'web' }, options);
    await ensureBuilt({ name: 'admin-web' }, options);
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
}

const PHASES: Phase[] = [
  {
    name: 'system packages',
    run: async () => {
      try {
        ensureSystem((line) => console.log(line));
        return 0;
      } catch (error) {
        console.error((error as Error).message);
        return 1;
      }
    },
  },
  { name: 'codegen', run: npmRun('codegen') },
  { name: 'typecheck', run: npmRun('typecheck') },
  { name: 'lint', run: npmRun('lint') },
  { name: 'build', run: buildWebApps },
  { name: 'unit and integration tests', run: npmRun('test:unit') },
  { name: 'browser tests', run: npmRun('test:e2e') },
];

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(9);
const minutes = (ms: number) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;

function report(times: { name: string; ms: number; code: number }[], totalMs: number) {
  const width = Math.max(...PHASES.map((phase) => phase.name.length));
  console.log('\nnpm test, phase times:');
  for (const { name, ms, code } of times) {
    console.log(`  ${name.padEnd(width)} ${seconds(ms)}${code === 0 ? '' : `  FAILED (exit code ${code})`}`);
  }
  console.log(`  ${'total'.padEnd(width)} ${seconds(totalMs)}  (${minutes(totalMs)})`);
}

async function main(): Promise<number> {
  const started = Date.now();
  const times: { name: string; ms: number; code: number }[] = [];
  for (const phase of PHASES) {
    console.log(`\n▶ ${phase.name}`);
    const phaseStarted = Date.now();
    const code = await phase.run();
    times.push({ name: phase.name, ms: Date.now() - phaseStarted, code });
    console.log(`${code === 0 ? '✓' : '✗'} ${phase.name} ${seconds(Date.now() - phaseStarted).trim()}`);
    if (code !== 0) {
      report(times, Date.now() - started);
      return code;
    }
  }
  report(times, Date.now() - started);
  return 0;
}

process.exitCode = await main();
