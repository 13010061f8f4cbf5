// The place picker (spec 000 §2, §5; decision 0044): a combobox that suggests cities, states and countries from the
// club's own gazetteer as she types (200 ms after the last key, nothing under the minimum length), chosen with the
// mouse or the arrow keys and Enter; Escape closes the list, and a second Escape or the clear button clears the place.
// Picking a place hands on its geography (bounds, geoType, chosen) for the search.
import { useApolloClient } from '@apollo/client/react';
import type { MapBounds } from '@golightly/search-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  PlaceGeographyDocument,
  PlaceSuggestionsDocument,
  type PlaceGeographyQuery,
  type PlaceSuggestionsQuery,
} from '../../gen/graphql';
import { placePickerMessages as m } from '../../i18n/messages';
import styles from './place-picker.module.css';

export type PlaceSuggestion = PlaceSuggestionsQuery['placeSuggestions'][number];
export type PlaceGeography = NonNullable<PlaceGeographyQuery['placeGeography']>;

export interface PickedPlace {
  /** The place as written: 'Austin, Texas, United States'. */
  address: string;
  placeId: string;
  /** Its geography for the search; null when it could not be read. */
  geography: PlaceGeography | null;
}

/** The picked place's box as the search's address keeps it; null when its geography could not be read. */
export function mapBoundsOf(place: PickedPlace): MapBounds | null {
  const box = place.geography?.bounds;
  return box
    ? { swLat: box.southwest.lat, swLng: box.southwest.lng, neLat: box.northeast.lat, neLng: box.northeast.lng }
    : null;
}

const FOUND: MessageDescriptor = m.count;

/** How long after the last key the suggestions are asked for. */
export const SUGGEST_DELAY_MS = 200;
/** Fewer letters than this suggest nothing. */
export const DEFAULT_MIN_LENGTH = 2;

export interface PlacePickerProps {
  /** The field's accessible name (and visible label unless `hideLabel`). */
  label: string;
  hideLabel?: boolean;
  placeholder?: string;
  /** The text in the field. */
  value: string;
  /** She typed: free text, not a chosen place. */
  onTextChange: (text: string) => void;
  /** She picked a suggestion. */
  onPick: (place: PickedPlace) => void;
  /** She cleared the place (the clear button, Escape on a closed list, or emptying the field). */
  onClear?: () => void;
  minLength?: number;
  /** Only places of this country (ISO 3166-1 alpha-2). */
  country?: string;
  inputClassName?: string;
}

export function PlacePicker({
  label,
  hideLabel = false,
  placeholder,
  value,
  onTextChange,
  onPick,
  onClear,
  minLength = DEFAULT_MIN_LENGTH,
  country,
  inputClassName,
}: PlacePickerProps) {
  const t = useIntl().formatMessage;
  const client = useApolloClient();
  const ids = { input: useId(), list: useId(), status: useId() };
  const inputRef = useRef<HTMLInputElement>(null);
  const [suggestions, setSuggestions] = useState<PlaceSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [answered, setAnswered] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Only the answer to the latest question is shown: a slow answer to an earlier one is dropped.
  const asked = useRef(0);

  useEffect(() => () => clearTimeout(timer.current), []);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const ask = (text: string) => {
    clearTimeout(timer.current);
    const question = ++asked.current;
    if (text.trim().length < minLength) {
      setSuggestions([]);
      setAnswered(false);
      close();
      return;
    }
    timer.current = setTimeout(() => {
      client
        .query({
          query: PlaceSuggestionsDocument,
          variables: { query: text, minLength, ...(country ? { country } : {}) },
        })
        .then(({ data }) => data?.placeSuggestions ?? [])
        .catch(() => [] as PlaceSuggestion[])
        .then((found) => {
          if (question !== asked.current) return;
          setSuggestions(found);
          setAnswered(true);
          setActive(-1);
          setOpen(true);
        });
    }, SUGGEST_DELAY_MS);
  };

  const type = (text: string) => {
    onTextChange(text);
    if (text === '') {
      onClear?.();
    }
    ask(text);
  };

  const clear = () => {
    clearTimeout(timer.current);
    asked.current += 1;
    setSuggestions([]);
    setAnswered(false);
    close();
    onTextChange('');
    onClear?.();
    inputRef.current?.focus();
  };

  const pick = (suggestion: PlaceSuggestion) => {
    clearTimeout(timer.current);
    asked.current += 1;
    close();
    onTextChange(suggestion.description);
    void client
      .query({ query: PlaceGeographyDocument, variables: { placeId: suggestion.placeId } })
      .then(({ data }) => data?.placeGeography ?? null)
      .catch(() => null)
      .then((geography) =>
        onPick({ address: suggestion.description, placeId: suggestion.placeId, geography: geography ?? null }),
      );
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setOpen(true);
        setActive((current) => (!open || current < 0 ? (step > 0 ? 0 : count - 1) : (current + step + count) % count));
        return;
      }
      case 'Enter':
        if (open && active >= 0 && suggestions[active]) {
          event.preventDefault();
          pick(suggestions[active]);
        }
        return;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        } else if (value !== '') {
          event.preventDefault();
          clear();
        }
        return;
      default:
        return;
    }
  };

  const showList = open && suggestions.length > 0;
  const optionId = (index: number) => `${ids.list}-${index}`;

  return (
    <div className={styles.picker}>
      <label htmlFor={ids.input} className={hideLabel ? styles.visuallyHidden : styles.label}>
        {label}
      </label>
      <div className={styles.field}>
        <input
          ref={inputRef}
          id={ids.input}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={ids.list}
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          aria-describedby={ids.status}
          className={inputClassName ?? styles.input}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(event) => type(event.target.value)}
          onKeyDown={keyDown}
          onBlur={close}
        />
        {value !== '' && (
          <button type="button" className={styles.clear} aria-label={t(m.clear)} onClick={clear}>
            ×
          </button>
        )}
      </div>
      <ul id={ids.list} role="listbox" aria-label={t(m.suggestions)} className={styles.list} hidden={!showList}>
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.placeId}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={index === active ? `${styles.option} ${styles.active}` : styles.option}
            // Keeps the focus in the field, so the blur does not close the list before the click picks.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(suggestion)}
          >
            <span className={styles.main}>{suggestion.mainText}</span>
            {suggestion.secondaryText && <span className={styles.secondary}>{suggestion.secondaryText}</span>}
          </li>
        ))}
      </ul>
      <div id={ids.status} role="status" className={styles.visuallyHidden}>
        {open && answered ? (suggestions.length > 0 ? t(FOUND, { count: suggestions.length }) : t(m.noMatch)) : ''}
      </div>
      {open && answered && suggestions.length === 0 && (
        <p className={styles.noMatch} aria-hidden="true">
          {t(m.noMatch)}
        </p>
      )}
    </div>
  );
}
