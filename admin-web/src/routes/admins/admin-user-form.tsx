// The "admin user" form of spec 000 §2 (add or edit an admin): e-mail, password (blank keeps hers when editing) and
// role, saved with createAdminUser; the spec's toasts say how it went (§8: 'Admin User has been added/updated
// successfully!', or 'Oops, something went wrong' with the server's errorMessage, which the form also keeps).
import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { SaveAdminUserDocument, type AdminUsersQuery } from '../../gen/graphql';
import { ADMIN_TEXTS, SPEC_TEXTS } from '../../texts';
import { Field, FormPanel, TextField } from '../../ui/form-layout';
import { useSpecChange } from './use-spec-change';
import formStyles from '../../ui/form.module.css';

export type AdminRow = AdminUsersQuery['getAllAdminUsers'][number];
export type RoleOption = AdminUsersQuery['getAllAdminRoles'][number];

export function AdminUserForm({
  admin,
  roles,
  onSaved,
  onCancel,
}: {
  /** The admin to change; absent to add one. */
  admin?: AdminRow;
  roles: readonly RoleOption[];
  onSaved(): void;
  onCancel(): void;
}) {
  const id = useId();
  const runChange = useSpecChange();
  const [email, setEmail] = useState(admin?.email ?? '');
  const [password, setPassword] = useState('');
  const [roleId, setRoleId] = useState(admin?.roleId ? String(admin.roleId) : '');
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SaveAdminUserDocument);

  const submit = async () => {
    const variables = {
      id: admin?.id ?? null,
      email: email.trim(),
      // Blank keeps her password when editing; a new admin is refused without one, by the server.
      password: password === '' ? null : password,
      roleId: roleId === '' ? null : Number(roleId),
    };
    const outcome = await runChange(
      async () => (await save({ variables })).data?.createAdminUser,
      admin ? SPEC_TEXTS.adminUserUpdated : SPEC_TEXTS.adminUserAdded,
    );
    if (outcome.ok) onSaved();
    else setProblem(outcome.problem);
  };

  const roleSelect = `${id}-role`;
  return (
    <FormPanel
      title={admin ? ADMIN_TEXTS.editAdminHeading(admin.email) : ADMIN_TEXTS.addAdminHeading}
      submitLabel={ADMIN_TEXTS.saveAdmin}
      busy={loading}
      problem={problem}
      onSubmit={() => void submit()}
      onCancel={onCancel}
    >
      <TextField
        id={`${id}-email`}
        label={ADMIN_TEXTS.adminEmail}
        type="email"
        value={email}
        onChange={setEmail}
        maxLength={255}
      />
      <TextField
        id={`${id}-password`}
        label={ADMIN_TEXTS.adminPassword}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        hint={admin ? ADMIN_TEXTS.adminPasswordKeepHint : ADMIN_TEXTS.adminPasswordHint}
        maxLength={100}
      />
      <Field
        id={roleSelect}
        label={ADMIN_TEXTS.adminRole}
        hint={roles.length === 0 ? ADMIN_TEXTS.noRolesYet : undefined}
      >
        <select
          id={roleSelect}
          className={formStyles.input}
          value={roleId}
          onChange={(event) => setRoleId(event.target.value)}
          aria-describedby={roles.length === 0 ? `${roleSelect}-hint` : undefined}
        >
          {/* A super admin may keep no role; anyone else needs one, so the empty choice only prompts. */}
          {(!admin || admin.isSuperAdmin || admin.roleId === null) && (
            <option value="">{admin?.isSuperAdmin ? ADMIN_TEXTS.superAdminNoRole : ADMIN_TEXTS.chooseRole}</option>
          )}
          {roles.map((role) => (
            <option key={role.id} value={role.id}>
              {role.name}
            </option>
          ))}
        </select>
      </Field>
    </FormPanel>
  );
}
