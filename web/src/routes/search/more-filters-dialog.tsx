// The more-filters dialog (spec 000 §2 "more filters"; issue 15 item 3): type of place and property, price per night
// (the slider's top meaning "no limit"), rooms and beds, booking, the amenity groups, spaces, house rules and the kind
// of trip. Nothing changes until "Show homes"; the choices are the catalogues' enabled items.
import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { LIST_SETTING_TYPES } from '@golightly/listing-rules/list-settings';
import { refine, type ListFilter, type SearchFilters } from '@golightly/search-query';
import { Modal } from '../../auth/modal';
import { useCurrency } from '../../currency/currency-provider';
import { SearchFilterSettingsDocument } from '../../gen/graphql';
import { searchScreenMessages as m } from '../../i18n/areas/search';
import type { PriceSlider } from './search-state';
import styles from './search-page.module.css';

/** Each list filter and the catalogues (list settings type ids) it offers. */
const GROUPS: { filter: ListFilter; label: MessageDescriptor; typeIds: number[] }[] = [
  { filter: 'roomType', label: m.roomType, typeIds: [LIST_SETTING_TYPES.roomType] },
  { filter: 'houseType', label: m.houseType, typeIds: [LIST_SETTING_TYPES.houseType] },
  {
    filter: 'amenities',
    label: m.amenities,
    typeIds: [LIST_SETTING_TYPES.essentialsAmenities, LIST_SETTING_TYPES.safetyAmenities],
  },
  { filter: 'spaces', label: m.spaces, typeIds: [LIST_SETTING_TYPES.spaces] },
  {
    filter: 'familyFriendlyAmenities',
    label: m.familyFriendlyAmenities,
    typeIds: [LIST_SETTING_TYPES.familyFriendlyAmenities],
  },
  { filter: 'uniqueAmenities', label: m.uniqueAmenities, typeIds: [LIST_SETTING_TYPES.uniqueAmenities] },
  { filter: 'businessAmenities', label: m.businessAmenities, typeIds: [LIST_SETTING_TYPES.businessAmenities] },
  { filter: 'houseRules', label: m.houseRules, typeIds: [LIST_SETTING_TYPES.houseRules] },
  { filter: 'tripType', label: m.tripType, typeIds: [LIST_SETTING_TYPES.tripType] },
];
const TYPE_IDS = GROUPS.flatMap((group) => group.typeIds);

const COUNTS: { key: 'bedrooms' | 'beds' | 'bathrooms'; label: MessageDescriptor }[] = [
  { key: 'bedrooms', label: m.bedrooms },
  { key: 'beds', label: m.beds },
  { key: 'bathrooms', label: m.bathrooms },
];
const COUNT_CHOICES = [0, 1, 2, 3, 4, 5];
const AT_LEAST: MessageDescriptor = m.atLeast;
const PRICE_RANGE: MessageDescriptor = m.priceRange;
const PRICE_NO_LIMIT: MessageDescriptor = m.priceNoLimit;

/** What the dialog changes. */
type Draft = Pick<
  SearchFilters,
  ListFilter | 'bedrooms' | 'beds' | 'bathrooms' | 'bookingType' | 'isExclusive' | 'isLongerStay' | 'priceRange'
>;

/** How many of the dialog's filters are on: the count on its button. */
export function moreFiltersCount(filters: SearchFilters): number {
  return (
    GROUPS.reduce((sum, group) => sum + filters[group.filter].length, 0) +
    COUNTS.filter(({ key }) => filters[key] > 0).length +
    (filters.priceRange ? 1 : 0)
  );
}

export function MoreFiltersDialog({
  filters,
  priceSlider,
  onApply,
  onClose,
}: {
  filters: SearchFilters;
  /** The price slider in the member's currency; its fields wait for it. */
  priceSlider: PriceSlider | null;
  onApply: (next: SearchFilters) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { currency } = useCurrency();
  const ids = { min: useId(), max: useId(), price: useId() };
  const settings = useQuery(SearchFilterSettingsDocument, { variables: { typeIds: TYPE_IDS }, errorPolicy: 'all' });
  const [draft, setDraft] = useState<Draft>(() => ({ ...filters }));
  const priceMax = priceSlider?.max ?? Number.POSITIVE_INFINITY;
  const [min, max] = draft.priceRange ?? [0, priceMax];
  const money = (amount: number) =>
    intl.formatNumber(amount, { style: 'currency', currency, maximumFractionDigits: 0 });

  const toggle = (filter: ListFilter, id: number, on: boolean) =>
    setDraft((current) => ({
      ...current,
      [filter]: on ? [...current[filter], id] : current[filter].filter((item) => item !== id),
    }));
  const setPrice = (nextMin: number, nextMax: number) =>
    setDraft((current) => ({
      ...current,
      // The whole range is no price filter at all.
      priceRange: nextMin <= 0 && nextMax >= priceMax ? null : [nextMin, nextMax],
    }));

  const items = settings.data?.listSettings ?? [];
  return (
    <Modal title={t(m.moreFilters)} onClose={onClose}>
      <form
        className={styles.moreFilters}
        onSubmit={(event) => {
          event.preventDefault();
          onApply(refine(filters, draft));
        }}
      >
        {priceSlider && (
          <fieldset className={styles.filterGroup} aria-describedby={ids.price}>
            <legend>{t(m.price)}</legend>
            <p id={ids.price} aria-live="polite">
              {t(max >= priceSlider.max ? PRICE_NO_LIMIT : PRICE_RANGE, { min: money(min), max: money(max) })}
            </p>
            <label htmlFor={ids.min}>{t(m.priceMin)}</label>
            <input
              id={ids.min}
              type="range"
              min={0}
              max={priceSlider.max}
              step={priceSlider.step}
              value={min}
              onChange={(event) => setPrice(Math.min(Number(event.target.value), max), max)}
            />
            <label htmlFor={ids.max}>{t(m.priceMax)}</label>
            <input
              id={ids.max}
              type="range"
              min={0}
              max={priceSlider.max}
              step={priceSlider.step}
              value={Math.min(max, priceSlider.max)}
              onChange={(event) => setPrice(min, Math.max(Number(event.target.value), min))}
            />
          </fieldset>
        )}

        <fieldset className={styles.filterGroup}>
          <legend>{t(m.rooms)}</legend>
          {COUNTS.map(({ key, label }) => (
            <label key={key} className={styles.countChoice}>
              {t(label)}
              <select
                value={draft[key]}
                onChange={(event) => setDraft((current) => ({ ...current, [key]: Number(event.target.value) }))}
              >
                {COUNT_CHOICES.map((count) => (
                  <option key={count} value={count}>
                    {count === 0 ? t(m.any) : t(AT_LEAST, { count })}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </fieldset>

        <fieldset className={styles.filterGroup}>
          <legend>{t(m.booking)}</legend>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={draft.bookingType === 'instant'}
              onChange={(event) =>
                setDraft((current) => ({ ...current, bookingType: event.target.checked ? 'instant' : null }))
              }
            />
            <span>
              {t(m.instantBook)} <small className={styles.muted}>{t(m.instantBookHint)}</small>
            </span>
          </label>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={draft.isExclusive}
              onChange={(event) => setDraft((current) => ({ ...current, isExclusive: event.target.checked }))}
            />
            <span>
              {t(m.exclusive)} <small className={styles.muted}>{t(m.exclusiveHint)}</small>
            </span>
          </label>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={draft.isLongerStay}
              onChange={(event) => setDraft((current) => ({ ...current, isLongerStay: event.target.checked }))}
            />
            <span>
              {t(m.longerStay)} <small className={styles.muted}>{t(m.longerStayHint)}</small>
            </span>
          </label>
        </fieldset>

        {GROUPS.map((group) => {
          const choices = items.filter((item) => group.typeIds.includes(item.typeId));
          if (choices.length === 0) return null;
          return (
            <fieldset key={group.filter} className={styles.filterGroup}>
              <legend>{t(group.label)}</legend>
              <div className={styles.checkGrid}>
                {choices.map((item) => (
                  <label key={item.id} className={styles.check}>
                    <input
                      type="checkbox"
                      checked={draft[group.filter].includes(item.id)}
                      onChange={(event) => toggle(group.filter, item.id, event.target.checked)}
                    />
                    <span>{item.itemName}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          );
        })}

        <div className={styles.dialogActions}>
          <button type="button" className="button button--quiet" onClick={onClose}>
            {t(m.cancel)}
          </button>
          <button type="submit" className="button button--primary">
            {t(m.showHomes)}
          </button>
        </div>
      </form>
    </Modal>
  );
}
