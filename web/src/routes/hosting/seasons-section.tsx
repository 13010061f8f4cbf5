// The calendar page's seasonal prices (issue 14 item 3, decision 0039): the listing's seasons with edit and delete,
// and a form to add one or change it (name, first and last night, nightly, weekend and extra-guest prices, minimum and
// maximum stay, the weekdays with no check-in or check-out), the server's field errors beside the fields. A season is
// deleted only after she confirms it.
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { TextField } from '../../auth/fields';
import {
  AddListingSeasonDocument,
  DeleteListingSeasonDocument,
  HostListingCalendarDocument,
  UpdateListingSeasonDocument,
  type ListingSeasonInput,
} from '../../gen/graphql';
import { hostingScreenMessages as m } from '../../i18n/areas/hosting';
import { useServerText } from '../../i18n/rule-texts';
import { registrationTexts } from '../../i18n/spec-texts';
import { useToast } from '../../toasts/toasts';
import { refusalOf } from './edit-answer';
import { useEditor, type HostListing } from './editor-context';
import { ConfirmDialog } from './listing-actions';
import { CheckGroup, useWeekdayOptions } from './fields';
import { NumberReader } from './form-values';
import { SectionForm, useSectionSave } from './section-form';
import styles from './hosting.module.css';

// Messages with values are passed as plain descriptors: react-intl's typed descriptors expect no values.
const OPTIONAL: MessageDescriptor = m.optional;
const SEASON_LINE: MessageDescriptor = m.seasonLine;
const EDIT_SEASON: MessageDescriptor = m.seasonEdit;
const DELETE_SEASON: MessageDescriptor = m.seasonDelete;
const DELETE_SEASON_TITLE: MessageDescriptor = m.seasonDeleteTitle;
const DELETE_SEASON_LEAD: MessageDescriptor = m.seasonDeleteLead;

type Season = HostListing['seasons'][number];

/** A season changes the price of its nights: the calendar grid asks for them again. */
const PRICED_NIGHTS = [HostListingCalendarDocument];

interface SeasonValues {
  name: string;
  from: string;
  to: string;
  nightlyPrice: string;
  weekendPrice: string;
  extraGuestPrice: string;
  minimumStay: string;
  maximumStay: string;
  noCheckInDays: string[];
  noCheckOutDays: string[];
}

const FIELDS = [
  'name',
  'from',
  'to',
  'nightlyPrice',
  'weekendPrice',
  'extraGuestPrice',
  'minimumStay',
  'maximumStay',
  'noCheckInDays',
  'noCheckOutDays',
] as const;

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

function seasonValues(season: Season | null): SeasonValues {
  return {
    name: season?.name ?? '',
    from: season?.from ?? '',
    to: season?.to ?? '',
    nightlyPrice: text(season?.nightlyPrice),
    weekendPrice: text(season?.weekendPrice),
    extraGuestPrice: text(season?.extraGuestPrice),
    minimumStay: text(season?.minimumStay),
    maximumStay: text(season?.maximumStay),
    noCheckInDays: [...(season?.noCheckInDays ?? [])],
    noCheckOutDays: [...(season?.noCheckOutDays ?? [])],
  };
}

export function SeasonsSection() {
  const { listing, refuse } = useEditor();
  const serverText = useServerText();
  const client = useApolloClient();
  const t = useIntl().formatMessage;
  const toast = useToast();
  const save = useSectionSave();
  const weekdays = useWeekdayOptions();
  const [editing, setEditing] = useState<number | null>(null);
  const [values, setValues] = useState<SeasonValues>(() => seasonValues(null));
  const [deleting, setDeleting] = useState<Season | null>(null);
  const [busy, setBusy] = useState(false);
  if (!listing) return null;
  const e = save.errors;
  const optional = (label: string) => t(OPTIONAL, { label });
  const set = <K extends keyof SeasonValues>(name: K, value: SeasonValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));

  const startEditing = (season: Season | null) => {
    setEditing(season?.id ?? null);
    setValues(seasonValues(season));
  };

  const submit = () => {
    const read = new NumberReader({ notANumber: t(m.notANumber), notAWholeNumber: t(m.notAWholeNumber) });
    const season: ListingSeasonInput = {
      name: values.name.trim(),
      from: values.from.trim(),
      to: values.to.trim(),
      nightlyPrice: values.nightlyPrice.trim(),
      weekendPrice: values.weekendPrice.trim(),
      extraGuestPrice: values.extraGuestPrice.trim(),
      minimumStay: read.whole('minimumStay', values.minimumStay),
      maximumStay: read.whole('maximumStay', values.maximumStay),
      noCheckInDays: values.noCheckInDays,
      noCheckOutDays: values.noCheckOutDays,
    };
    void save.submit({
      fields: FIELDS,
      check: () => read.errors,
      send: async () => {
        if (editing === null) {
          const { data } = await client.mutate({
            mutation: AddListingSeasonDocument,
            variables: { listId: listing.id, season },
            refetchQueries: PRICED_NIGHTS,
          });
          return data?.addListingSeason;
        }
        const { data } = await client.mutate({
          mutation: UpdateListingSeasonDocument,
          variables: { listId: listing.id, seasonId: editing, season },
          refetchQueries: PRICED_NIGHTS,
        });
        return data?.updateListingSeason;
      },
      onSaved: () => startEditing(null),
    });
  };

  const remove = async (season: Season) => {
    setBusy(true);
    try {
      const { data } = await client.mutate({
        mutation: DeleteListingSeasonDocument,
        variables: { listId: listing.id, seasonId: season.id },
        refetchQueries: PRICED_NIGHTS,
      });
      const answer = data?.deleteListingSeason;
      if (answer?.status === 'success') toast({ kind: 'success', title: t(m.saved), message: t(m.savedMessage) });
      else toast({ kind: 'error', title: t(m.notSaved), message: serverText(answer?.errorMessage ?? t(m.notSaved)) });
      if (editing === season.id) startEditing(null);
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) return refuse(refusal);
      toast({ kind: 'error', title: t(m.notSaved), message: t(registrationTexts.other) });
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  const field = (
    name: Exclude<keyof SeasonValues, 'noCheckInDays' | 'noCheckOutDays'>,
    label: string,
    hint?: string,
  ) => (
    <TextField
      label={label}
      hint={hint}
      inputMode={name === 'minimumStay' || name === 'maximumStay' ? 'numeric' : undefined}
      value={values[name]}
      error={e[name]}
      onChange={(event) => set(name, event.target.value)}
    />
  );

  return (
    <>
      <section className={styles.section} aria-label={t(m.seasons)}>
        <h2>{t(m.seasons)}</h2>
        {listing.seasons.length === 0 ? (
          <p className={styles.muted}>{t(m.seasonsNone)}</p>
        ) : (
          <ul>
            {listing.seasons.map((season) => (
              <li key={season.id}>
                {t(SEASON_LINE, {
                  name: season.name,
                  from: season.from,
                  to: season.to,
                  price: season.nightlyPrice,
                })}{' '}
                <button type="button" onClick={() => startEditing(season)}>
                  {t(EDIT_SEASON, { name: season.name })}
                </button>{' '}
                <button type="button" onClick={() => setDeleting(season)}>
                  {t(DELETE_SEASON, { name: season.name })}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {deleting && (
        <ConfirmDialog
          title={t(DELETE_SEASON_TITLE, { name: deleting.name })}
          confirm={t(m.seasonDeleteConfirm)}
          busy={busy}
          onClose={() => setDeleting(null)}
          onConfirm={() => void remove(deleting)}
        >
          <p>{t(DELETE_SEASON_LEAD, { name: deleting.name, from: deleting.from, to: deleting.to })}</p>
        </ConfirmDialog>
      )}
      <SectionForm
        label={editing === null ? t(m.seasonAdd) : t(m.seasonChange)}
        save={save}
        onSubmit={submit}
        submitLabel={t(m.seasonSave)}
      >
        <fieldset className={styles.fieldset}>
          <legend>{t(m.seasonLegend)}</legend>
          <div className={styles.grid}>
            {field('name', t(m.seasonName))}
            {field('from', t(m.seasonFrom), t(m.seasonDateHint))}
            {field('to', t(m.seasonTo), t(m.seasonDateHint))}
            {field('nightlyPrice', t(m.seasonNightly))}
            {field('weekendPrice', optional(t(m.seasonWeekend)))}
            {field('extraGuestPrice', optional(t(m.seasonExtraGuest)))}
            {field('minimumStay', optional(t(m.seasonMinimumStay)))}
            {field('maximumStay', optional(t(m.seasonMaximumStay)))}
          </div>
          <CheckGroup
            legend={t(m.seasonNoCheckIn)}
            options={weekdays}
            selected={values.noCheckInDays}
            error={e.noCheckInDays}
            onChange={(days) => set('noCheckInDays', days)}
          />
          <CheckGroup
            legend={t(m.seasonNoCheckOut)}
            options={weekdays}
            selected={values.noCheckOutDays}
            error={e.noCheckOutDays}
            onChange={(days) => set('noCheckOutDays', days)}
          />
        </fieldset>
        {editing !== null && (
          <button type="button" onClick={() => startEditing(null)}>
            {t(m.seasonCancel)}
          </button>
        )}
      </SectionForm>
    </>
  );
}
