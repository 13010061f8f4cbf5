// The "admin roles" form of spec 000 §2: a role's name, description and privileges, chosen from the 51 of §6 by
// checkboxes labelled with each privilege's name, grouped by area, narrowed by a filter that never unchooses anything.
// Saved with createAdminRole, which receives exactly the ids chosen.
import { useMutation } from '@apollo/client/react';
import { useId, useMemo, useState } from 'react';
import { SaveAdminRoleDocument } from '../../gen/graphql';
import { ADMIN_TEXTS } from '../../texts';
import formStyles from '../../ui/form.module.css';
import { FormPanel, TextField } from '../../ui/form-layout';
import { privilegeMatches, type PrivilegeGroup } from './privilege-groups';
import { useSpecChange } from './use-spec-change';
import styles from './admins.module.css';

export interface RoleRow {
  id: number;
  name: string;
  description?: string | null;
  privilegeIds: readonly number[];
}

export function AdminRoleForm({
  role,
  groups,
  onSaved,
  onCancel,
}: {
  /** The role to change; absent to add one. */
  role?: RoleRow;
  groups: readonly PrivilegeGroup[];
  onSaved(): void;
  onCancel(): void;
}) {
  const id = useId();
  const runChange = useSpecChange();
  const [name, setName] = useState(role?.name ?? '');
  const [description, setDescription] = useState(role?.description ?? '');
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set(role?.privilegeIds ?? []));
  const [filter, setFilter] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SaveAdminRoleDocument);

  const total = groups.reduce((sum, group) => sum + group.privileges.length, 0);
  const shown = useMemo(
    () =>
      groups
        .map((group) => ({ ...group, privileges: group.privileges.filter((p) => privilegeMatches(p, filter)) }))
        .filter((group) => group.privileges.length > 0),
    [groups, filter],
  );

  const toggle = (privilegeId: number, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(privilegeId);
      else next.delete(privilegeId);
      return next;
    });

  const submit = async () => {
    const variables = {
      id: role?.id ?? null,
      name: name.trim(),
      description: description.trim(),
      privilegeIds: [...chosen].sort((a, b) => a - b),
    };
    const outcome = await runChange(
      async () => (await save({ variables })).data?.createAdminRole,
      role ? ADMIN_TEXTS.roleUpdated : ADMIN_TEXTS.roleAdded,
    );
    if (outcome.ok) onSaved();
    else setProblem(outcome.problem);
  };

  const filterId = `${id}-filter`;
  return (
    <FormPanel
      title={role ? ADMIN_TEXTS.editRoleHeading(role.name) : ADMIN_TEXTS.addRoleHeading}
      submitLabel={ADMIN_TEXTS.saveRole}
      busy={loading}
      problem={problem}
      onSubmit={() => void submit()}
      onCancel={onCancel}
    >
      <TextField
        id={`${id}-name`}
        label={ADMIN_TEXTS.roleName}
        value={name}
        onChange={setName}
        hint={ADMIN_TEXTS.roleNameHint}
        maxLength={100}
      />
      <TextField
        id={`${id}-description`}
        label={ADMIN_TEXTS.roleDescription}
        value={description}
        onChange={setDescription}
        hint={ADMIN_TEXTS.roleDescriptionHint}
        maxLength={255}
        multiline
      />
      <fieldset className={styles.privileges} aria-describedby={`${id}-privileges-hint`}>
        <legend>{ADMIN_TEXTS.rolePrivileges}</legend>
        <p id={`${id}-privileges-hint`} className={formStyles.hint}>
          {ADMIN_TEXTS.rolePrivilegesHint}
        </p>
        <TextField
          id={filterId}
          type="search"
          label={ADMIN_TEXTS.privilegeFilter}
          value={filter}
          onChange={setFilter}
          hint={ADMIN_TEXTS.privilegeFilterHint}
          // Enter in the filter must not save the role.
          inputProps={{ onKeyDown: (event) => event.key === 'Enter' && event.preventDefault() }}
        />
        <p className={styles.count} aria-live="polite">
          {ADMIN_TEXTS.privilegesChosen(chosen.size, total)}
        </p>
        {shown.length === 0 && <p className={formStyles.hint}>{ADMIN_TEXTS.privilegesNoneMatch}</p>}
        <div className={styles.groups}>
          {shown.map((group) => (
            <fieldset key={group.area} className={styles.group}>
              <legend>{group.heading}</legend>
              {group.privileges.map((privilege) => {
                const box = `${id}-privilege-${privilege.id}`;
                return (
                  <div key={privilege.id} className={styles.check}>
                    <input
                      id={box}
                      type="checkbox"
                      checked={chosen.has(privilege.id)}
                      onChange={(event) => toggle(privilege.id, event.target.checked)}
                      aria-describedby={privilege.screens.length > 0 ? `${box}-opens` : undefined}
                    />
                    <label htmlFor={box}>{privilege.name}</label>
                    {privilege.screens.length > 0 && (
                      <p id={`${box}-opens`} className={`${formStyles.hint} ${styles.opens}`}>
                        {ADMIN_TEXTS.privilegeOpens(privilege.screens.join(', '))}
                      </p>
                    )}
                  </div>
                );
              })}
            </fieldset>
          ))}
        </div>
      </fieldset>
    </FormPanel>
  );
}
