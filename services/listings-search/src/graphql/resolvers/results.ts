// How a use case's outcome reads in GraphQL: a result with status, errorMessage and fieldErrors (the spec's way), and
// a FORBIDDEN error for a caller whose standing does not let her list (as service-kit's standing guard throws it).
import { publicError } from '@golightly/service-kit';
import type { EditOutcome } from '../../app/deps';
import type { Viewer } from '../../domain/listing';
import { toGraph } from '../listing-graph';

export function editResult(outcome: EditOutcome, viewer: Viewer) {
  if (outcome.status === 'forbidden') throw publicError(outcome.errorMessage, 'FORBIDDEN');
  if (outcome.status === 'success') {
    return { status: 'success', errorMessage: null, fieldErrors: [], listing: toGraph(outcome.listing, viewer) };
  }
  return {
    status: outcome.status,
    errorMessage: outcome.errorMessage,
    fieldErrors: outcome.status === 'invalid' ? outcome.fieldErrors : [],
    listing: null,
  };
}
