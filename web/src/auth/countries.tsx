// The country chooser of the accounts forms (registration, membership application, phone verification): the enabled
// countries from getCountries, United States (+1) when none have arrived yet (spec 000 §9 default).
import { useQuery } from '@apollo/client/react';
import { forwardRef, useId, useMemo, type SelectHTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { CountriesDocument } from '../gen/graphql';
import { commonMessages } from '../i18n/messages';
import styles from './forms.module.css';

export const DEFAULT_COUNTRY = { countryCode: 'US', countryName: 'United States', dialCode: '+1' };

export interface CountryOption {
  countryCode: string;
  countryName: string;
  dialCode: string;
}

export function useEnabledCountries(): CountryOption[] {
  const { data } = useQuery(CountriesDocument, { fetchPolicy: 'no-cache' });
  return useMemo(() => {
    const enabled = data?.getCountries.results.filter((country) => country.isEnable) ?? [];
    return enabled.length > 0 ? enabled : [DEFAULT_COUNTRY];
  }, [data]);
}

interface CountrySelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  countries: readonly CountryOption[];
  label?: string;
}

/** A labelled select of the countries, each shown with its dial code. */
export const CountrySelect = forwardRef<HTMLSelectElement, CountrySelectProps>(function CountrySelect(
  { countries, label, id, ...select },
  ref,
) {
  const intl = useIntl();
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className={styles.field}>
      <label htmlFor={selectId} className={styles.label}>
        {label ?? intl.formatMessage(commonMessages.country)}
      </label>
      <select ref={ref} id={selectId} className={styles.select} {...select}>
        {countries.map((country) => (
          <option key={country.countryCode} value={country.countryCode}>
            {country.countryName} ({country.dialCode})
          </option>
        ))}
      </select>
    </div>
  );
});
