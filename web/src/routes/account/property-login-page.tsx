// /property-login (spec 000 §2, §6): where a property manager, whose credentials an admin e-mailed her (spec 001 §6),
// signs in; she then goes to her listings, which she syncs from her rental software (decision 0026).
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useAuthDialogs } from '../../auth/dialogs';
import formStyles from '../../auth/forms.module.css';
import { LoginForm } from '../../auth/login-form';
import { useSession } from '../../auth/session';
import { accountPageMessages as m } from '../../i18n/messages';
import { PageTitle } from '../../layout/page-title';

const SIGNED_IN: MessageDescriptor = m.propertyLoginSignedIn;
export const PROPERTY_MANAGER_HOME = '/rooms';

export default function PropertyLoginPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { show } = useAuthDialogs();
  const { account } = useSession();
  const title = intl.formatMessage(m.propertyLoginTitle);
  return (
    <section className={formStyles.card} aria-labelledby="property-login-heading">
      <PageTitle title={title} />
      <h1 id="property-login-heading">{title}</h1>
      <p className={formStyles.lead}>{intl.formatMessage(m.propertyLoginLead)}</p>
      {account ? (
        <p className={formStyles.formNotice}>
          {intl.formatMessage(SIGNED_IN, { name: account.firstName })}{' '}
          <Link to={PROPERTY_MANAGER_HOME}>{intl.formatMessage(m.propertyLoginContinue)}</Link>
        </p>
      ) : (
        <LoginForm
          onSignedIn={() => navigate(PROPERTY_MANAGER_HOME, { replace: true })}
          onForgotPassword={() => show('forgotPassword')}
        />
      )}
      <p className={formStyles.aside}>{intl.formatMessage(m.propertyLoginMember)}</p>
    </section>
  );
}
