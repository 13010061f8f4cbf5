// Shown when a screen fails to load or render (for example a stale module after a release), in both apps: the spec's
// critical-error text and a reload, never a blank page.
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { SHELL_TEXTS } from './texts';

export interface RouteErrorPageProps {
  /** Where the quiet way out leads (a full page load: the app may be what failed). */
  home: { href: string; label: string };
}

export function RouteErrorPage({ home }: RouteErrorPageProps) {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? ` (${error.status} ${error.statusText})` : '';
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="error-page container" aria-labelledby="error-heading">
      <title>{SHELL_TEXTS.errorTitle.defaultMessage}</title>
      <h1 id="error-heading">{SHELL_TEXTS.criticalError.defaultMessage}</h1>
      <p>
        {SHELL_TEXTS.somethingWentWrongRefresh.defaultMessage}
        {detail}
      </p>
      <p className="error-page__actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {SHELL_TEXTS.reload.defaultMessage}
        </button>
        <a className="button button--quiet" href={home.href}>
          {home.label}
        </a>
      </p>
    </main>
  );
}
