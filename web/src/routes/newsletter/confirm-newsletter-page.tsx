// /newsletter/confirm/{token}: the newsletter's confirmation link (decision 0024). Confirming takes a press of the
// button, which posts the token to /verifyEmailMailchimp; a mail scanner that only fetches the link confirms nothing.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import formStyles from '../../auth/forms.module.css';
import { footerMessages as m } from '../../i18n/messages';
import { PageTitle } from '../../layout/page-title';

type State = 'ready' | 'busy' | 'confirmed' | 'invalid' | 'failed';

/** Posts the link's token; 200 confirms, 400 is a used, expired or unknown link, anything else may be tried again. */
export async function confirmNewsletterToken(token: string): Promise<Exclude<State, 'ready' | 'busy'>> {
  try {
    const response = await fetch('/verifyEmailMailchimp', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    if (response.status === 200) return 'confirmed';
    return response.status === 400 ? 'invalid' : 'failed';
  } catch {
    return 'failed';
  }
}

export default function ConfirmNewsletterPage() {
  const intl = useIntl();
  const { token = '' } = useParams();
  const [state, setState] = useState<State>('ready');

  async function confirm() {
    setState('busy');
    setState(await confirmNewsletterToken(token));
  }

  const heading = intl.formatMessage(m.newsletterConfirmHeading);
  return (
    <section className={formStyles.card} aria-labelledby="newsletter-confirm-heading" aria-busy={state === 'busy'}>
      <PageTitle title={heading} />
      <h1 id="newsletter-confirm-heading">{heading}</h1>
      {(state === 'ready' || state === 'busy' || state === 'failed') && (
        <>
          <p className={formStyles.lead}>{intl.formatMessage(m.newsletterConfirmLead)}</p>
          {state === 'failed' && (
            <p role="alert" className={formStyles.formAlert}>
              {intl.formatMessage(m.newsletterFailed)}
            </p>
          )}
          <p className={formStyles.actions}>
            <button
              type="button"
              className="button button--primary"
              disabled={state === 'busy'}
              onClick={() => void confirm()}
            >
              {intl.formatMessage(state === 'busy' ? m.newsletterConfirming : m.newsletterConfirmButton)}
            </button>
          </p>
        </>
      )}
      {state === 'confirmed' && (
        <p role="status" className={formStyles.formNotice}>
          {intl.formatMessage(m.newsletterConfirmed)}
        </p>
      )}
      {state === 'invalid' && (
        <p role="alert" className={formStyles.formAlert}>
          {intl.formatMessage(m.newsletterLinkInvalid)}
        </p>
      )}
      {(state === 'confirmed' || state === 'invalid') && (
        <p className={formStyles.actions}>
          <Link className="button button--quiet" to="/">
            {intl.formatMessage(m.newsletterBackHome)}
          </Link>
        </p>
      )}
    </section>
  );
}
