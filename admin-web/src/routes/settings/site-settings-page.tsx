// The site settings screen (/siteadmin/settings/site, privilege Manage Site Settings; decision 0030): the name, logo
// and social links as a form. The server checks every value; a refused save marks each bad field with its message and
// saves nothing. Only the values she changed are sent, so a save never undoes another admin's change to a field she
// did not touch; the saved answer goes into the cache the frame's site name reads, so the new name shows at once.
import { useMutation, useQuery } from '@apollo/client/react';
import { SiteSettingsDocument } from '@golightly/web-kit/use-site-name';
import { useState, type InputHTMLAttributes } from 'react';
import { UpdateSiteSettingsDocument } from '../../gen/graphql';
import { ADMIN_TEXTS } from '../../texts';
import { useToast } from '../../ui/toasts';
import type { AdminScreenProps } from '../admin-screen';
import { FormLayout, TextField } from '../../ui/form-layout';
import { problemsByField, SettingsScreen, useSettingsSave } from '../../ui/settings-form';
import formStyles from '../../ui/form.module.css';
import pageStyles from '../../ui/page.module.css';
import styles from './site-settings-page.module.css';

interface Setting {
  name: string;
  value: string;
}

interface FieldSpec {
  name: string;
  label: string;
  hint?: string;
  /** What the browser offers to type: text, an address (a path is allowed too), a whole number. */
  input: 'text' | 'address' | 'number';
}

interface FieldGroup {
  legend: string;
  /** Each row's fields sit side by side on a wide screen (the logo's height and width) and stack on a narrow one. */
  rows: FieldSpec[][];
}

const FORM: FieldGroup[] = [
  {
    legend: ADMIN_TEXTS.siteSettingsNameGroup,
    rows: [
      [{ name: 'siteName', label: ADMIN_TEXTS.settingSiteName, hint: ADMIN_TEXTS.settingSiteNameHint, input: 'text' }],
      [
        {
          name: 'siteTitle',
          label: ADMIN_TEXTS.settingSiteTitle,
          hint: ADMIN_TEXTS.settingSiteTitleHint,
          input: 'text',
        },
      ],
    ],
  },
  {
    legend: ADMIN_TEXTS.siteSettingsLogoGroup,
    rows: [
      [{ name: 'Logo', label: ADMIN_TEXTS.settingLogo, hint: ADMIN_TEXTS.settingLogoHint, input: 'address' }],
      [
        {
          name: 'logoHeight',
          label: ADMIN_TEXTS.settingLogoHeight,
          hint: ADMIN_TEXTS.settingLogoSizeHint,
          input: 'number',
        },
        {
          name: 'logoWidth',
          label: ADMIN_TEXTS.settingLogoWidth,
          hint: ADMIN_TEXTS.settingLogoSizeHint,
          input: 'number',
        },
      ],
    ],
  },
  {
    legend: ADMIN_TEXTS.siteSettingsSocialGroup,
    rows: [
      [
        {
          name: 'facebookLink',
          label: ADMIN_TEXTS.settingFacebook,
          hint: ADMIN_TEXTS.settingFacebookHint,
          input: 'address',
        },
      ],
      [
        {
          name: 'twitterLink',
          label: ADMIN_TEXTS.settingTwitter,
          hint: ADMIN_TEXTS.settingTwitterHint,
          input: 'address',
        },
      ],
      [
        {
          name: 'instagramLink',
          label: ADMIN_TEXTS.settingInstagram,
          hint: ADMIN_TEXTS.settingInstagramHint,
          input: 'address',
        },
      ],
    ],
  },
];

const namesOf = (groups: readonly FieldGroup[]) =>
  groups.flatMap((g) => g.rows.flatMap((row) => row.map((f) => f.name)));

/** The form's groups for the settings the server holds: the known ones in order, anything else under its name. */
function groupsFor(settings: readonly Setting[]): FieldGroup[] {
  const held = new Set(settings.map((s) => s.name));
  const known = FORM.map((group) => ({
    ...group,
    rows: group.rows.map((row) => row.filter((f) => held.has(f.name))).filter((row) => row.length > 0),
  })).filter((group) => group.rows.length > 0);
  const knownNames = new Set(namesOf(FORM));
  const others = settings
    .filter((s) => !knownNames.has(s.name))
    .map((s): FieldSpec[] => [{ name: s.name, label: s.name, input: 'text' }]);
  return others.length > 0 ? [...known, { legend: ADMIN_TEXTS.siteSettingsOther, rows: others }] : known;
}

const valuesOf = (settings: readonly Setting[]) => Object.fromEntries(settings.map((s) => [s.name, s.value]));
const fieldId = (name: string) => `setting-${name}`;

const INPUT_PROPS: Record<FieldSpec['input'], InputHTMLAttributes<HTMLInputElement>> = {
  text: { type: 'text' },
  address: { type: 'text', inputMode: 'url', spellCheck: false, autoCapitalize: 'off' },
  number: { type: 'text', inputMode: 'numeric', pattern: '[0-9]*' },
};

export default function SiteSettingsPage({ screen }: AdminScreenProps) {
  // Always asked afresh: another admin may have saved since the frame first read the settings.
  const read = useQuery(SiteSettingsDocument, { fetchPolicy: 'network-only' });
  return (
    <SettingsScreen
      screen={screen}
      headingId="site-settings-heading"
      lead={ADMIN_TEXTS.siteSettingsLead}
      unavailable={ADMIN_TEXTS.siteSettingsUnavailable}
      read={read}
    >
      {(data) => <SiteSettingsForm stored={data.siteSettings} />}
    </SettingsScreen>
  );
}

function SiteSettingsForm({ stored }: { stored: readonly Setting[] }) {
  const toast = useToast();
  const saveSettings = useSettingsSave();
  const [groups] = useState(() => groupsFor(stored));
  const [order] = useState(() => namesOf(groups));
  const [saved, setSaved] = useState<Record<string, string>>(() => valuesOf(stored));
  const [values, setValues] = useState<Record<string, string>>(() => valuesOf(stored));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const [update, { loading: saving }] = useMutation(UpdateSiteSettingsDocument);

  const save = async () => {
    const changed = Object.keys(values)
      .filter((name) => values[name] !== saved[name])
      .map((name) => ({ name, value: values[name] ?? '' }));
    if (changed.length === 0) {
      setErrors({});
      setUnplaced([]);
      toast.success(ADMIN_TEXTS.siteSettingsUnchanged);
      return;
    }
    await saveSettings({
      send: async () => {
        const { data } = await update({
          variables: { settings: changed },
          // The frame's site name and every tab title read this query: they show the saved name at once.
          update: (cache, { data: answer }) => {
            const settings = answer?.updateSiteSettings.settings;
            if (settings) cache.writeQuery({ query: SiteSettingsDocument, data: { siteSettings: settings } });
          },
        });
        return data?.updateSiteSettings;
      },
      saved: ADMIN_TEXTS.siteSettingsSaved,
      onSaved: (settings) => {
        setSaved(valuesOf(settings));
        setValues(valuesOf(settings));
        setErrors({});
        setUnplaced([]);
      },
      onRefused: (fieldErrors) => {
        // Each bad field is marked (the first takes the focus); a problem of no field of the form is listed below.
        setErrors(problemsByField(fieldErrors.filter((e) => e.field in values)));
        setUnplaced(fieldErrors.filter((e) => !(e.field in values)).map((e) => `${e.field}: ${e.message}`));
      },
    });
  };

  return (
    <FormLayout
      busy={saving}
      submitLabel={ADMIN_TEXTS.save}
      onSubmit={() => void save()}
      problems={errors}
      fieldOrder={order}
    >
      {groups.map((group) => (
        <fieldset key={group.legend} className={`${pageStyles.panel} ${styles.group}`}>
          <legend>{group.legend}</legend>
          {group.rows.map((row) => (
            <div key={row.map((f) => f.name).join()} className={row.length > 1 ? formStyles.fieldRow : undefined}>
              {row.map((field) => (
                <TextField
                  key={field.name}
                  id={fieldId(field.name)}
                  name={field.name}
                  label={field.label}
                  hint={field.hint}
                  value={values[field.name] ?? ''}
                  error={errors[field.name]}
                  onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
                  inputProps={INPUT_PROPS[field.input]}
                />
              ))}
            </div>
          ))}
        </fieldset>
      ))}
      {unplaced.length > 0 && (
        <ul className={formStyles.notice}>
          {unplaced.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </FormLayout>
  );
}
