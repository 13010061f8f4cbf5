import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue';
import { catalogueDoc } from './catalogue-doc';

describe('docs/emails.md', () => {
  it('lists the catalogue as it is (run `npm run emails:doc` after changing a template)', async () => {
    const committed = await readFile(path.resolve(import.meta.dirname, '../../../../../docs/emails.md'), 'utf8');
    expect(committed).toBe(catalogueDoc(CATALOGUE));
  });
});
