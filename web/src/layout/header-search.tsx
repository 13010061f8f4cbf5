// The header's place search (spec 000 §2): a place goes to /s/refinement_paths with the address, the chosen
// marker and the search's default filters (one person, one woman). Clearing the field clears the place. The map
// search with place suggestions replaces this simple field when search is built.
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { headerMessages as m } from '../i18n/messages';
import styles from './site-header.module.css';

/** The search page's address for a place typed in the header, with the defaults of a search with no query. */
export function placeSearchPath(place: string): string {
  const query = new URLSearchParams({ address: place, chosen: '1', personCapacity: '1', womenCount: '1' });
  return `/s/refinement_paths?${query.toString()}`;
}

export function HeaderSearch({ onSearch }: { onSearch?: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const inputId = useId();
  const [place, setPlace] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = place.trim();
    if (!trimmed) return;
    onSearch?.();
    void navigate(placeSearchPath(trimmed));
  };

  return (
    <form role="search" aria-label={intl.formatMessage(m.searchLabel)} className={styles.search} onSubmit={submit}>
      <label htmlFor={inputId} className={styles.visuallyHidden}>
        {intl.formatMessage(m.searchPlaceholder)}
      </label>
      <input
        id={inputId}
        type="search"
        className={styles.searchInput}
        placeholder={intl.formatMessage(m.searchPlaceholder)}
        autoComplete="off"
        value={place}
        onChange={(event) => setPlace(event.target.value)}
      />
      <button type="submit" className={styles.searchButton} disabled={!place.trim()}>
        {intl.formatMessage(m.searchSubmit)}
      </button>
    </form>
  );
}
