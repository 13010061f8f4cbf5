// /getUser (spec 000 §2; the spec names the route only): the signed-in member's own account at a glance, with the
// screens that change it (decision 0026). A visitor is asked to log in in the spec's words.
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import formStyles from '../../auth/forms.module.css';
import { useSession } from '../../auth/session';
import { accountPageMessages as m } from '../../i18n/messages';
import { PageTitle } from '../../layout/page-title';
import { SignInNeeded } from './sign-in-needed';

export default function GetUserPage() {
  const intl = useIntl();
  const { account, loading } = useSession();
  const title = intl.formatMessage(m.overviewTitle);
  const t = intl.formatMessage;
  return (
    <section className={formStyles.card} aria-labelledby="account-heading" aria-busy={loading}>
      <PageTitle title={title} />
      <h1 id="account-heading">{title}</h1>
      {loading ? (
        <p role="status">{t(m.loading)}</p>
      ) : !account ? (
        <SignInNeeded />
      ) : (
        <>
          <dl>
            <dt>{t(m.overviewName)}</dt>
            <dd>{`${account.firstName ?? ''} ${account.lastName ?? ''}`.trim()}</dd>
            <dt>{t(m.overviewEmail)}</dt>
            <dd>
              {account.email} (
              {account.verification?.isEmailConfirmed ? t(m.overviewEmailConfirmed) : t(m.overviewEmailUnconfirmed)})
            </dd>
            <dt>{t(m.overviewMembership)}</dt>
            <dd>{account.isDiamond ? t(m.overviewDiamond) : t(m.overviewStandard)}</dd>
          </dl>
          <ul className={formStyles.actions}>
            {account.profileId != null && (
              <li>
                <Link to={`/users/show/${account.profileId}`}>{t(m.overviewProfile)}</Link>
              </li>
            )}
            <li>
              <Link to="/user/edit">{t(m.overviewEdit)}</Link>
            </li>
            <li>
              <Link to="/users/security">{t(m.overviewSecurity)}</Link>
            </li>
            {!account.verification?.isEmailConfirmed && (
              <li>
                <Link to="/confirm-email">{t(m.overviewConfirm)}</Link>
              </li>
            )}
            <li>
              <Link to="/requestDelete">{t(m.overviewDelete)}</Link>
            </li>
          </ul>
        </>
      )}
    </section>
  );
}
