// Her own password (/siteadmin/change/admin, every admin; decisions 0029, 0031): current, new and confirmation, sent
// to changeAdminPassword. Each refusal shows under its field; on success her other sign-ins end and the form empties.
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { ChangeAdminPasswordDocument } from '../../gen/graphql';
import { ADMIN_TEXTS } from '../../texts';
import { useToast } from '../../ui/toasts';
import type { AdminScreenProps } from '../admin-screen';
import { messageOf, TextField } from '../../ui/form-layout';
import { OwnAccountForm, OwnAccountPage, problemsOf } from './own-account';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

export default function ChangeAdminPage({ screen }: AdminScreenProps) {
  const toast = useToast();
  const [values, setValues] = useState(EMPTY);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [change, { loading }] = useMutation(ChangeAdminPasswordDocument);
  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async () => {
    try {
      const { data } = await change({ variables: values });
      const result = data?.changeAdminPassword;
      if (result?.status === 'success') {
        setValues(EMPTY);
        setProblems({});
        toast.success(ADMIN_TEXTS.passwordChanged);
        return;
      }
      if (result) setProblems(problemsOf(result, FIELDS));
      toast.failure(result?.errorMessage);
    } catch (error) {
      setProblems({ form: messageOf(error) ?? '' });
      toast.failure(messageOf(error));
    }
  };

  return (
    <OwnAccountPage title={screen.title} lead={ADMIN_TEXTS.ownPasswordLead}>
      <OwnAccountForm
        fields={FIELDS}
        problems={problems}
        busy={loading}
        submitLabel={ADMIN_TEXTS.changePassword}
        onSubmit={() => void submit()}
      >
        <TextField
          id="currentPassword"
          label={ADMIN_TEXTS.currentPassword}
          type="password"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={set('currentPassword')}
          error={problems.currentPassword}
          maxLength={200}
        />
        <TextField
          id="newPassword"
          label={ADMIN_TEXTS.newPassword}
          type="password"
          autoComplete="new-password"
          value={values.newPassword}
          onChange={set('newPassword')}
          error={problems.newPassword}
          hint={ADMIN_TEXTS.newPasswordHint}
          maxLength={200}
        />
        <TextField
          id="confirmPassword"
          label={ADMIN_TEXTS.confirmNewPassword}
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          error={problems.confirmPassword}
          maxLength={200}
        />
      </OwnAccountForm>
    </OwnAccountPage>
  );
}
