// The header's place search (spec 000 §2): the place picker with the gazetteer's suggestions. Picking a place goes to
// /s/refinement_paths with the address, the chosen marker, the place's box and the search's default filters (one person,
// one woman); a place typed and not picked goes without the chosen marker or a box. Clearing the field clears the
// address and the chosen marker.
import { defaultSearch, searchPath, withPlace, type MapBounds } from '@golightly/search-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { headerMessages as m } from '../i18n/messages';
import { mapBoundsOf, PlacePicker } from '../routes/search/place-picker';
import styles from './site-header.module.css';

/** The search page's address for a place, with the defaults of a search with no query. */
export function placeSearchPath(place: string, chosen: boolean, bounds: MapBounds | null = null): string {
  return searchPath(withPlace(defaultSearch(), place, chosen, bounds));
}

export function HeaderSearch({ onSearch }: { onSearch?: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [place, setPlace] = useState({ address: '', chosen: false });

  const go = (address: string, chosen: boolean, bounds: MapBounds | null = null) => {
    onSearch?.();
    void navigate(placeSearchPath(address, chosen, bounds));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = place.address.trim();
    if (address) go(address, place.chosen);
  };

  return (
    <form role="search" aria-label={intl.formatMessage(m.searchLabel)} className={styles.search} onSubmit={submit}>
      <PlacePicker
        label={intl.formatMessage(m.searchPlaceholder)}
        hideLabel
        placeholder={intl.formatMessage(m.searchPlaceholder)}
        value={place.address}
        inputClassName={styles.searchInput}
        onTextChange={(address) => setPlace({ address, chosen: false })}
        onClear={() => setPlace({ address: '', chosen: false })}
        onPick={(picked) => {
          setPlace({ address: picked.address, chosen: true });
          go(picked.address, true, mapBoundsOf(picked));
        }}
      />
      <button type="submit" className={styles.searchButton} disabled={!place.address.trim()}>
        {intl.formatMessage(m.searchSubmit)}
      </button>
    </form>
  );
}
