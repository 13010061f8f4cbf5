// Shown when a screen fails to load or render (for example a stale module after a release): never a blank page.
import { isRouteErrorResponse, useRouteError } from 'react-router';

export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="error-page container" aria-labelledby="error-heading">
      <title>Something went wrong</title>
      <h1 id="error-heading">Something went wrong</h1>
      <p>
        This page could not be shown{detail ? ` (${detail})` : ''}. Reloading usually helps; if it does not, try again
        in a few minutes.
      </p>
      <p className="error-page__actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <a className="button button--quiet" href={import.meta.env.BASE_URL}>
          Go to the dashboard
        </a>
      </p>
    </main>
  );
}
