// Step 1, the basics (spec 001 §3-§4): the kind of place, rooms, beds and guests, who stays, the address with its map
// pin and time zone, amenities and the licence number, saved as a whole (createListing for a new listing, else
// updateListingBasics). The server checks every field; its errors show beside them.
import { useApolloClient } from '@apollo/client/react';
import { lazy, memo, Suspense, useCallback, useMemo, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router';
import { TextField } from '../../auth/fields';
import formStyles from '../../auth/forms.module.css';
import { useEnabledCountries } from '../../auth/countries';
import { CreateListingDocument, UpdateListingBasicsDocument } from '../../gen/graphql';
import { hostingScreenMessages as m } from '../../i18n/areas/hosting';
import { AMENITY_GROUPS, useCatalogues } from './catalogues';
import { editorPath, nextPage } from './editor-pages';
import { useEditor } from './editor-context';
import { CheckField, CheckGroup, GroupError, SelectField } from './fields';
import { basicsInput, basicsValues, beforeSending, type BasicsValues } from './form-values';
import { checkBasics, LIST_SETTING_TYPES as T, refusalsOf, RESIDENCE_TYPES } from './rules';
import { SectionForm, useSectionSave } from './section-form';
import styles from './hosting.module.css';

const PinMap = lazy(() => import('./pin-map'));

// Messages with values are passed as plain descriptors: react-intl's typed descriptors expect no values.
const OPTIONAL: MessageDescriptor = m.optional;

const FIELDS = [
  'roomType',
  'houseType',
  'buildingSize',
  'residenceType',
  'personCapacity',
  'bedrooms',
  'beds',
  'bathrooms',
  'bathroomType',
  'bedTypes',
  'whoElseStays',
  'country',
  'street',
  'buildingName',
  'city',
  'state',
  'zipcode',
  'location',
  'timeZone',
  'amenities',
  'businessLicenseNumber',
] as const;

/** Every IANA zone this browser knows, with the listing's own kept even if it does not. */
function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return current && !known.includes(current) ? [current, ...known] : known;
}

export function BasicsPage() {
  const { listing } = useEditor();
  const client = useApolloClient();
  const navigate = useNavigate();
  const t = useIntl().formatMessage;
  const catalogues = useCatalogues();
  const countries = useEnabledCountries();
  const save = useSectionSave();
  const [values, setValues] = useState<BasicsValues>(() => basicsValues(listing));
  const set = <K extends keyof BasicsValues>(name: K, value: BasicsValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));
  const setTimeZone = useCallback((timeZone: string) => setValues((current) => ({ ...current, timeZone })), []);
  const e = save.errors;
  const optional = (label: string) => t(OPTIONAL, { label });

  const submit = () => {
    const converted = basicsInput(values, { notANumber: t(m.notANumber), notAWholeNumber: t(m.notAWholeNumber) });
    void save.submit({
      fields: FIELDS,
      check: () => beforeSending(refusalsOf(checkBasics(converted.input, catalogues.catalogue)), converted),
      send: async () => {
        if (listing) {
          const { data } = await client.mutate({
            mutation: UpdateListingBasicsDocument,
            variables: { listId: listing.id, basics: converted.input },
          });
          return data?.updateListingBasics;
        }
        const { data } = await client.mutate({
          mutation: CreateListingDocument,
          variables: { basics: converted.input },
        });
        return data?.createListing;
      },
      onSaved: (saved) => void navigate(editorPath(saved.id, nextPage('basics'))),
    });
  };

  const choose = t(m.choose);
  return (
    <SectionForm label={t(m.pageBasics)} lead={t(m.basicsLead)} save={save} onSubmit={submit}>
      <fieldset className={styles.fieldset}>
        <legend>{t(m.legendPlace)}</legend>
        <div className={styles.grid}>
          <SelectField
            label={t(m.roomType)}
            value={values.roomTypeId}
            emptyLabel={choose}
            options={catalogues.options(T.roomType)}
            error={e.roomType}
            onChange={(value) => set('roomTypeId', value)}
          />
          <SelectField
            label={t(m.houseType)}
            value={values.houseTypeId}
            emptyLabel={choose}
            options={catalogues.options(T.houseType)}
            error={e.houseType}
            onChange={(value) => set('houseTypeId', value)}
          />
          <SelectField
            label={optional(t(m.buildingSize))}
            value={values.buildingSizeId}
            emptyLabel={t(m.notSaid)}
            options={catalogues.options(T.buildingSize)}
            error={e.buildingSize}
            onChange={(value) => set('buildingSizeId', value)}
          />
          <SelectField
            label={optional(t(m.residenceType))}
            value={values.residenceType}
            emptyLabel={t(m.notSaid)}
            options={RESIDENCE_TYPES.map((type) => ({
              value: type,
              label: t(type === 'primary' ? m.residencePrimary : m.residenceSecondary),
            }))}
            error={e.residenceType}
            onChange={(value) => set('residenceType', value)}
          />
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>{t(m.legendRooms)}</legend>
        <div className={styles.grid}>
          <TextField
            label={t(m.personCapacity)}
            inputMode="numeric"
            value={values.personCapacity}
            error={e.personCapacity}
            onChange={(event) => set('personCapacity', event.target.value)}
          />
          <TextField
            label={t(m.bedrooms)}
            inputMode="numeric"
            value={values.bedrooms}
            error={e.bedrooms}
            onChange={(event) => set('bedrooms', event.target.value)}
          />
          <TextField
            label={t(m.beds)}
            inputMode="numeric"
            value={values.beds}
            error={e.beds}
            onChange={(event) => set('beds', event.target.value)}
          />
          <TextField
            label={t(m.bathrooms)}
            inputMode="decimal"
            hint={t(m.bathroomsHint)}
            value={values.bathrooms}
            error={e.bathrooms}
            onChange={(event) => set('bathrooms', event.target.value)}
          />
          <SelectField
            label={optional(t(m.bathroomType))}
            value={values.bathroomTypeId}
            emptyLabel={t(m.notSaid)}
            options={catalogues.options(T.bathroomType)}
            error={e.bathroomType}
            onChange={(value) => set('bathroomTypeId', value)}
          />
        </div>
        <fieldset className={styles.group}>
          <legend className={formStyles.label}>{t(m.bedTypesLegend)}</legend>
          <p className={formStyles.hint}>{t(m.bedTypesHint)}</p>
          <div className={styles.grid}>
            {catalogues.options(T.bedType).map((bed) => (
              <TextField
                key={bed.value}
                label={bed.label}
                inputMode="numeric"
                value={values.bedCounts[bed.value] ?? ''}
                aria-invalid={e.bedTypes ? true : undefined}
                onChange={(event) => set('bedCounts', { ...values.bedCounts, [bed.value]: event.target.value })}
              />
            ))}
          </div>
          <GroupError error={e.bedTypes} />
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={formStyles.label}>{t(m.extrasLegend)}</legend>
          <div className={styles.choices}>
            <CheckField label={t(m.extraGuest)} checked={values.extraGuest} onChange={(on) => set('extraGuest', on)} />
            <CheckField label={t(m.extraBed)} checked={values.extraBed} onChange={(on) => set('extraBed', on)} />
            <CheckField
              label={t(m.extraBathroom)}
              checked={values.extraBathroom}
              onChange={(on) => set('extraBathroom', on)}
            />
            <CheckField
              label={t(m.extraBedroom)}
              checked={values.extraBedroom}
              onChange={(on) => set('extraBedroom', on)}
            />
          </div>
        </fieldset>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>{t(m.legendWhoStays)}</legend>
        <div className={styles.choices}>
          <CheckField label={t(m.womensOnly)} checked={values.womensOnly} onChange={(on) => set('womensOnly', on)} />
          <CheckField label={t(m.menStay)} checked={values.menStay} onChange={(on) => set('menStay', on)} />
          <CheckField label={t(m.commonArea)} checked={values.commonArea} onChange={(on) => set('commonArea', on)} />
        </div>
        <TextField
          label={optional(t(m.whoElseStays))}
          value={values.whoElseStays}
          error={e.whoElseStays}
          onChange={(event) => set('whoElseStays', event.target.value)}
        />
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>{t(m.legendLocation)}</legend>
        <div className={styles.grid}>
          <SelectField
            label={t(m.country)}
            value={values.country}
            emptyLabel={choose}
            options={countries.map((country) => ({ value: country.countryCode, label: country.countryName }))}
            error={e.country}
            onChange={(value) => set('country', value)}
          />
          <TextField
            label={t(m.street)}
            autoComplete="street-address"
            value={values.street}
            error={e.street}
            onChange={(event) => set('street', event.target.value)}
          />
          <TextField
            label={optional(t(m.buildingName))}
            value={values.buildingName}
            error={e.buildingName}
            onChange={(event) => set('buildingName', event.target.value)}
          />
          <TextField
            label={t(m.city)}
            autoComplete="address-level2"
            value={values.city}
            error={e.city}
            onChange={(event) => set('city', event.target.value)}
          />
          <TextField
            label={t(m.state)}
            autoComplete="address-level1"
            value={values.state}
            error={e.state}
            onChange={(event) => set('state', event.target.value)}
          />
          <TextField
            label={t(m.zipcode)}
            autoComplete="postal-code"
            value={values.zipcode}
            error={e.zipcode}
            onChange={(event) => set('zipcode', event.target.value)}
          />
        </div>
        <fieldset className={styles.group}>
          <legend className={formStyles.label}>{t(m.mapPinLegend)}</legend>
          <p className={formStyles.hint}>{t(m.mapPinHint)}</p>
          <Suspense fallback={null}>
            <PinMap
              lat={values.lat}
              lng={values.lng}
              label={t(m.mapPinMap)}
              onPick={(lat, lng) => setValues((current) => ({ ...current, lat, lng }))}
            />
          </Suspense>
          <div className={styles.grid}>
            <TextField
              label={t(m.latitude)}
              inputMode="decimal"
              value={values.lat}
              error={e.location}
              onChange={(event) => set('lat', event.target.value)}
            />
            <TextField
              label={t(m.longitude)}
              inputMode="decimal"
              value={values.lng}
              aria-invalid={e.location ? true : undefined}
              onChange={(event) => set('lng', event.target.value)}
            />
          </div>
        </fieldset>
        <TimeZoneSelect value={values.timeZone} error={e.timeZone} onChange={setTimeZone} />
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>{t(m.legendAmenities)}</legend>
        {AMENITY_GROUPS.map((group, index) => (
          <CheckGroup
            key={group.typeId}
            legend={t(group.legend)}
            options={catalogues.options(group.typeId)}
            selected={values.amenityIds}
            // One message for all groups (the server names the amenities as one field): under the first group.
            error={index === 0 ? e.amenities : undefined}
            onChange={(selected) => set('amenityIds', selected)}
          />
        ))}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>{t(m.legendLicence)}</legend>
        <TextField
          label={optional(t(m.businessLicenseNumber))}
          value={values.businessLicenseNumber}
          error={e.businessLicenseNumber}
          onChange={(event) => set('businessLicenseNumber', event.target.value)}
        />
      </fieldset>
    </SectionForm>
  );
}

/** The zones select: some 400 options, drawn again only when its own value or error changes. */
const TimeZoneSelect = memo(function TimeZoneSelect(props: {
  value: string;
  error: string | undefined;
  onChange: (zone: string) => void;
}) {
  const t = useIntl().formatMessage;
  const options = useMemo(
    () => timeZones(props.value).map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') })),
    [props.value],
  );
  return (
    <SelectField
      label={t(m.timeZone)}
      hint={t(m.timeZoneHint)}
      value={props.value}
      emptyLabel={t(m.choose)}
      options={options}
      error={props.error}
      onChange={props.onChange}
    />
  );
});
