// Step 3's prices (spec 001 §3, §5): the currency, the base price (numbers only, above zero), weekend price,
// cleaning, extra-guest and pet fees, the security deposit (with its maximum), the tax rate and the discounts (0-99 %),
// saved together (updateListingPricing). Amounts go as she typed them; the server reads them in the currency's decimals.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router';
import { TextField } from '../../auth/fields';
import { CurrenciesDocument, UpdateListingPricingDocument } from '../../gen/graphql';
import { hostingScreenMessages as m } from '../../i18n/areas/hosting';
import { editorPath, nextPage } from './editor-pages';
import { useEditor } from './editor-context';
import { SelectField } from './fields';
import { beforeSending, pricingInput, pricingValues, type PricingValues } from './form-values';
import { checkPricing, refusalsOf } from './rules';
import { SectionForm, useSectionSave } from './section-form';
import styles from './hosting.module.css';

// Messages with values are passed as plain descriptors: react-intl's typed descriptors expect no values.
const OPTIONAL: MessageDescriptor = m.optional;

const FIELDS = [
  'currency',
  'basePrice',
  'weekendPrice',
  'cleaningPrice',
  'extraGuestFee',
  'extraGuestAfter',
  'petFee',
  'securityDeposit',
  'taxRate',
  'weeklyDiscount',
  'monthlyDiscount',
  'threeMonthDiscount',
] as const;

/** The club's currencies (the same list as the currency chooser), each named in her language. */
function useCurrencyOptions(current: string) {
  const { locale } = useIntl();
  const { data } = useQuery(CurrenciesDocument);
  return useMemo(() => {
    const codes = (data?.getCurrencies ?? []).map((currency) => currency.symbol);
    if (current && !codes.includes(current)) codes.unshift(current);
    const names = new Intl.DisplayNames([locale], { type: 'currency' });
    return codes.map((code) => ({ value: code, label: `${code} · ${names.of(code) ?? code}` }));
  }, [data, current, locale]);
}

export function PricingPage() {
  const { listing } = useEditor();
  const client = useApolloClient();
  const navigate = useNavigate();
  const t = useIntl().formatMessage;
  const save = useSectionSave();
  const [values, setValues] = useState<PricingValues>(() => pricingValues(listing));
  const currencies = useCurrencyOptions(values.currency);
  if (!listing) return null;
  const e = save.errors;
  const optional = (label: string) => t(OPTIONAL, { label });

  const submit = () => {
    const converted = pricingInput(values, { notANumber: t(m.notANumber), notAWholeNumber: t(m.notAWholeNumber) });
    void save.submit({
      fields: FIELDS,
      check: () =>
        beforeSending(refusalsOf(checkPricing(converted.input, { personCapacity: listing.personCapacity })), converted),
      send: async () => {
        const { data } = await client.mutate({
          mutation: UpdateListingPricingDocument,
          variables: { listId: listing.id, pricing: converted.input },
        });
        return data?.updateListingPricing;
      },
      onSaved: (saved) => void navigate(editorPath(saved.id, nextPage('pricing'))),
    });
  };

  /** A text field of this form, by the input's name. */
  const field = (
    name: keyof PricingValues,
    label: string,
    props: { hint?: string; numeric?: 'decimal' | 'numeric' },
  ) => (
    <TextField
      label={label}
      inputMode={props.numeric ?? 'decimal'}
      hint={props.hint}
      value={values[name]}
      error={e[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
    />
  );

  return (
    <SectionForm label={t(m.pagePricing)} lead={t(m.pricingLead)} save={save} onSubmit={submit}>
      <fieldset className={styles.fieldset}>
        <legend>{t(m.legendPrices)}</legend>
        <div className={styles.grid}>
          <SelectField
            label={t(m.currency)}
            value={values.currency}
            emptyLabel={t(m.choose)}
            options={currencies}
            error={e.currency}
            onChange={(value) => setValues((current) => ({ ...current, currency: value }))}
          />
          {field('basePrice', t(m.basePrice), {})}
          {field('weekendPrice', optional(t(m.weekendPrice)), { hint: t(m.weekendPriceHint) })}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t(m.legendFees)}</legend>
        <div className={styles.grid}>
          {field('cleaningPrice', optional(t(m.cleaningPrice)), {})}
          {field('extraGuestFee', optional(t(m.extraGuestFee)), {})}
          {field('extraGuestAfter', optional(t(m.extraGuestAfter)), {
            hint: t(m.extraGuestAfterHint),
            numeric: 'numeric',
          })}
          {field('petFee', optional(t(m.petFee)), {})}
          {field('securityDeposit', optional(t(m.securityDeposit)), {})}
          {field('taxRate', optional(t(m.taxRate)), {})}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t(m.legendDiscounts)}</legend>
        <div className={styles.grid}>
          {field('weeklyDiscount', optional(t(m.weeklyDiscount)), { numeric: 'numeric' })}
          {field('monthlyDiscount', optional(t(m.monthlyDiscount)), { numeric: 'numeric' })}
          {field('threeMonthDiscount', optional(t(m.threeMonthDiscount)), { numeric: 'numeric' })}
        </div>
      </fieldset>
    </SectionForm>
  );
}
