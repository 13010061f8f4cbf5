import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildEnvironment, buildVerdict, sourceHash, workspaceDependencies, type BuildInputs } from './source-hash';

describe('whether an app is built again', () => {
  it('builds when there is no build yet', () => {
    expect(buildVerdict('abc', 'abc', false)).toEqual({ build: true, reason: 'no build yet' });
  });

  it('builds when the build does not say what it was made from', () => {
    expect(buildVerdict('abc', undefined, true).build).toBe(true);
  });

  it('builds when the sources changed', () => {
    expect(buildVerdict('abc', 'abd', true)).toEqual({ build: true, reason: 'its sources changed' });
  });

  it('keeps a build made from the current sources', () => {
    expect(buildVerdict('abc', 'abc', true)).toEqual({ build: false });
  });
});

describe('the hash of what a build is made from', () => {
  let root: string;
  let inputs: BuildInputs;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'golightly-hash-'));
    await mkdir(path.join(root, 'web', 'src'), { recursive: true });
    await mkdir(path.join(root, 'web', 'dist'), { recursive: true });
    await mkdir(path.join(root, 'web', 'node_modules', 'x'), { recursive: true });
    await writeFile(path.join(root, 'web', 'src', 'main.tsx'), 'render()');
    await writeFile(path.join(root, 'web', 'index.html'), '<div id="root"></div>');
    await writeFile(path.join(root, 'package-lock.json'), '{}');
    inputs = { folders: [path.join(root, 'web')], files: [path.join(root, 'package-lock.json')], env: {} };
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('changes when a source file, the page or the lockfile changes', async () => {
    const before = await sourceHash(inputs, root);
    await writeFile(path.join(root, 'web', 'src', 'main.tsx'), 'render(<App />)');
    const afterSource = await sourceHash(inputs, root);
    expect(afterSource).not.toBe(before);
    await writeFile(path.join(root, 'package-lock.json'), '{"lockfileVersion":3}');
    expect(await sourceHash(inputs, root)).not.toBe(afterSource);
  });

  it('changes when a file is added or renamed', async () => {
    const before = await sourceHash(inputs, root);
    await writeFile(path.join(root, 'web', 'src', 'other.ts'), '');
    expect(await sourceHash(inputs, root)).not.toBe(before);
  });

  it('stays the same for the build itself, node_modules and tests', async () => {
    const before = await sourceHash(inputs, root);
    await writeFile(path.join(root, 'web', 'dist', 'index.html'), 'built');
    await writeFile(path.join(root, 'web', 'node_modules', 'x', 'index.js'), '');
    await writeFile(path.join(root, 'web', 'src', 'main.test.tsx'), 'it()');
    expect(await sourceHash(inputs, root)).toBe(before);
  });

  it('changes with the variables the build reads, and only those', async () => {
    const before = await sourceHash(inputs, root);
    const env = buildEnvironment({ OIDC_ISSUER: 'https://id.example.com', VITE_X: '1', PATH: '/bin', SECRET: 's' });
    expect(env).toEqual({ OIDC_ISSUER: 'https://id.example.com', VITE_X: '1' });
    expect(await sourceHash({ ...inputs, env }, root)).not.toBe(before);
  });

  it('follows the app to the workspace packages it depends on', async () => {
    await mkdir(path.join(root, 'packages', 'web-kit'), { recursive: true });
    await mkdir(path.join(root, 'packages', 'theme'), { recursive: true });
    await mkdir(path.join(root, 'packages', 'db'), { recursive: true });
    const manifest = (name: string, dependencies: Record<string, string> = {}) =>
      JSON.stringify({ name, dependencies });
    await writeFile(
      path.join(root, 'packages', 'web-kit', 'package.json'),
      manifest('@golightly/web-kit', { '@golightly/theme': '*' }),
    );
    await writeFile(path.join(root, 'packages', 'theme', 'package.json'), manifest('@golightly/theme'));
    await writeFile(path.join(root, 'packages', 'db', 'package.json'), manifest('@golightly/db'));
    await writeFile(
      path.join(root, 'web', 'package.json'),
      manifest('@golightly/web', { '@golightly/web-kit': '*', react: '^19' }),
    );
    expect(await workspaceDependencies(path.join(root, 'web'), root)).toEqual([
      path.join(root, 'packages', 'theme'),
      path.join(root, 'packages', 'web-kit'),
    ]);
  });
});
