// The committed typed documents of the shell match its .graphql operations and the committed supergraph.
import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { GENERATED_FILE, generateOperationTypes } from './codegen';

it('src/gen/graphql.ts is up to date (run `npm run codegen -w @golightly/web-kit` when this fails)', async () => {
  expect(await readFile(GENERATED_FILE, 'utf8')).toBe(await generateOperationTypes());
});
