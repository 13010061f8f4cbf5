import { describe, expect, it } from 'vitest';
import { checkDuplicateCount, copyTitle } from './duplicate';

describe('duplicating a listing', () => {
  it("takes 1 to 50 copies, typed as numbers only, and says 'Number is required' when none is typed", () => {
    expect(checkDuplicateCount('1')).toEqual({ ok: true, value: 1 });
    expect(checkDuplicateCount(' 50 ')).toEqual({ ok: true, value: 50 });
    const refusal = (message: string) => ({ ok: false, errors: [{ field: 'count', message }] });
    expect(checkDuplicateCount('')).toEqual(refusal('Number is required'));
    expect(checkDuplicateCount(null)).toEqual(refusal('Number is required'));
    expect(checkDuplicateCount('2.5')).toEqual(refusal('Only numbers are allowed.'));
    expect(checkDuplicateCount('-3')).toEqual(refusal('Only numbers are allowed.'));
    expect(checkDuplicateCount('0')).toEqual(refusal('You can make from 1 to 50 copies at a time.'));
    expect(checkDuplicateCount('51')).toEqual(refusal('You can make from 1 to 50 copies at a time.'));
  });

  it('names each copy after the original, numbered, within 255 characters', () => {
    expect(copyTitle('Loft by the canal', 3)).toBe('Loft by the canal (copy 3)');
    expect(copyTitle('', 1)).toBe('Untitled listing (copy 1)');
    const long = copyTitle('é'.repeat(300), 50);
    expect(Array.from(long)).toHaveLength(255);
    expect(long.endsWith(' (copy 50)')).toBe(true);
  });
});
