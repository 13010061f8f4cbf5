// Apollo Client 4 rejects the promise of a query's first fetch with an AbortError, and nobody awaits it, when the
// component that asked unmounts before the answer: a test's cleanup does exactly that whenever a page still has a
// query in flight (the footer's, a gate's). Only that rejection is ignored; every other unhandled error fails the run.
/** What vitest hands over: an Error, or its serialized form from a worker. */
interface ReportedError {
  name?: string;
  message?: string;
  stack?: string;
}

export function isApolloTeardownAbort(error: ReportedError): boolean {
  return (
    error.name === 'AbortError' &&
    error.message === 'The operation was aborted.' &&
    /ObservableQuery/.test(error.stack ?? '')
  );
}

export const onUnhandledError = (error: ReportedError): boolean | void =>
  isApolloTeardownAbort(error) ? false : undefined;
