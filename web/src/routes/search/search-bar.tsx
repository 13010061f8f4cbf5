// The search bar (issue 15 item 3): where, the dates and the guests by kind (infants shown, never counted). Searching
// keeps every other filter and starts from the first page. The home page renders it too.
import { useId, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router';
import {
  defaultSearch,
  GUEST_KINDS,
  refine,
  searchPath,
  withGuests,
  withPlace,
  type GuestKind,
  type MapBounds,
  type SearchFilters,
} from '@golightly/search-query';
import { searchScreenMessages as m } from '../../i18n/areas/search';
import { mapBoundsOf, PlacePicker, type PickedPlace } from './place-picker';
import styles from './search-page.module.css';

const GUEST_LABELS: Record<GuestKind, MessageDescriptor> = {
  womenCount: m.womenCount,
  menCount: m.menCount,
  childCount: m.childCount,
  otherCount: m.otherCount,
  infants: m.infants,
};
const GUESTS_SUMMARY: MessageDescriptor = m.guestsSummary;
const FEWER: MessageDescriptor = m.fewer;
const MORE: MessageDescriptor = m.more;
/** Spec 001 §9: at most 1000 guests. */
const GUESTS_MAX = 1000;

type Guests = Pick<SearchFilters, GuestKind>;

export interface SearchBarProps {
  /** The search shown; the home page leaves it out for a new search. */
  filters?: SearchFilters;
  /** Where a search goes; by default to the search screen. */
  onSearch?: (next: SearchFilters) => void;
}

export function SearchBar({ filters = defaultSearch(), onSearch }: SearchBarProps) {
  const t = useIntl().formatMessage;
  const navigate = useNavigate();
  const ids = { checkIn: useId(), checkOut: useId(), guests: useId(), error: useId() };
  const [place, setPlace] = useState(filters.address);
  // The place picked from the suggestions, with its box; typed text searches by the words alone.
  const [picked, setPicked] = useState<{ address: string; bounds: MapBounds | null } | null>(null);
  const [startDate, setStartDate] = useState(filters.startDate ?? '');
  const [endDate, setEndDate] = useState(filters.endDate ?? '');
  const [guests, setGuests] = useState<Guests>(() => pickGuests(filters));
  const [guestsOpen, setGuestsOpen] = useState(false);
  const [error, setError] = useState<MessageDescriptor | null>(null);

  const counted = guests.womenCount + guests.menCount + guests.childCount + guests.otherCount;

  /** Searches what the bar holds; a place just picked searches at once (spec 000 §2), with its box. */
  const search = (chosen: { address: string; bounds: MapBounds | null } | null = picked) => {
    if (Boolean(startDate) !== Boolean(endDate)) return setError(m.datesBoth);
    if (startDate && endDate && endDate <= startDate) return setError(m.datesOrder);
    setError(null);
    setGuestsOpen(false);
    const placed = chosen
      ? withPlace(filters, chosen.address, true, chosen.bounds)
      : place.trim() === filters.address
        ? filters
        : withPlace(filters, place, false);
    const next = withGuests(refine(placed, { startDate: startDate || null, endDate: endDate || null }), guests);
    if (onSearch) onSearch(next);
    else void navigate(searchPath(next));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(picked && picked.address === place ? picked : null);
  };

  const change = (kind: GuestKind, by: number) =>
    setGuests((current) => ({ ...current, [kind]: Math.min(Math.max(current[kind] + by, 0), GUESTS_MAX) }));

  return (
    <form role="search" aria-label={t(m.barLabel)} className={styles.bar} onSubmit={submit} noValidate>
      <div className={styles.barField}>
        <PlacePicker
          label={t(m.where)}
          placeholder={t(m.wherePlaceholder)}
          value={place}
          onTextChange={(text) => {
            setPlace(text);
            setPicked(null);
          }}
          onPick={(chosen: PickedPlace) => {
            const choice = { address: chosen.address, bounds: mapBoundsOf(chosen) };
            setPlace(chosen.address);
            setPicked(choice);
            search(choice);
          }}
          onClear={() => {
            setPlace('');
            setPicked(null);
          }}
        />
      </div>
      <div className={styles.barField}>
        <label htmlFor={ids.checkIn}>{t(m.checkIn)}</label>
        <input
          id={ids.checkIn}
          type="date"
          value={startDate}
          aria-describedby={error ? ids.error : undefined}
          onChange={(event) => setStartDate(event.target.value)}
        />
      </div>
      <div className={styles.barField}>
        <label htmlFor={ids.checkOut}>{t(m.checkOut)}</label>
        <input
          id={ids.checkOut}
          type="date"
          value={endDate}
          min={startDate || undefined}
          aria-describedby={error ? ids.error : undefined}
          onChange={(event) => setEndDate(event.target.value)}
        />
      </div>
      <div className={`${styles.barField} ${styles.guestsField}`}>
        <span className={styles.barLabel}>{t(m.guests)}</span>
        <button
          type="button"
          className={styles.guestsToggle}
          aria-expanded={guestsOpen}
          aria-controls={ids.guests}
          onClick={() => setGuestsOpen((open) => !open)}
        >
          {t(GUESTS_SUMMARY, { count: counted, infants: guests.infants })}
        </button>
        {guestsOpen && (
          <fieldset id={ids.guests} className={styles.guestsPanel}>
            <legend className={styles.visuallyHidden}>{t(m.guests)}</legend>
            {GUEST_KINDS.map((kind) => {
              const label = t(GUEST_LABELS[kind]);
              // At least one adult who counts: the last woman or other guest cannot be taken away.
              const adults = guests.womenCount + guests.otherCount;
              const lastAdult = (kind === 'womenCount' || kind === 'otherCount') && adults <= 1 && guests[kind] > 0;
              return (
                <div key={kind} className={styles.guestRow}>
                  <span id={`${ids.guests}-${kind}`}>{label}</span>
                  <button
                    type="button"
                    aria-label={t(FEWER, { kind: label })}
                    disabled={guests[kind] <= 0 || lastAdult}
                    onClick={() => change(kind, -1)}
                  >
                    −
                  </button>
                  <output aria-labelledby={`${ids.guests}-${kind}`}>{guests[kind]}</output>
                  <button
                    type="button"
                    aria-label={t(MORE, { kind: label })}
                    disabled={guests[kind] >= GUESTS_MAX}
                    onClick={() => change(kind, 1)}
                  >
                    +
                  </button>
                </div>
              );
            })}
            <p className={styles.muted}>{t(m.infantsHint)}</p>
            <button type="button" className="button button--quiet" onClick={() => setGuestsOpen(false)}>
              {t(m.done)}
            </button>
          </fieldset>
        )}
      </div>
      <button type="submit" className={`button button--primary ${styles.barSubmit}`}>
        {t(m.search)}
      </button>
      {error && (
        <p id={ids.error} role="alert" className={styles.barError}>
          {t(error)}
        </p>
      )}
    </form>
  );
}

function pickGuests(filters: SearchFilters): Guests {
  const { womenCount, menCount, childCount, otherCount, infants } = filters;
  // A link with no woman or other guest (say, only men counted) still searches for at least one adult who counts.
  return womenCount + otherCount === 0
    ? { womenCount: 1, menCount, childCount, otherCount, infants }
    : { womenCount, menCount, childCount, otherCount, infants };
}
