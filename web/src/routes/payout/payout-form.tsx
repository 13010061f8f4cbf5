// The /user/addpayout form (issue 18 item 1, decision 0059): the country's bank fields of @golightly/payout-rules
// (spec 001 §3), checked on submit with spec 001 §5's messages beside each field; the state from getStripeStates for
// the US, Australia and Canada; the address and the currency she is paid in. The server checks again and its
// refusals show beside the same fields, in her language when they are the rules' own words.
import { useQuery } from '@apollo/client/react';
import {
  normalisedCountry,
  PAYOUT_MESSAGES,
  payoutDetailsErrors,
  payoutFieldsFor,
  STATE_COUNTRIES,
  type AccountType,
  type PayoutField,
} from '@golightly/payout-rules';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CountriesDocument, CurrenciesDocument, PayoutStatesDocument, type AddPayoutInput } from '../../gen/graphql';
import { payoutMessages as m } from '../../i18n/areas/payouts';
import styles from '../booking/booking.module.css';

type RuleKey = keyof typeof PAYOUT_MESSAGES;
const RULE_KEY_BY_ENGLISH = new Map<string, RuleKey>(
  Object.entries(PAYOUT_MESSAGES).map(([key, english]) => [english, key as RuleKey]),
);

type AddressField = 'address1' | 'address2' | 'city' | 'zipcode';
type Values = Record<PayoutField | AddressField | 'state' | 'currency', string>;

const EMPTY: Values = {
  companyName: '', firstName: '', lastName: '', routingNumber: '', accountNumber: '', confirmAccountNumber: '',
  iban: '', confirmIban: '', ssnLast4: '', sortCode: '', transitNumber: '', institutionNumber: '', bsb: '',
  address1: '', address2: '', city: '', zipcode: '', state: '', currency: '',
}; // prettier-ignore

export interface PayoutFormProps {
  /** Sends the form; answers the server's field errors (empty on success). */
  onSubmit: (input: AddPayoutInput) => Promise<{ field: string; message: string }[]>;
  busy: boolean;
}

export function PayoutForm({ onSubmit, busy }: PayoutFormProps) {
  const t = useIntl().formatMessage;
  const id = useId();
  const countries = useQuery(CountriesDocument, { fetchPolicy: 'no-cache' });
  const currencies = useQuery(CurrenciesDocument);
  const [countryCode, setCountryCode] = useState('');
  const [accountType, setAccountType] = useState<AccountType>('individual');
  const [values, setValues] = useState<Values>(EMPTY);
  const [makeDefault, setMakeDefault] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const enabledCountries = (countries.data?.getCountries.results ?? []).filter((c) => c.isEnable);
  const country = enabledCountries.find((c) => c.countryCode === countryCode);
  const code = country ? normalisedCountry(country.countryCode) : '';
  const needsState = (STATE_COUNTRIES as readonly string[]).includes(code);
  const states = useQuery(PayoutStatesDocument, { variables: { countryId: country?.id ?? 0 }, skip: !needsState });
  const bankFields = code ? payoutFieldsFor(code, accountType) : [];

  const set = (field: keyof Values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const worded = (message: string) => {
    const key = RULE_KEY_BY_ENGLISH.get(message);
    return key ? t(m[key]) : message;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code) {
      setErrors({ country: t(m.chooseCountry) });
      return;
    }
    const found = payoutDetailsErrors(code, { accountType, ...values });
    if (Object.keys(found).length > 0) {
      setErrors(Object.fromEntries(Object.entries(found).map(([field, message]) => [field, worded(message)])));
      return;
    }
    setErrors({});
    const asked = (field: PayoutField) => (bankFields.includes(field) ? values[field] : null);
    const refused = await onSubmit({
      accountType,
      companyName: asked('companyName'),
      firstName: bankFields.includes('firstName') ? values.firstName : '',
      lastName: bankFields.includes('lastName') ? values.lastName : '',
      routingNumber: asked('routingNumber'),
      accountNumber: asked('accountNumber'),
      confirmAccountNumber: asked('confirmAccountNumber'),
      iban: asked('iban'),
      confirmIban: asked('confirmIban'),
      ssnLast4: asked('ssnLast4'),
      sortCode: asked('sortCode'),
      transitNumber: asked('transitNumber'),
      institutionNumber: asked('institutionNumber'),
      bsb: asked('bsb'),
      address1: values.address1,
      address2: values.address2,
      city: values.city,
      state: needsState ? values.state : null,
      country: code,
      zipcode: values.zipcode,
      currency: values.currency || currencies.data?.getCurrencies[0]?.symbol || '',
      makeDefault,
    });
    setErrors(Object.fromEntries(refused.map((e) => [e.field, worded(e.message)])));
  }

  const text = (field: keyof Values & keyof typeof m) => (
    <Field key={field} id={`${id}-${field}`} label={t(m[field])} error={errors[field]}>
      {(props) => <input {...props} type="text" value={values[field]} onChange={(e) => set(field)(e.target.value)} />}
    </Field>
  );

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <Field id={`${id}-country`} label={t(m.country)} error={errors.country}>
        {(props) => (
          <select {...props} value={countryCode} onChange={(e) => setCountryCode(e.target.value)}>
            <option value="">{t(m.chooseCountry)}</option>
            {enabledCountries.map((c) => (
              <option key={c.id} value={c.countryCode}>
                {c.countryName}
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset>
        <legend>{t(m.accountType)}</legend>
        {(['individual', 'company'] as const).map((type) => (
          <label key={type}>
            <input
              type="radio"
              name={`${id}-accountType`}
              checked={accountType === type}
              onChange={() => setAccountType(type)}
            />{' '}
            {t(m[type])}
          </label>
        ))}
      </fieldset>
      {bankFields.map((field) => text(field))}
      {code && (
        <>
          {text('address1')}
          {text('address2')}
          {text('city')}
          {needsState && (
            <Field id={`${id}-state`} label={t(m.state)} error={errors.state}>
              {(props) => (
                <select {...props} value={values.state} onChange={(e) => set('state')(e.target.value)}>
                  <option value="">{t(m.chooseState)}</option>
                  {(states.data?.getStripeStates.results ?? []).map((s) => (
                    <option key={s.id} value={s.stateCode}>
                      {s.stateName}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
          {text('zipcode')}
          <Field id={`${id}-currency`} label={t(m.currency)} error={errors.currency}>
            {(props) => (
              <select {...props} value={values.currency} onChange={(e) => set('currency')(e.target.value)}>
                {(currencies.data?.getCurrencies ?? []).map((c) => (
                  <option key={c.id} value={c.symbol}>
                    {c.symbol}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <label>
            <input type="checkbox" checked={makeDefault} onChange={(e) => setMakeDefault(e.target.checked)} />{' '}
            {t(m.makeItDefault)}
          </label>
        </>
      )}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={busy}>
          {t(busy ? m.saving : m.save)}
        </button>
      </div>
    </form>
  );
}

interface ControlProps {
  id: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: (props: ControlProps) => ReactNode;
}) {
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : undefined,
      })}
      {error && (
        <span id={`${id}-error`} role="alert" className={styles.refusal}>
          {error}
        </span>
      )}
    </p>
  );
}
