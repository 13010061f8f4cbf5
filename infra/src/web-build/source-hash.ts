// What a web app's build is made from, as one hash: a build is current while the hash stored with it still matches.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Folders that hold no sources of a build. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.tmp', '.turbo', 'coverage', 'test-results']);
/** Tests are never part of a build; editing one need not rebuild the app. */
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

export interface BuildInputs {
  /** Folders whose every file counts (the app, the workspace packages it imports). */
  folders: string[];
  /** Single files that count too (the lockfile, modules the Vite config imports). */
  files: string[];
  /** Environment variables the build reads (VITE_*, OIDC_ISSUER). */
  env: Record<string, string | undefined>;
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  const found: string[] = [];
  for (const entry of entries) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) found.push(...(await filesUnder(full)));
    } else if (entry.isFile() && !TEST_FILE.test(entry.name)) {
      found.push(full);
    }
  }
  return found;
}

/** A hash of every input file's path and bytes, and of the build's environment. */
export async function sourceHash(inputs: BuildInputs, root: string): Promise<string> {
  const files = new Set(inputs.files.map((file) => path.resolve(file)));
  for (const folder of inputs.folders) for (const file of await filesUnder(folder)) files.add(file);
  const hash = createHash('sha256');
  for (const file of [...files].sort()) {
    const bytes = await readFile(file).catch(() => undefined);
    if (!bytes) continue;
    hash.update(`${path.relative(root, file)}\0${bytes.length}\0`).update(bytes);
  }
  for (const name of Object.keys(inputs.env).sort()) hash.update(`env ${name}=${inputs.env[name] ?? ''}\0`);
  return hash.digest('hex');
}

/** Settings the apps' Vite configs copy into VITE_* variables (OIDC_ISSUER for the admin app, the map's for the web). */
const COPIED_INTO_BUILD = new Set(['OIDC_ISSUER', 'MAP_TILE_URL', 'MAP_TILE_ATTRIBUTION']);

/** The variables a Vite build reads: VITE_* and the settings its config copies into them. */
export function buildEnvironment(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(env).filter(([name]) => name.startsWith('VITE_') || COPIED_INTO_BUILD.has(name)),
  );
}

export type BuildVerdict = { build: false } | { build: true; reason: string };

/** Whether an app must be built again before it is served. */
export function buildVerdict(current: string, stored: string | undefined, hasIndexPage: boolean): BuildVerdict {
  if (!hasIndexPage) return { build: true, reason: 'no build yet' };
  if (stored === undefined) return { build: true, reason: 'the build does not say what it was made from' };
  if (stored !== current) return { build: true, reason: 'its sources changed' };
  return { build: false };
}

/** The workspace folders (packages/*) an app imports, following their own @golightly dependencies. */
export async function workspaceDependencies(appDir: string, root: string): Promise<string[]> {
  const byName = new Map<string, string>();
  for (const entry of await readdir(path.join(root, 'packages'), { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const folder = path.join(root, 'packages', entry.name);
    const manifest = await readFile(path.join(folder, 'package.json'), 'utf8').catch(() => undefined);
    if (manifest) byName.set((JSON.parse(manifest) as { name: string }).name, folder);
  }
  const found = new Set<string>();
  const visit = async (folder: string) => {
    const manifest = JSON.parse(await readFile(path.join(folder, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    for (const name of Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })) {
      const dependency = byName.get(name);
      if (dependency && !found.has(dependency)) {
        found.add(dependency);
        await visit(dependency);
      }
    }
  };
  await visit(appDir);
  return [...found].sort();
}
