// Her own sign-in e-mail (/siteadmin/change/common, every admin; decision 0031): the new address and her current
// password, sent to changeAdminEmail. On success her tokens are renewed at once, since the old ones carry the old
// address and would name nobody; if that fails she is asked to sign in again with the new one.
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useAdminAuth } from '../../auth/admin-session';
import { ChangeAdminEmailDocument, MyAdminAccessDocument } from '../../gen/graphql';
import { ADMIN_TEXTS } from '../../texts';
import formStyles from '../../ui/form.module.css';
import pageStyles from '../../ui/page.module.css';
import type { AdminScreenProps } from '../admin-screen';
import { OwnAccountForm, OwnAccountPage, useOwnAccountChange, type OwnField } from './own-account';
import styles from './admins.module.css';

const FIELDS: readonly OwnField<'email' | 'currentPassword'>[] = [
  { name: 'email', label: ADMIN_TEXTS.newEmail, type: 'email', autoComplete: 'email', maxLength: 255 },
  {
    name: 'currentPassword',
    label: ADMIN_TEXTS.currentPassword,
    type: 'password',
    autoComplete: 'current-password',
    maxLength: 200,
  },
];

export default function ChangeCommonPage({ screen }: AdminScreenProps) {
  const auth = useAdminAuth();
  const access = useQuery(MyAdminAccessDocument);
  const [signInAgainAs, setSignInAgainAs] = useState<string | null>(null);
  const [change, { loading }] = useMutation(ChangeAdminEmailDocument);
  const current =
    access.data?.myAdminAccess.admin.email ?? (auth.session.status === 'signedIn' ? auth.session.email : '');
  const form = useOwnAccountChange(
    FIELDS,
    async (variables) => (await change({ variables })).data?.changeAdminEmail,
    ADMIN_TEXTS.emailChanged,
    async ({ email }) => {
      if (await auth.renew?.()) {
        await access.refetch().catch(() => undefined);
      } else {
        setSignInAgainAs(email.trim().toLowerCase());
      }
    },
  );

  return (
    <OwnAccountPage title={screen.title} lead={ADMIN_TEXTS.ownEmailLead}>
      {signInAgainAs ? (
        <div className={pageStyles.panel} role="status">
          <p>{ADMIN_TEXTS.emailChangedSignInAgain(signInAgainAs)}</p>
          <div className={formStyles.actions}>
            <button type="button" className="button button--primary" onClick={() => void auth.signOut()}>
              {ADMIN_TEXTS.signInAgain}
            </button>
          </div>
        </div>
      ) : (
        <>
          <dl className={styles.details}>
            <dt>{ADMIN_TEXTS.currentEmail}</dt>
            <dd data-testid="current-admin-email">{current}</dd>
          </dl>
          <OwnAccountForm form={form} busy={loading} submitLabel={ADMIN_TEXTS.changeEmail} />
        </>
      )}
    </OwnAccountPage>
  );
}
