import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileWithSecret } from './build';

describe('a build checked for secrets before it is served', () => {
  const secret = 'dlVv-_0123456789abcdefghijklmnop';
  let outDir: string;
  beforeEach(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'golightly-build-'));
    await mkdir(path.join(outDir, 'assets'));
    await writeFile(path.join(outDir, 'index.html'), '<!doctype html>');
    await writeFile(path.join(outDir, 'assets', 'index-abc.js'), 'console.log(1)');
  });
  afterEach(() => rm(outDir, { recursive: true, force: true }));

  it('passes a build without any secret', async () => {
    expect(await fileWithSecret(outDir, [secret])).toBeUndefined();
  });

  it('names the file that carries a secret, even inside a source map', async () => {
    await writeFile(path.join(outDir, 'assets', 'index-abc.js.map'), `{"sourcesContent":["const key = '${secret}'"]}`);
    expect(await fileWithSecret(outDir, [secret])).toBe(path.join('assets', 'index-abc.js.map'));
  });
});
