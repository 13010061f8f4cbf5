// Picking a listing's host (transfer, create for a host): she searches the members by name, e-mail or profile id
// (listUsers, which needs Manage Users) and chooses one of those found; without Manage Users she gives the host's user
// id. It sits inside other forms (the confirmation dialog's, the create form), so it is no form itself: Enter in the
// search box searches, and never submits the form around it.
import { useQuery } from '@apollo/client/react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useAdminAccess } from '../../auth/admin-access';
import { ListingHostCandidatesDocument } from '../../gen/graphql';
import { ADMIN_TEXTS } from '../../texts';
import styles from './listings.module.css';

export interface HostPick {
  /** Her user id, as transferListing and adminCreateListing take it. */
  id: string;
  /** How the screens name her ("Ada Lovelace"). */
  name: string;
}

/** listUsers' limit on a search. */
const SEARCH_MAX = 200;

export function HostPicker({
  value,
  onChange,
  error,
}: {
  value: HostPick | null;
  onChange(pick: HostPick | null): void;
  /** Why the form was refused about the host (none chosen, or the server's words). */
  error?: string | null;
}) {
  const access = useAdminAccess();
  return access.mayOpen('/users') ? (
    <MemberSearch value={value} onChange={onChange} error={error} />
  ) : (
    <UserIdField value={value} onChange={onChange} error={error} />
  );
}

function MemberSearch({ value, onChange, error }: Parameters<typeof HostPicker>[0]) {
  const id = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const found = useQuery(ListingHostCandidatesDocument, { variables: { search }, skip: search === '' });
  const members = found.data?.listUsers.results;
  const run = () => setSearch(text.trim());
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    run();
  };
  const described = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');

  return (
    <div className={styles.picker}>
      <label htmlFor={`${id}-search`} className={styles.groupLabel}>
        {ADMIN_TEXTS.hostSearch}
      </label>
      <div className={styles.searchRow}>
        <input
          id={`${id}-search`}
          type="search"
          value={text}
          maxLength={SEARCH_MAX}
          aria-describedby={described}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          data-autofocus
        />
        <button type="button" className="button button--quiet" onClick={run}>
          {ADMIN_TEXTS.hostSearchButton}
        </button>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {ADMIN_TEXTS.hostSearchHint}
      </p>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
      {found.loading && <p role="status">{ADMIN_TEXTS.hostSearching}</p>}
      {found.error && (
        <p className={styles.error} role="alert">
          {found.error.message}
        </p>
      )}
      {members && members.length === 0 && <p role="status">{ADMIN_TEXTS.hostNoneFound}</p>}
      {members && members.length > 0 && (
        <fieldset className={styles.choices}>
          <legend>{ADMIN_TEXTS.hostChoices}</legend>
          {found.data!.listUsers.count > members.length && (
            <p className={styles.hint}>{ADMIN_TEXTS.hostMoreFound(found.data!.listUsers.count)}</p>
          )}
          {members.map((member) => {
            const name = `${member.firstName} ${member.lastName}`.trim();
            return (
              <label key={member.id}>
                <input
                  type="radio"
                  name={`${id}-host`}
                  value={member.id}
                  checked={value?.id === member.id}
                  onChange={() => onChange({ id: member.id, name })}
                />
                {ADMIN_TEXTS.hostChoice(name, member.profileId, member.email)}
              </label>
            );
          })}
        </fieldset>
      )}
      {value && (
        <p className={styles.hint} aria-live="polite">
          {ADMIN_TEXTS.hostChosen(value.name)}
        </p>
      )}
    </div>
  );
}

function UserIdField({ value, onChange, error }: Parameters<typeof HostPicker>[0]) {
  const id = useId();
  const described = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{ADMIN_TEXTS.hostUserId}</label>
      <input
        id={id}
        type="text"
        value={value?.id ?? ''}
        maxLength={36}
        spellCheck={false}
        autoComplete="off"
        data-autofocus
        aria-describedby={described}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const text = event.target.value.trim();
          onChange(text ? { id: text, name: text } : null);
        }}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {ADMIN_TEXTS.hostUserIdHint}
      </p>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
