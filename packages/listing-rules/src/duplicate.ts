// Duplicating a listing (spec 001 §5, §9): 1 to 50 copies at a time, the count typed by the host (numbers only,
// required); each copy is a draft of her own, named after the original and numbered.
import type { Checked } from './fields';
import { TITLE_MAX } from './listing-scene';
import { LISTING_TEXTS as T, SPEC_TEXTS } from './texts';

export const MAX_DUPLICATES = 50;

export function checkDuplicateCount(text: string | null | undefined): Checked<number> {
  const given = (text ?? '').trim();
  const refuse = (message: string): Checked<number> => ({ ok: false, errors: [{ field: 'count', message }] });
  if (given === '') return refuse(SPEC_TEXTS.numberRequired);
  if (!/^\d+$/.test(given)) return refuse(T.duplicateNumbersOnly);
  const count = Number(given);
  if (count < 1 || count > MAX_DUPLICATES) return refuse(T.duplicateRange);
  return { ok: true, value: count };
}

/** The k-th copy's title: "<title> (copy k)", the original cut (by characters) so the whole fits 255. */
export function copyTitle(title: string, k: number): string {
  const suffix = ` (copy ${k})`;
  const base = Array.from(title.trim() || 'Untitled listing');
  return (
    base
      .slice(0, TITLE_MAX - suffix.length)
      .join('')
      .trimEnd() + suffix
  );
}
