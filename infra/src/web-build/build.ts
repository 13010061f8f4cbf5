// Builds a web app with `vite build` when its sources changed since the build on disk, and swaps the new build in whole.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ok, step } from '../stack/console';
import { lastLines } from '../stack/processes';
import { buildEnvironment, buildVerdict, sourceHash, workspaceDependencies } from './source-hash';

/** Kept inside the build, so a build and the hash of what it was made from are always swapped in together. */
export const SOURCE_HASH_FILE = '.source-hash';

export interface WebApp {
  /** web or admin-web: the folder under the repository root, and the name in progress lines. */
  name: string;
}

export interface BuildOptions {
  root: string;
  logDir: string;
  /** Values that must never appear in a build (the identity secret, the data key). */
  secrets: string[];
}

export const distOf = (app: WebApp, root: string) => path.join(root, app.name, 'dist');

async function inputsOf(app: WebApp, root: string) {
  const appDir = path.join(root, app.name);
  return {
    folders: [appDir, ...(await workspaceDependencies(appDir, root))],
    files: [
      path.join(root, 'package-lock.json'),
      path.join(root, 'tsconfig.base.json'),
      // The Vite configs import these.
      path.join(root, 'infra/src/web-server/gateway-paths.ts'),
      path.join(root, 'infra/src/web-server/dev-server-files.ts'),
    ],
    env: buildEnvironment(process.env),
  };
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** The first file of a build that contains one of `secrets` (relative to the build), if any: it must not be served. */
export async function fileWithSecret(outDir: string, secrets: string[]): Promise<string | undefined> {
  const wanted = secrets.filter((secret) => secret.length >= 16);
  for (const file of await filesUnder(outDir)) {
    const text = await readFile(file, 'latin1');
    if (wanted.some((secret) => text.includes(secret))) return path.relative(outDir, file);
  }
  return undefined;
}

function runViteBuild(app: WebApp, outDir: string, options: BuildOptions): Promise<void> {
  const logFile = path.join(options.logDir, `${app.name}-build.log`);
  const log = createWriteStream(logFile);
  const child = spawn(
    process.execPath,
    [path.join(options.root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'],
    { cwd: path.join(options.root, app.name), env: process.env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      log.end(async () => {
        if (code === 0) return resolve();
        reject(
          new Error(`${app.name} did not build (code ${code}). Its log (${logFile}):\n${await lastLines(logFile, 25)}`),
        );
      });
    });
  });
}

/** Makes sure `app`'s dist is a build of its current sources; returns the dist folder. */
export async function ensureBuilt(app: WebApp, options: BuildOptions): Promise<string> {
  const dist = distOf(app, options.root);
  const current = await sourceHash(await inputsOf(app, options.root), options.root);
  const stored = await readFile(path.join(dist, SOURCE_HASH_FILE), 'utf8').then(
    (text) => text.trim(),
    () => undefined,
  );
  const verdict = buildVerdict(current, stored, existsSync(path.join(dist, 'index.html')));
  if (!verdict.build) {
    ok(`${app.name} build is current`);
    return dist;
  }
  const startedAt = Date.now();
  step(`building ${app.name}… (${verdict.reason})`);
  // Built beside the served one and swapped in whole, so a server never serves half a build.
  const staging = path.join(options.root, app.name, '.tmp', `dist-${process.pid}`);
  const retired = path.join(options.root, app.name, '.tmp', `dist-old-${process.pid}`);
  await mkdir(path.dirname(staging), { recursive: true });
  try {
    await runViteBuild(app, staging, options);
    const leaked = await fileWithSecret(staging, options.secrets);
    if (leaked) throw new Error(`The ${app.name} build contains a secret (in ${leaked}); it will not be served.`);
    await writeFile(path.join(staging, SOURCE_HASH_FILE), `${current}\n`);
    if (existsSync(dist)) await rename(dist, retired);
    await rename(staging, dist);
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(retired, { recursive: true, force: true });
  }
  ok(`${app.name} built in ${((Date.now() - startedAt) / 1000).toFixed(1)}s`);
  return dist;
}
