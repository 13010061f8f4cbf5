// Reading the server's answer to a change of a listing: a result with status, errorMessage and fieldErrors (the
// spec's way), or a refusal thrown as a GraphQL error (FORBIDDEN with extensions.reason when her standing does not let
// her list, decision 0032; UNAUTHENTICATED when her session ended).
import { CombinedGraphQLErrors } from '@apollo/client';

export interface FieldError {
  field: string;
  message: string;
}

/** What every change of the editor answers. */
export interface EditAnswer<Listing> {
  status: string;
  errorMessage?: string | null;
  fieldErrors: readonly FieldError[];
  listing?: Listing | null;
}

/** Why the server will not let her change listings at all. */
export interface Refusal {
  code: 'FORBIDDEN' | 'UNAUTHENTICATED';
  /** service-kit's StandingReason (pending, womenOnly, idNotVerified...), when the server gave one. */
  reason: string | null;
  /** The server's sentence, shown as it came when there is no reason to word it by. */
  message: string;
}

/** The refusal a failed call carries, or null when it failed for another cause (the network, a fault). */
export function refusalOf(error: unknown): Refusal | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  for (const entry of error.errors) {
    const code = entry.extensions?.code;
    if (code !== 'FORBIDDEN' && code !== 'UNAUTHENTICATED') continue;
    const reason = entry.extensions?.reason;
    return { code, reason: typeof reason === 'string' ? reason : null, message: entry.message };
  }
  return null;
}

/** Field errors by field, the first message of each kept (the server sends one per field). */
export function errorsByField(errors: readonly FieldError[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const error of errors) byField[error.field] ??= error.message;
  return byField;
}
