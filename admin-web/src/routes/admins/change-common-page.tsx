// Her own sign-in e-mail (/siteadmin/change/common, every admin; decision 0031): the new address and her current
// password, sent to changeAdminEmail. On success her tokens are renewed at once, since the old ones carry the old
// address and would name nobody; if that fails she is asked to sign in again with the new one.
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useAdminAuth } from '../../auth/admin-session';
import { ChangeAdminEmailDocument, MyAdminAccessDocument } from '../../gen/graphql';
import { ADMIN_TEXTS } from '../../texts';
import { useToast } from '../../ui/toasts';
import type { AdminScreenProps } from '../admin-screen';
import formStyles from '../../ui/form.module.css';
import { messageOf, TextField } from '../../ui/form-layout';
import { OwnAccountForm, OwnAccountPage, problemsOf } from './own-account';
import pageStyles from '../../ui/page.module.css';
import styles from './admins.module.css';

const FIELDS = ['email', 'currentPassword'] as const;

export default function ChangeCommonPage({ screen }: AdminScreenProps) {
  const toast = useToast();
  const auth = useAdminAuth();
  const access = useQuery(MyAdminAccessDocument);
  const [email, setEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [signInAgainAs, setSignInAgainAs] = useState<string | null>(null);
  const [change, { loading }] = useMutation(ChangeAdminEmailDocument);
  const current =
    access.data?.myAdminAccess.admin.email ?? (auth.session.status === 'signedIn' ? auth.session.email : '');

  const submit = async () => {
    try {
      const { data } = await change({ variables: { email, currentPassword } });
      const result = data?.changeAdminEmail;
      if (result?.status !== 'success') {
        if (result) setProblems(problemsOf(result, FIELDS));
        toast.failure(result?.errorMessage);
        return;
      }
      const changedTo = email.trim().toLowerCase();
      setEmail('');
      setCurrentPassword('');
      setProblems({});
      toast.success(ADMIN_TEXTS.emailChanged);
      if (await auth.renew?.()) {
        await access.refetch().catch(() => undefined);
      } else {
        setSignInAgainAs(changedTo);
      }
    } catch (error) {
      setProblems({ form: messageOf(error) ?? '' });
      toast.failure(messageOf(error));
    }
  };

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
          <OwnAccountForm
            fields={FIELDS}
            problems={problems}
            busy={loading}
            submitLabel={ADMIN_TEXTS.changeEmail}
            onSubmit={() => void submit()}
          >
            <TextField
              id="email"
              label={ADMIN_TEXTS.newEmail}
              type="email"
              autoComplete="email"
              value={email}
              onChange={setEmail}
              error={problems.email}
              maxLength={255}
            />
            <TextField
              id="currentPassword"
              label={ADMIN_TEXTS.currentPassword}
              type="password"
              autoComplete="current-password"
              value={currentPassword}
              onChange={setCurrentPassword}
              error={problems.currentPassword}
              maxLength={200}
            />
          </OwnAccountForm>
        </>
      )}
    </OwnAccountPage>
  );
}
