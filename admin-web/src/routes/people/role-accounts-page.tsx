// The press users (/siteadmin/pressUsers, privilege Manage Press Users) and property managers
// (/siteadmin/property-managers, privilege Property Management) screens, one module for both: the accounts, searched,
// sorted and paged with the view in the URL, and a form that adds one. The fields are checked with the rules the
// server applies (@golightly/account-rules); the server e-mails her a link to choose her password.
import { useMutation, useQuery } from '@apollo/client/react';
import { emailProblem, nameProblem } from '@golightly/account-rules/registration';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useAdminAccess } from '../../auth/admin-access';
import {
  CreatePressUserDocument,
  CreatePropertyManagerDocument,
  PressUsersDocument,
  PropertyManagersDocument,
  type RoleAccountFieldsFragment,
  type RoleAccountResultFieldsFragment,
} from '../../gen/graphql';
import { PageTitle } from '../../layout/page-title';
import { ADMIN_TEXTS } from '../../texts';
import { DataTable, type Column } from '../../ui/data-table';
import { TableSearch, TableToolbar } from '../../ui/table-filters';
import { useTableState, type TableStateOptions } from '../../ui/table-state';
import { useToast } from '../../ui/toasts';
import type { AdminScreenProps } from '../admin-screen';
import { ACCOUNT_SORTS, byInstant, localAccountPage } from './local-table';
import { fullName, PEOPLE_SEARCH_MAX } from './people-format';
import { Day } from '../../ui/dates';
import formStyles from '../../ui/form.module.css';
import { FormLayout, messageOf, TextField } from '../../ui/form-layout';
import pageStyles from '../../ui/page.module.css';

type Account = RoleAccountFieldsFragment;
type NewAccount = Record<Field, string>;
type Field = 'firstName' | 'lastName' | 'email';
const FIELDS: readonly Field[] = ['firstName', 'lastName', 'email'];

interface RoleAccountsProps extends AdminScreenProps {
  lead: string;
  addHeading: string;
  empty: string;
  added: (name: string) => string;
  rows: readonly Account[] | undefined;
  loading: boolean;
  error: Error | undefined;
  refetch: () => void;
  create: (input: NewAccount) => Promise<RoleAccountResultFieldsFragment | undefined>;
}

const TABLE: TableStateOptions = {
  sortKeys: ['createdAt', 'name', 'profileId'],
  sort: 'createdAt',
  direction: 'desc',
};

const SORTS = { ...ACCOUNT_SORTS, createdAt: byInstant<Account>((row) => row.createdAt) };

export default function RoleAccountsPage(props: AdminScreenProps) {
  return props.screen.path === '/property-managers' ? <PropertyManagers {...props} /> : <PressUsers {...props} />;
}

function PressUsers(props: AdminScreenProps) {
  const list = useQuery(PressUsersDocument, { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const [create] = useMutation(CreatePressUserDocument);
  return (
    <RoleAccounts
      {...props}
      lead={ADMIN_TEXTS.pressUsersLead}
      addHeading={ADMIN_TEXTS.addPressUser}
      empty={ADMIN_TEXTS.pressUsersEmpty}
      added={ADMIN_TEXTS.pressUserAdded}
      rows={list.data?.pressUsers}
      loading={list.loading}
      error={list.error}
      refetch={() => void list.refetch().catch(() => undefined)}
      create={async (variables) => (await create({ variables })).data?.createPressUser}
    />
  );
}

function PropertyManagers(props: AdminScreenProps) {
  const list = useQuery(PropertyManagersDocument, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [create] = useMutation(CreatePropertyManagerDocument);
  return (
    <RoleAccounts
      {...props}
      lead={ADMIN_TEXTS.propertyManagersLead}
      addHeading={ADMIN_TEXTS.addPropertyManager}
      empty={ADMIN_TEXTS.propertyManagersEmpty}
      added={ADMIN_TEXTS.propertyManagerAdded}
      rows={list.data?.propertyManagers}
      loading={list.loading}
      error={list.error}
      refetch={() => void list.refetch().catch(() => undefined)}
      create={async (variables) => (await create({ variables })).data?.createPropertyManager}
    />
  );
}

function RoleAccounts({ screen, lead, empty, rows, loading, error, refetch, ...form }: RoleAccountsProps) {
  const table = useTableState(TABLE);
  // Her account in the users screen, when her privileges open it.
  const mayViewUsers = useAdminAccess().mayOpen('/users');
  const page = localAccountPage(rows, table, SORTS);
  const columns: Column<Account>[] = [
    { header: ADMIN_TEXTS.personName, rowHeader: true, sortKey: 'name', cell: (row) => fullName(row) },
    { header: ADMIN_TEXTS.personProfileId, sortKey: 'profileId', align: 'end', cell: (row) => row.profileId },
    { header: ADMIN_TEXTS.personEmail, cell: (row) => row.email || ADMIN_TEXTS.noEmail },
    { header: ADMIN_TEXTS.personAdded, sortKey: 'createdAt', cell: (row) => <Day iso={row.createdAt} /> },
    ...(mayViewUsers
      ? [
          {
            header: ADMIN_TEXTS.personActions,
            cell: (row: Account) => (
              <Link to={`/users?view=${row.userId}`} aria-label={`${ADMIN_TEXTS.view} ${fullName(row)}`}>
                {ADMIN_TEXTS.view}
              </Link>
            ),
          },
        ]
      : []),
  ];
  return (
    <div>
      <PageTitle title={screen.title} />
      <h1>{screen.title}</h1>
      <p className={pageStyles.lead}>{lead}</p>
      <AddAccountForm {...form} onAdded={refetch} />
      <TableToolbar state={table}>
        <TableSearch state={table} label={ADMIN_TEXTS.peopleSearch} maxLength={PEOPLE_SEARCH_MAX} />
      </TableToolbar>
      <DataTable
        label={screen.title}
        hideLabel
        state={table}
        columns={columns}
        rows={page.rows}
        rowKey={(row) => row.userId}
        total={page.total}
        loading={loading}
        error={error}
        onRetry={refetch}
        empty={empty}
        emptyFiltered={ADMIN_TEXTS.roleAccountsEmptyFiltered}
      />
    </div>
  );
}

const EMPTY: NewAccount = { firstName: '', lastName: '', email: '' };

/** The rules the server applies to the new account's fields (account-rules), first problem of each field. */
export function newAccountProblems(input: NewAccount): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  const firstName = nameProblem(input.firstName, 'firstName');
  const lastName = nameProblem(input.lastName, 'lastName');
  const email = emailProblem(input.email);
  if (firstName) problems.firstName = firstName;
  if (lastName) problems.lastName = lastName;
  if (email) problems.email = email;
  return problems;
}

const LABELS: Record<Field, string> = {
  firstName: ADMIN_TEXTS.firstName,
  lastName: ADMIN_TEXTS.lastName,
  email: ADMIN_TEXTS.email,
};

function AddAccountForm({
  addHeading,
  added,
  create,
  onAdded,
}: Pick<RoleAccountsProps, 'addHeading' | 'added' | 'create'> & { onAdded: () => void }) {
  const toast = useToast();
  const id = useId();
  const [values, setValues] = useState<NewAccount>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const fieldId = (field: Field) => `${id}-${field}`;

  // Each setProblems focuses the first field with one (FormLayout).
  const submit = async () => {
    const found = newAccountProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const input = {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
      };
      const result = await create(input);
      if (result?.status === 'success') {
        toast.success(added(fullName(result.account ?? input)));
        setValues(EMPTY);
        setProblems({});
        onAdded();
        document.getElementById(fieldId('firstName'))?.focus();
        return;
      }
      const refused: Partial<Record<Field, string>> = {};
      for (const problem of result?.fieldErrors ?? []) {
        const field = FIELDS.find((name) => name === problem.field);
        if (field && !refused[field]) refused[field] = problem.message;
      }
      // The address already has an account: the server says so without naming the field.
      if (result?.status === 'email' && !refused.email && result.errorMessage) refused.email = result.errorMessage;
      setProblems(refused);
      toast.failure(result?.errorMessage);
    } catch (error) {
      toast.failure(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormLayout
      className={pageStyles.panel}
      aria-labelledby={`${id}-heading`}
      busy={busy}
      busyLabel={ADMIN_TEXTS.adding}
      submitLabel={ADMIN_TEXTS.addAccount}
      onSubmit={() => void submit()}
      problems={problems}
      fieldOrder={FIELDS}
    >
      <h2 id={`${id}-heading`}>{addHeading}</h2>
      <div className={formStyles.fieldRow}>
        {FIELDS.map((field) => (
          <TextField
            key={field}
            id={fieldId(field)}
            name={field}
            label={LABELS[field]}
            type={field === 'email' ? 'email' : 'text'}
            required
            value={values[field]}
            error={problems[field]}
            onChange={(value) => setValues((current) => ({ ...current, [field]: value }))}
          />
        ))}
      </div>
    </FormLayout>
  );
}
