// The press users (/siteadmin/pressUsers, privilege Manage Press Users) and property managers
// (/siteadmin/property-managers, privilege Property Management) screens, one module for both: the accounts, searched,
// sorted and paged with the view in the URL, and a form that adds one. The fields are checked with the rules the
// server applies (@golightly/account-rules); the server e-mails her a link to choose her password.
import { useMutation, useQuery } from '@apollo/client/react';
import { emailProblem, nameProblem } from '@golightly/account-rules/registration';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useAdminAccess } from '../../auth/admin-access';
import {
  CreatePressUserDocument,
  CreatePropertyManagerDocument,
  PressUsersDocument,
  PropertyManagersDocument,
  type CreatePressUserMutationVariables,
  type RoleAccountFieldsFragment,
  type RoleAccountResultFieldsFragment,
} from '../../gen/graphql';
import { ADMIN_TEXTS } from '../../texts';
import type { Column } from '../../ui/data-table';
import formStyles from '../../ui/form.module.css';
import { FormLayout, messageOf, TextField } from '../../ui/form-layout';
import { LIST_QUERY, ListScreen, queryState, refetchQuietly } from '../../ui/list-screen';
import pageStyles from '../../ui/page.module.css';
import { useTableState, type TableStateOptions } from '../../ui/table-state';
import { useToast } from '../../ui/toasts';
import type { AdminScreenProps } from '../admin-screen';
import { ACCOUNT_SORTS, byInstant, localAccountPage } from './local-table';
import { accountColumns, dayColumn } from './people-columns';
import { fullName } from './people-format';
import { PeopleSearch } from './people-search';

type Account = RoleAccountFieldsFragment;
type NewAccount = Record<Field, string>;
type Field = 'firstName' | 'lastName' | 'email';
const FIELDS: readonly Field[] = ['firstName', 'lastName', 'email'];

/** One of the two screens: its words, the query that lists its accounts and the mutation that adds one. */
interface RoleKind<List, Created> {
  lead: string;
  addHeading: string;
  empty: string;
  added: (name: string) => string;
  list: TypedDocumentNode<List, Record<string, never>>;
  rowsOf: (data: List) => readonly Account[];
  create: TypedDocumentNode<Created, CreatePressUserMutationVariables>;
  resultOf: (data: Created) => RoleAccountResultFieldsFragment;
}

const kind = <List, Created>(definition: RoleKind<List, Created>) => definition;

const PRESS_USERS = kind({
  lead: ADMIN_TEXTS.pressUsersLead,
  addHeading: ADMIN_TEXTS.addPressUser,
  empty: ADMIN_TEXTS.pressUsersEmpty,
  added: ADMIN_TEXTS.pressUserAdded,
  list: PressUsersDocument,
  rowsOf: (data) => data.pressUsers,
  create: CreatePressUserDocument,
  resultOf: (data) => data.createPressUser,
});

const PROPERTY_MANAGERS = kind({
  lead: ADMIN_TEXTS.propertyManagersLead,
  addHeading: ADMIN_TEXTS.addPropertyManager,
  empty: ADMIN_TEXTS.propertyManagersEmpty,
  added: ADMIN_TEXTS.propertyManagerAdded,
  list: PropertyManagersDocument,
  rowsOf: (data) => data.propertyManagers,
  create: CreatePropertyManagerDocument,
  resultOf: (data) => data.createPropertyManager,
});

const TABLE: TableStateOptions = {
  sortKeys: ['createdAt', 'name', 'profileId'],
  sort: 'createdAt',
  direction: 'desc',
};

const SORTS = { ...ACCOUNT_SORTS, createdAt: byInstant<Account>((row) => row.createdAt) };

export default function RoleAccountsPage(props: AdminScreenProps) {
  // Keyed by the screen: going from one to the other starts afresh.
  return props.screen.path === '/property-managers' ? (
    <RoleAccounts key="managers" {...props} kind={PROPERTY_MANAGERS} />
  ) : (
    <RoleAccounts key="press" {...props} kind={PRESS_USERS} />
  );
}

function RoleAccounts<List, Created>({ screen, kind }: AdminScreenProps & { kind: RoleKind<List, Created> }) {
  const table = useTableState(TABLE);
  const list = useQuery(kind.list, LIST_QUERY);
  const [create] = useMutation(kind.create);
  // Her account in the users screen, when her privileges open it.
  const mayViewUsers = useAdminAccess().mayOpen('/users');
  const page = localAccountPage(list.data ? kind.rowsOf(list.data) : undefined, table, SORTS);
  const refetch = refetchQuietly(list);
  const columns: Column<Account>[] = [
    ...accountColumns<Account>(),
    dayColumn<Account>(ADMIN_TEXTS.personAdded, 'createdAt', (row) => row.createdAt),
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
    <ListScreen
      title={screen.title}
      lead={kind.lead}
      panel={
        <AddAccountForm
          addHeading={kind.addHeading}
          added={kind.added}
          create={async (variables) => {
            const { data } = await create({ variables });
            return data ? kind.resultOf(data) : undefined;
          }}
          onAdded={refetch}
        />
      }
      filters={<PeopleSearch state={table} />}
      table={{
        state: table,
        columns,
        ...page,
        rowKey: (row) => row.userId,
        ...queryState(list),
        empty: kind.empty,
        emptyFiltered: ADMIN_TEXTS.roleAccountsEmptyFiltered,
      }}
    />
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
}: {
  addHeading: string;
  added: (name: string) => string;
  create: (input: NewAccount) => Promise<RoleAccountResultFieldsFragment | undefined>;
  onAdded: () => void;
}) {
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
