// The search settings (/siteadmin/settings/search, privilege Manage Search Settings; decision 0045): the price range
// the slider offers (whole US dollars; a range reaching the maximum means any price), the default order of results and
// how many homes a page holds. The server checks them (max > min >= 0); a refused save marks each bad field.
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  AdminSearchSettingsDocument,
  UpdateSearchSettingsDocument,
  type AdminSearchSettingsQuery,
} from '../../gen/graphql';
import { ADMIN_TEXTS } from '../../texts';
import { Field, FormLayout, TextField } from '../../ui/form-layout';
import formStyles from '../../ui/form.module.css';
import { problemsByField, SettingsScreen, useSettingsSave } from '../../ui/settings-form';
import type { AdminScreenProps } from '../admin-screen';

type Stored = AdminSearchSettingsQuery['searchSettings'];
const FIELDS = ['priceRangeMin', 'priceRangeMax', 'defaultPriceSort', 'pageSize'] as const;
type FieldName = (typeof FIELDS)[number];
type Values = Record<FieldName, string>;

const NUMBER = { inputMode: 'numeric', pattern: '[0-9]*' } as const;
const valuesOf = (stored: Stored): Values => ({
  priceRangeMin: String(stored.priceRangeMin),
  priceRangeMax: String(stored.priceRangeMax),
  defaultPriceSort: stored.defaultPriceSort ?? '',
  pageSize: String(stored.pageSize),
});
const wholeNumber = (value: string): number | null => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : null);

export default function SearchSettingsPage({ screen }: AdminScreenProps) {
  const read = useQuery(AdminSearchSettingsDocument, { fetchPolicy: 'network-only' });
  return (
    <SettingsScreen
      screen={screen}
      headingId="search-settings-heading"
      lead={ADMIN_TEXTS.searchSettingsLead}
      read={read}
    >
      {(data) => <SearchSettingsForm stored={data.searchSettings} />}
    </SettingsScreen>
  );
}

function SearchSettingsForm({ stored }: { stored: Stored }) {
  const saveSettings = useSettingsSave();
  const [values, setValues] = useState<Values>(() => valuesOf(stored));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [update, { loading: saving }] = useMutation(UpdateSearchSettingsDocument);
  const set = (name: FieldName) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  const save = async () => {
    const min = wholeNumber(values.priceRangeMin);
    const max = wholeNumber(values.priceRangeMax);
    const pageSize = wholeNumber(values.pageSize);
    const local: Partial<Record<FieldName, string>> = {};
    if (min === null) local.priceRangeMin = ADMIN_TEXTS.searchWholeDollars;
    if (max === null) local.priceRangeMax = ADMIN_TEXTS.searchWholeDollars;
    if (pageSize === null) local.pageSize = ADMIN_TEXTS.searchWholeNumber;
    if (min === null || max === null || pageSize === null) {
      setErrors(local);
      return;
    }
    const settings = {
      priceRangeMin: min,
      priceRangeMax: max,
      pageSize,
      defaultPriceSort: values.defaultPriceSort || null,
    };
    await saveSettings({
      send: async () => (await update({ variables: { settings } })).data?.updateSearchSettings,
      saved: ADMIN_TEXTS.searchSettingsSaved,
      onSaved: (stored) => {
        setValues(valuesOf(stored));
        setErrors({});
      },
      onRefused: (fieldErrors) => setErrors(problemsByField(fieldErrors)),
    });
  };

  return (
    <FormLayout
      busy={saving}
      submitLabel={ADMIN_TEXTS.save}
      onSubmit={() => void save()}
      problems={errors}
      fieldOrder={FIELDS}
    >
      <div className={formStyles.fieldRow}>
        <TextField
          id="priceRangeMin"
          label={ADMIN_TEXTS.searchPriceMin}
          value={values.priceRangeMin}
          onChange={set('priceRangeMin')}
          error={errors.priceRangeMin}
          inputProps={NUMBER}
        />
        <TextField
          id="priceRangeMax"
          label={ADMIN_TEXTS.searchPriceMax}
          hint={ADMIN_TEXTS.searchPriceMaxHint}
          value={values.priceRangeMax}
          onChange={set('priceRangeMax')}
          error={errors.priceRangeMax}
          inputProps={NUMBER}
        />
      </div>
      <Field id="defaultPriceSort" label={ADMIN_TEXTS.searchDefaultSort} error={errors.defaultPriceSort}>
        <select
          id="defaultPriceSort"
          name="defaultPriceSort"
          value={values.defaultPriceSort}
          onChange={(event) => set('defaultPriceSort')(event.target.value)}
        >
          <option value="">{ADMIN_TEXTS.searchSortNone}</option>
          <option value="asc">{ADMIN_TEXTS.searchSortAsc}</option>
          <option value="desc">{ADMIN_TEXTS.searchSortDesc}</option>
        </select>
      </Field>
      <TextField
        id="pageSize"
        label={ADMIN_TEXTS.searchPageSize}
        value={values.pageSize}
        onChange={set('pageSize')}
        error={errors.pageSize}
        inputProps={NUMBER}
      />
    </FormLayout>
  );
}
