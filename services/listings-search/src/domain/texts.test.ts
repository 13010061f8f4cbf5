// The spec's own words stay word for word, and every listing text is said by some rule (no dead or drifting copy): a
// rule of this service or of @golightly/listing-rules, which holds the editor's checks.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LISTING_TEXTS, SPEC_TEXTS } from './texts';

describe('the listing texts', () => {
  it('keeps the sentences spec 001 §5 and §8 quote, verbatim', () => {
    expect(SPEC_TEXTS).toEqual({
      titleRequired: 'Title is Required',
      neighbourhoodRequired: 'Neighbourhood is required',
      numberRequired: 'Number is required',
      zipRequired: 'Zip / Postal Code is required',
      zipInvalid: 'Zip / Postal Code is Invalid',
      listingUnavailable: 'This listing may have been deleted or unpublished.',
    });
    expect(LISTING_TEXTS.guestCountTooHigh).toBe('Guest count must not exceed 1000');
  });

  it('has every text used by a rule or a use case of this service', () => {
    const dirs = [
      new URL('./', import.meta.url),
      new URL('../app/', import.meta.url),
      new URL('../../../../packages/listing-rules/src/', import.meta.url),
    ];
    const source = dirs
      .flatMap((dir) =>
        readdirSync(dir)
          .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'texts.ts')
          .map((f) => readFileSync(new URL(f, dir), 'utf8')),
      )
      .join('\n');
    const unused = Object.keys(LISTING_TEXTS).filter(
      (key) => !new RegExp(`\\b(T|LISTING_TEXTS|SPEC_TEXTS)\\.${key}\\b`).test(source),
    );
    expect(unused).toEqual([]);
  });
});
