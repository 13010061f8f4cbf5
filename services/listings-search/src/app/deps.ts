// What listings' use cases are given in place of the GraphQL context, and the outcomes they answer with.
import type { Knex } from '@golightly/db';
import type { FieldError } from '../domain/fields';
import type { ListingRecord } from '../domain/listing';
import { SPEC_TEXTS } from '../domain/texts';

export interface ListingsDeps {
  db: Knex;
}

/**
 * What a change to a listing answers: the listing as stored, or why nothing changed. `notFound` reads the same for
 * a missing, deleted or someone else's listing, so a host learns nothing about listings that are not hers.
 */
export type EditOutcome =
  | { status: 'success'; listing: ListingRecord }
  | { status: 'invalid'; errorMessage: string; fieldErrors: FieldError[] }
  | { status: 'notFound' | 'forbidden' | 'conflict'; errorMessage: string };

export const notFound = (): EditOutcome => ({ status: 'notFound', errorMessage: SPEC_TEXTS.listingUnavailable });
export const forbidden = (errorMessage: string): EditOutcome => ({ status: 'forbidden', errorMessage });
export const conflict = (errorMessage: string): EditOutcome => ({ status: 'conflict', errorMessage });
export const invalid = (fieldErrors: FieldError[], errorMessage = fieldErrors[0]?.message ?? ''): EditOutcome => ({
  status: 'invalid',
  errorMessage,
  fieldErrors,
});
