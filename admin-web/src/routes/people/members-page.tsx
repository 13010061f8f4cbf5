// The members screen (/siteadmin/members, privilege Manage Members): live members filtered by status and Diamond,
// searched by name, e-mail or profile id, a page at a time with the view in the URL; a member in detail (?view=<id>);
// and the changes an admin makes, each after a confirmation: put on hold with a reason or take off hold, the invite
// limit (0 to 1000), and Diamond (only for an admin who may also open /diamond-member, as the server requires).
import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useAdminAccess } from '../../auth/admin-access';
import {
  ListMembersDocument,
  SetMemberDiamondDocument,
  SetMemberInviteLimitDocument,
  SetMemberOnHoldDocument,
} from '../../gen/graphql';
import { ADMIN_TEXTS } from '../../texts';
import { ConfirmDialog, type ConfirmDialogProps } from '../../ui/confirm-dialog';
import type { Column } from '../../ui/data-table';
import formStyles from '../../ui/form.module.css';
import { LIST_QUERY, ListScreen, queryState, refetchQuietly, serverPage } from '../../ui/list-screen';
import { RowAction } from '../../ui/row-action';
import { FilterSelect } from '../../ui/table-filters';
import { oneOf, pageVariables, useTableState, type TableStateOptions } from '../../ui/table-state';
import { useAdminAction } from '../../ui/use-admin-action';
import type { AdminScreenProps } from '../admin-screen';
import { accountColumns, dayColumn, viewColumn } from './people-columns';
import { fullName, INVITE_LIMIT_MAX, NOTE_MAX, yesNo } from './people-format';
import { PeopleSearch } from './people-search';
import { PersonPanel, usePersonView, type Person } from './person-view';
import { StatusBadge } from './status-badge';
import styles from './people.module.css';

type Filter = 'status' | 'diamond';

const TABLE: TableStateOptions<Filter> = {
  sortKeys: ['createdAt', 'name', 'profileId'],
  sort: 'createdAt',
  direction: 'desc',
  filters: {
    status: { valid: oneOf(Object.keys(ADMIN_TEXTS.statusLabels)) },
    diamond: { valid: oneOf(['yes', 'no']) },
  },
};

const STATUS_OPTIONS = Object.entries(ADMIN_TEXTS.statusLabels).map(([value, label]) => ({ value, label }));
const DIAMOND_OPTIONS = Object.entries(ADMIN_TEXTS.diamondOptions).map(([value, label]) => ({ value, label }));

type Change = 'hold' | 'release' | 'grant' | 'withdraw' | 'limit';

/** A whole number from 0 to 1000, or null. */
export function parseInviteLimit(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= INVITE_LIMIT_MAX ? value : null;
}

export default function MembersPage({ screen }: AdminScreenProps) {
  const table = useTableState(TABLE);
  const person = usePersonView();
  const runAction = useAdminAction();
  const mayDiamond = useAdminAccess().mayOpen('/diamond-member');
  const [pending, setPending] = useState<{ change: Change; member: Person } | null>(null);
  const [limitText, setLimitText] = useState('');
  const [limitProblem, setLimitProblem] = useState(false);
  const limitId = useId();
  const { status, diamond } = table.filters;
  const list = useQuery(ListMembersDocument, {
    ...LIST_QUERY,
    variables: {
      ...pageVariables(table),
      status: status || null,
      diamond: diamond === '' ? null : diamond === 'yes',
    },
  });
  const [setOnHold] = useMutation(SetMemberOnHoldDocument);
  const [setDiamond] = useMutation(SetMemberDiamondDocument);
  const [setInviteLimit] = useMutation(SetMemberInviteLimitDocument);

  const ask = (change: Change, member: Person) => {
    if (change === 'limit') {
      setLimitText(String(member.adminInviteLimit));
      setLimitProblem(false);
    }
    setPending({ change, member });
  };

  const actions = (member: Person) => {
    const who = fullName(member);
    return (
      <>
        {member.memberStatus === 'standard' && (
          <RowAction label={ADMIN_TEXTS.putOnHold} who={who} danger onClick={() => ask('hold', member)} />
        )}
        {member.memberStatus === 'on_hold' && (
          <RowAction label={ADMIN_TEXTS.takeOffHold} who={who} onClick={() => ask('release', member)} />
        )}
        <RowAction label={ADMIN_TEXTS.setInviteLimit} who={who} onClick={() => ask('limit', member)} />
        {mayDiamond &&
          (member.isDiamond ? (
            <RowAction label={ADMIN_TEXTS.withdrawDiamond} who={who} danger onClick={() => ask('withdraw', member)} />
          ) : (
            <RowAction label={ADMIN_TEXTS.grantDiamond} who={who} onClick={() => ask('grant', member)} />
          ))}
      </>
    );
  };

  const columns: Column<Person>[] = [
    ...accountColumns<Person>(),
    { header: ADMIN_TEXTS.personStatus, cell: (row) => <StatusBadge person={row} /> },
    { header: ADMIN_TEXTS.personDiamond, cell: (row) => yesNo(row.isDiamond) },
    { header: ADMIN_TEXTS.personInviteLimit, align: 'end', cell: (row) => row.adminInviteLimit },
    { header: ADMIN_TEXTS.personIdVerified, cell: (row) => yesNo(row.idVerified) },
    dayColumn<Person>(ADMIN_TEXTS.personJoined, 'createdAt', (row) => row.createdAt),
    viewColumn(person, actions),
  ];

  const finish = () => {
    setPending(null);
    refetchQuietly(list)();
    void person.refetch();
  };

  /** The dialog for the change she asked for: its words, and the call it makes. */
  const dialogFor = (change: Change, member: Person): Omit<ConfirmDialogProps, 'open' | 'onCancel'> => {
    const name = fullName(member);
    const userId = member.id;
    switch (change) {
      case 'hold':
        return {
          title: ADMIN_TEXTS.putOnHoldTitle(name),
          confirmLabel: ADMIN_TEXTS.putOnHold,
          reason: { label: ADMIN_TEXTS.putOnHoldReason, hint: ADMIN_TEXTS.putOnHoldReasonHint, maxLength: NOTE_MAX },
          children: <p>{ADMIN_TEXTS.putOnHoldBody}</p>,
          onConfirm: async (reason) => {
            await runAction(
              async () => (await setOnHold({ variables: { userId, onHold: true, reason } })).data?.setMemberOnHold,
              ADMIN_TEXTS.memberPutOnHold(name),
            );
            finish();
          },
        };
      case 'release':
        return {
          title: ADMIN_TEXTS.takeOffHoldTitle(name),
          confirmLabel: ADMIN_TEXTS.takeOffHold,
          tone: 'neutral',
          children: <p>{ADMIN_TEXTS.takeOffHoldBody}</p>,
          onConfirm: async () => {
            await runAction(
              async () =>
                (await setOnHold({ variables: { userId, onHold: false, reason: null } })).data?.setMemberOnHold,
              ADMIN_TEXTS.memberTakenOffHold(name),
            );
            finish();
          },
        };
      case 'grant':
      case 'withdraw': {
        const isDiamond = change === 'grant';
        return {
          title: isDiamond ? ADMIN_TEXTS.grantDiamondTitle(name) : ADMIN_TEXTS.withdrawDiamondTitle(name),
          confirmLabel: isDiamond ? ADMIN_TEXTS.grantDiamond : ADMIN_TEXTS.withdrawDiamond,
          tone: isDiamond ? 'neutral' : 'danger',
          children: <p>{isDiamond ? ADMIN_TEXTS.grantDiamondBody : ADMIN_TEXTS.withdrawDiamondBody}</p>,
          onConfirm: async () => {
            await runAction(
              async () => (await setDiamond({ variables: { userId, isDiamond } })).data?.setMemberDiamond,
              isDiamond ? ADMIN_TEXTS.diamondGranted(name) : ADMIN_TEXTS.diamondWithdrawn(name),
            );
            finish();
          },
        };
      }
      case 'limit':
        return {
          title: ADMIN_TEXTS.inviteLimitTitle(name),
          confirmLabel: ADMIN_TEXTS.inviteLimitConfirm,
          tone: 'neutral',
          children: (
            <div className={styles.limitField}>
              <label className={formStyles.label} htmlFor={limitId}>
                {ADMIN_TEXTS.inviteLimitLabel}
              </label>
              <p id={`${limitId}-hint`} className={formStyles.hint}>
                {ADMIN_TEXTS.inviteLimitHint}
              </p>
              <input
                id={limitId}
                className={formStyles.input}
                type="number"
                inputMode="numeric"
                min={0}
                max={INVITE_LIMIT_MAX}
                step={1}
                required
                data-autofocus
                value={limitText}
                aria-invalid={limitProblem || undefined}
                aria-describedby={limitProblem ? `${limitId}-hint ${limitId}-problem` : `${limitId}-hint`}
                onChange={(event) => {
                  setLimitText(event.target.value);
                  if (parseInviteLimit(event.target.value) !== null) setLimitProblem(false);
                }}
              />
              {limitProblem && (
                <p id={`${limitId}-problem`} className={formStyles.error} role="alert">
                  {ADMIN_TEXTS.inviteLimitInvalid}
                </p>
              )}
            </div>
          ),
          onConfirm: async () => {
            const adminInviteLimit = parseInviteLimit(limitText);
            if (adminInviteLimit === null) {
              setLimitProblem(true);
              document.getElementById(limitId)?.focus();
              return;
            }
            await runAction(
              async () =>
                (await setInviteLimit({ variables: { userId, adminInviteLimit } })).data?.setMemberInviteLimit,
              ADMIN_TEXTS.inviteLimitSaved(name, adminInviteLimit),
            );
            finish();
          },
        };
    }
  };

  return (
    <ListScreen
      title={screen.title}
      lead={ADMIN_TEXTS.membersLead}
      panel={<PersonPanel view={person} actions={(shown) => (shown.deletedAt ? null : actions(shown))} />}
      filters={
        <>
          <PeopleSearch state={table} />
          <FilterSelect state={table} name="status" label={ADMIN_TEXTS.personStatus} options={STATUS_OPTIONS} />
          <FilterSelect state={table} name="diamond" label={ADMIN_TEXTS.personDiamond} options={DIAMOND_OPTIONS} />
        </>
      }
      table={{
        state: table,
        columns,
        rowKey: (row) => row.id,
        ...serverPage(list.data?.listMembers),
        ...queryState(list),
        empty: ADMIN_TEXTS.membersEmpty,
        emptyFiltered: ADMIN_TEXTS.membersEmptyFiltered,
      }}
    >
      {pending && (
        <ConfirmDialog
          key={`${pending.change}:${pending.member.id}`}
          open
          onCancel={() => setPending(null)}
          {...dialogFor(pending.change, pending.member)}
        />
      )}
    </ListScreen>
  );
}
