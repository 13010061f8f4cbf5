// What an admin reads on a screen her privileges do not open, and when her access could not be loaded at all.
import { Link } from 'react-router';
import { PageTitle } from '../../layout/page-title';
import { ADMIN_TEXTS, SPEC_TEXTS } from '../../texts';

/** `way` is where she can go instead: the dashboard when it is hers, else the first screen of her menu. */
export default function NoAccessPage({ way }: { way: { to: string; label: string } | null }) {
  return (
    <article className="error-page" aria-labelledby="no-access-heading">
      <PageTitle title={ADMIN_TEXTS.noAccess} />
      <h1 id="no-access-heading">{ADMIN_TEXTS.noAccess}</h1>
      <p>{ADMIN_TEXTS.noAccessLead}</p>
      {way && (
        <p className="error-page__actions">
          <Link className="button button--primary" to={way.to}>
            {way.label}
          </Link>
        </p>
      )}
    </article>
  );
}

export function AccessUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <article className="error-page" role="alert">
      <h1>{ADMIN_TEXTS.accessUnavailable}</h1>
      <p>{SPEC_TEXTS.somethingWentWrongRefresh}</p>
      <p className="error-page__actions">
        <button type="button" className="button button--primary" onClick={onRetry}>
          {ADMIN_TEXTS.tryAgain}
        </button>
      </p>
    </article>
  );
}
