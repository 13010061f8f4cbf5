// What every listing form check shares: a refusal per field, and the outcome of checking a whole section.
import { LISTING_TEXTS } from './texts';

/** One field's refusal, named as the form names the field. */
export interface FieldError {
  field: string;
  message: string;
}

/** A section checked as a whole: its clean value, or every field that is wrong (never the first one only). */
export type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

/** Collects refusals while a section is checked. */
export class Refusals {
  readonly errors: FieldError[] = [];

  add(field: string, message: string): void {
    if (!this.errors.some((e) => e.field === field)) this.errors.push({ field, message });
  }

  has(field: string): boolean {
    return this.errors.some((e) => e.field === field);
  }

  result<T>(value: () => T): Checked<T> {
    return this.errors.length > 0 ? { ok: false, errors: this.errors } : { ok: true, value: value() };
  }
}

/** Trimmed text, refused when required and blank or when longer than `max` characters (not UTF-16 units). */
export function checkText(
  refusals: Refusals,
  field: string,
  value: string | null | undefined,
  rule: { max: number; required?: string },
): string {
  const text = (value ?? '').trim();
  if (rule.required && text === '') refusals.add(field, rule.required);
  else if (Array.from(text).length > rule.max) refusals.add(field, LISTING_TEXTS.tooLong(rule.max));
  return text;
}

/** A whole number within [min, max], or the message. */
export function checkWhole(
  refusals: Refusals,
  field: string,
  value: number | null | undefined,
  rule: { min: number; max: number; message: string; required?: string },
): number | null {
  if (value === null || value === undefined) {
    if (rule.required) refusals.add(field, rule.required);
    return null;
  }
  if (!Number.isInteger(value) || value < rule.min || value > rule.max) refusals.add(field, rule.message);
  return value;
}

/** Distinct ids, in the order given. */
export const distinct = (ids: readonly number[]): number[] => [...new Set(ids)];
