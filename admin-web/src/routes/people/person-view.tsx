// One account in detail, opened from a list as ?view=<id> (so a link, or Back, reproduces it): every field the admin
// screens hold of her, with the screen's own actions. Used by /users, /members and /deletedUsers.
//
//   const person = usePersonView();
//   <button onClick={() => person.open(row.id)}>View</button>
//   <PersonPanel view={person} actions={(p) => <button …>Delete</button>} />
//   after a change: void person.refetch();
import { useQuery } from '@apollo/client/react';
import { useCallback, useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { AdminPersonDocument, type AdminPersonFieldsFragment } from '../../gen/graphql';
import { ADMIN_TEXTS } from '../../texts';
import { Day } from '../../ui/dates';
import { usePanelFocus } from '../../ui/panel-focus';
import { deletedByLabel, fullName, isAccountId, roleLabel, statusLabel, yesNo } from './people-format';
import pageStyles from '../../ui/page.module.css';
import { RowActions } from '../../ui/row-action';
import styles from './people.module.css';

export type Person = AdminPersonFieldsFragment;

export interface PersonView {
  /** The account in ?view=, or null. */
  id: string | null;
  person: Person | null | undefined;
  loading: boolean;
  error: Error | undefined;
  open(id: string): void;
  close(): void;
  /** Asks again (after a change to her); never rejects. */
  refetch(): Promise<void>;
}

export function usePersonView(): PersonView {
  const [params, setParams] = useSearchParams();
  const raw = params.get('view') ?? '';
  const id = isAccountId(raw) ? raw : null;
  const query = useQuery(AdminPersonDocument, {
    variables: { id: id ?? '' },
    skip: id === null,
    notifyOnNetworkStatusChange: true,
  });
  const setView = useCallback(
    (value: string | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete('view');
        else next.set('view', value);
        return next;
      }),
    [setParams],
  );
  const { refetch } = query;
  return {
    id,
    person: id === null ? null : query.data?.adminPerson,
    loading: query.loading,
    error: query.error,
    open: setView,
    close: useCallback(() => setView(null), [setView]),
    refetch: useCallback(async () => {
      if (id !== null) await refetch().catch(() => undefined);
    }, [id, refetch]),
  };
}

/** The detail view above the list, while ?view= names an account. */
export function PersonPanel({ view, actions }: { view: PersonView; actions?: (person: Person) => ReactNode }) {
  if (view.id === null) return null;
  // Keyed by her id: each opening starts with the focus on its heading, and remembers what opened it.
  return <OpenPanel key={view.id} view={view} actions={actions} />;
}

function OpenPanel({ view, actions }: { view: PersonView; actions?: (person: Person) => ReactNode }) {
  const headingId = useId();
  // Focus on its heading, then back to the View button she pressed, when it is still there.
  const heading = usePanelFocus();

  const { person } = view;
  let body: ReactNode;
  if (person) body = <PersonFields person={person} />;
  else if (view.error)
    body = (
      <div role="alert">
        <p>{ADMIN_TEXTS.personUnavailable}</p>
        <p className={pageStyles.second}>{view.error.message}</p>
        <button type="button" className="button button--quiet" onClick={() => void view.refetch()}>
          {ADMIN_TEXTS.tryAgain}
        </button>
      </div>
    );
  else if (view.loading) body = <p role="status">{ADMIN_TEXTS.loading}</p>;
  else body = <p>{ADMIN_TEXTS.personMissing}</p>;

  return (
    <section className={pageStyles.panel} aria-labelledby={headingId}>
      <div className={pageStyles.panelHead}>
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {person ? fullName(person) : ADMIN_TEXTS.view}
        </h2>
        <button type="button" className="button button--quiet" onClick={view.close}>
          {ADMIN_TEXTS.close}
        </button>
      </div>
      {body}
      {person && actions && <RowActions>{actions(person)}</RowActions>}
    </section>
  );
}

function PersonFields({ person }: { person: Person }) {
  const rows: Array<[string, ReactNode]> = [
    [ADMIN_TEXTS.personProfileId, person.profileId],
    [ADMIN_TEXTS.personEmail, person.email || ADMIN_TEXTS.noEmail],
    [ADMIN_TEXTS.personRole, roleLabel(person.role)],
    [ADMIN_TEXTS.personStatus, statusLabel(person.memberStatus)],
    ...(person.holdReason ? [[ADMIN_TEXTS.personHoldReason, person.holdReason] as [string, ReactNode]] : []),
    [ADMIN_TEXTS.personDiamond, yesNo(person.isDiamond)],
    [ADMIN_TEXTS.personInviteLimit, person.adminInviteLimit],
    [ADMIN_TEXTS.personIdVerified, yesNo(person.idVerified)],
    [ADMIN_TEXTS.personEmailConfirmed, yesNo(person.emailConfirmed)],
    [ADMIN_TEXTS.personJoined, <Day key="joined" iso={person.createdAt} />],
    ...(person.deletedAt
      ? ([
          [ADMIN_TEXTS.personDeletedAt, <Day key="deleted" iso={person.deletedAt} />],
          [ADMIN_TEXTS.personDeletedBy, deletedByLabel(person.deletedBy)],
          [
            ADMIN_TEXTS.personRestorableUntil,
            person.restorableUntil ? <Day key="until" iso={person.restorableUntil} /> : ADMIN_TEXTS.notRestorable,
          ],
        ] as Array<[string, ReactNode]>)
      : []),
  ];
  return (
    <dl className={styles.fields}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.field}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
