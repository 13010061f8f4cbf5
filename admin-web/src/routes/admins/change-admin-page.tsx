// Her own password (/siteadmin/change/admin, every admin; decisions 0029, 0031): current, new and confirmation, sent
// to changeAdminPassword. Each refusal shows under its field; on success her other sign-ins end and the form empties.
import { useMutation } from '@apollo/client/react';
import { ChangeAdminPasswordDocument } from '../../gen/graphql';
import { ADMIN_TEXTS } from '../../texts';
import type { AdminScreenProps } from '../admin-screen';
import { OwnAccountForm, OwnAccountPage, useOwnAccountChange, type OwnField } from './own-account';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';

const FIELDS: readonly OwnField<Field>[] = [
  {
    name: 'currentPassword',
    label: ADMIN_TEXTS.currentPassword,
    type: 'password',
    autoComplete: 'current-password',
    maxLength: 200,
  },
  {
    name: 'newPassword',
    label: ADMIN_TEXTS.newPassword,
    type: 'password',
    autoComplete: 'new-password',
    hint: ADMIN_TEXTS.newPasswordHint,
    maxLength: 200,
  },
  {
    name: 'confirmPassword',
    label: ADMIN_TEXTS.confirmNewPassword,
    type: 'password',
    autoComplete: 'new-password',
    maxLength: 200,
  },
];

export default function ChangeAdminPage({ screen }: AdminScreenProps) {
  const [change, { loading }] = useMutation(ChangeAdminPasswordDocument);
  const form = useOwnAccountChange(
    FIELDS,
    async (variables) => (await change({ variables })).data?.changeAdminPassword,
    ADMIN_TEXTS.passwordChanged,
  );
  return (
    <OwnAccountPage title={screen.title} lead={ADMIN_TEXTS.ownPasswordLead}>
      <OwnAccountForm form={form} busy={loading} submitLabel={ADMIN_TEXTS.changePassword} />
    </OwnAccountPage>
  );
}
