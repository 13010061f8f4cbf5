// The listing's discount rules (issue 14 item 3, decision 0039): weekly, monthly and 90+ percentages and any number of
// last-minute and length-of-stay rows, saved together (saveListingDiscounts, which replaces every discount at once).
// The server's field errors (weeklyDiscount, lastMinuteDiscounts.N.percent and the like) show beside their fields.
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { TextField } from '../../auth/fields';
import { SaveListingDiscountsDocument, type ListingDiscountsInput } from '../../gen/graphql';
import { hostingScreenMessages as m } from '../../i18n/areas/hosting';
import { useEditor, type HostListing } from './editor-context';
import { NumberReader } from './form-values';
import { SectionForm, useSectionSave } from './section-form';
import styles from './hosting.module.css';

// Messages with values are passed as plain descriptors: react-intl's typed descriptors expect no values.
const LAST_MINUTE_PERCENT: MessageDescriptor = m.lastMinutePercent;
const LAST_MINUTE_FROM: MessageDescriptor = m.lastMinuteFrom;
const LAST_MINUTE_TO: MessageDescriptor = m.lastMinuteTo;
const LAST_MINUTE_REMOVE: MessageDescriptor = m.lastMinuteRemove;
const STAY_NIGHTS: MessageDescriptor = m.stayNights;
const STAY_PERCENT: MessageDescriptor = m.stayPercent;
const STAY_FROM: MessageDescriptor = m.stayFrom;
const STAY_TO: MessageDescriptor = m.stayTo;
const STAY_REMOVE: MessageDescriptor = m.stayRemove;
const OPTIONAL: MessageDescriptor = m.optional;

interface LastMinuteRow {
  percent: string;
  from: string;
  to: string;
}

interface StayRow {
  nights: string;
  percent: string;
  from: string;
  to: string;
}

export interface DiscountValues {
  weeklyDiscount: string;
  monthlyDiscount: string;
  threeMonthDiscount: string;
  lastMinute: LastMinuteRow[];
  lengthOfStay: StayRow[];
}

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export function discountValues(listing: HostListing | null): DiscountValues {
  const data = listing?.listingData;
  return {
    weeklyDiscount: data?.weeklyDiscount ? String(data.weeklyDiscount) : '',
    monthlyDiscount: data?.monthlyDiscount ? String(data.monthlyDiscount) : '',
    threeMonthDiscount: data?.threeMonthDiscount ? String(data.threeMonthDiscount) : '',
    lastMinute: (listing?.lastMinuteDiscounts ?? []).map((rule) => ({
      percent: text(rule.percent),
      from: text(rule.daysBeforeArrivalFrom),
      to: text(rule.daysBeforeArrivalTo),
    })),
    lengthOfStay: (listing?.lengthOfStayDiscounts ?? []).map((rule) => ({
      nights: text(rule.minimumNights),
      percent: text(rule.percent),
      from: text(rule.daysBeforeArrivalFrom),
      to: text(rule.daysBeforeArrivalTo),
    })),
  };
}

export function DiscountsForm() {
  const { listing } = useEditor();
  const client = useApolloClient();
  const t = useIntl().formatMessage;
  const save = useSectionSave();
  const [values, setValues] = useState<DiscountValues>(() => discountValues(listing));
  if (!listing) return null;
  const e = save.errors;
  const optional = (label: string) => t(OPTIONAL, { label });

  const fields = [
    'weeklyDiscount',
    'monthlyDiscount',
    'threeMonthDiscount',
    'lastMinuteDiscounts',
    'lengthOfStayDiscounts',
    ...values.lastMinute.flatMap((_, i) =>
      ['percent', 'daysBeforeArrivalFrom', 'daysBeforeArrivalTo'].map((name) => `lastMinuteDiscounts.${i}.${name}`),
    ),
    ...values.lengthOfStay.flatMap((_, i) =>
      ['minimumNights', 'percent', 'daysBeforeArrivalFrom', 'daysBeforeArrivalTo'].map(
        (name) => `lengthOfStayDiscounts.${i}.${name}`,
      ),
    ),
  ];

  const submit = () => {
    const read = new NumberReader({ notANumber: t(m.notANumber), notAWholeNumber: t(m.notAWholeNumber) });
    const input: ListingDiscountsInput = {
      weeklyDiscount: read.whole('weeklyDiscount', values.weeklyDiscount),
      monthlyDiscount: read.whole('monthlyDiscount', values.monthlyDiscount),
      threeMonthDiscount: read.whole('threeMonthDiscount', values.threeMonthDiscount),
      lastMinuteDiscounts: values.lastMinute.map((row, i) => ({
        percent: read.whole(`lastMinuteDiscounts.${i}.percent`, row.percent),
        daysBeforeArrivalFrom: read.whole(`lastMinuteDiscounts.${i}.daysBeforeArrivalFrom`, row.from),
        daysBeforeArrivalTo: read.whole(`lastMinuteDiscounts.${i}.daysBeforeArrivalTo`, row.to),
      })),
      lengthOfStayDiscounts: values.lengthOfStay.map((row, i) => ({
        minimumNights: read.whole(`lengthOfStayDiscounts.${i}.minimumNights`, row.nights),
        percent: read.whole(`lengthOfStayDiscounts.${i}.percent`, row.percent),
        daysBeforeArrivalFrom: read.whole(`lengthOfStayDiscounts.${i}.daysBeforeArrivalFrom`, row.from),
        daysBeforeArrivalTo: read.whole(`lengthOfStayDiscounts.${i}.daysBeforeArrivalTo`, row.to),
      })),
    };
    void save.submit({
      fields,
      check: () => read.errors,
      send: async () => {
        const { data } = await client.mutate({
          mutation: SaveListingDiscountsDocument,
          variables: { listId: listing.id, discounts: input },
        });
        return data?.saveListingDiscounts;
      },
      onSaved: (saved) => setValues(discountValues(saved)),
    });
  };

  const percent = (name: 'weeklyDiscount' | 'monthlyDiscount' | 'threeMonthDiscount', label: string) => (
    <TextField
      label={optional(label)}
      inputMode="numeric"
      value={values[name]}
      error={e[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
    />
  );

  const setLastMinute = (index: number, name: keyof LastMinuteRow, value: string) =>
    setValues((current) => ({
      ...current,
      lastMinute: current.lastMinute.map((row, i) => (i === index ? { ...row, [name]: value } : row)),
    }));
  const setStay = (index: number, name: keyof StayRow, value: string) =>
    setValues((current) => ({
      ...current,
      lengthOfStay: current.lengthOfStay.map((row, i) => (i === index ? { ...row, [name]: value } : row)),
    }));

  return (
    <SectionForm
      label={t(m.discountRules)}
      lead={t(m.discountRulesLead)}
      save={save}
      onSubmit={submit}
      submitLabel={t(m.saveDiscounts)}
    >
      <fieldset className={styles.fieldset}>
        <legend>{t(m.legendDiscounts)}</legend>
        <div className={styles.grid}>
          {percent('weeklyDiscount', t(m.weeklyDiscount))}
          {percent('monthlyDiscount', t(m.monthlyDiscount))}
          {percent('threeMonthDiscount', t(m.threeMonthDiscount))}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t(m.legendLastMinute)}</legend>
        {e.lastMinuteDiscounts && <p className={styles.alertLine}>{e.lastMinuteDiscounts}</p>}
        {values.lastMinute.map((row, i) => {
          const n = i + 1;
          const error = (name: string) => e[`lastMinuteDiscounts.${i}.${name}`];
          return (
            <div key={i} className={styles.grid}>
              <TextField
                label={t(LAST_MINUTE_PERCENT, { n })}
                inputMode="numeric"
                value={row.percent}
                error={error('percent')}
                onChange={(event) => setLastMinute(i, 'percent', event.target.value)}
              />
              <TextField
                label={t(LAST_MINUTE_FROM, { n })}
                inputMode="numeric"
                value={row.from}
                error={error('daysBeforeArrivalFrom')}
                onChange={(event) => setLastMinute(i, 'from', event.target.value)}
              />
              <TextField
                label={t(LAST_MINUTE_TO, { n })}
                inputMode="numeric"
                value={row.to}
                error={error('daysBeforeArrivalTo')}
                onChange={(event) => setLastMinute(i, 'to', event.target.value)}
              />
              <button
                type="button"
                onClick={() =>
                  setValues((current) => ({ ...current, lastMinute: current.lastMinute.filter((_, j) => j !== i) }))
                }
              >
                {t(LAST_MINUTE_REMOVE, { n })}
              </button>
            </div>
          );
        })}
        <button
          type="button"
          onClick={() =>
            setValues((current) => ({
              ...current,
              lastMinute: [...current.lastMinute, { percent: '', from: '', to: '' }],
            }))
          }
        >
          {t(m.lastMinuteAdd)}
        </button>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t(m.legendLengthOfStay)}</legend>
        {e.lengthOfStayDiscounts && <p className={styles.alertLine}>{e.lengthOfStayDiscounts}</p>}
        {values.lengthOfStay.map((row, i) => {
          const n = i + 1;
          const error = (name: string) => e[`lengthOfStayDiscounts.${i}.${name}`];
          return (
            <div key={i} className={styles.grid}>
              <TextField
                label={t(STAY_NIGHTS, { n })}
                inputMode="numeric"
                value={row.nights}
                error={error('minimumNights')}
                onChange={(event) => setStay(i, 'nights', event.target.value)}
              />
              <TextField
                label={t(STAY_PERCENT, { n })}
                inputMode="numeric"
                value={row.percent}
                error={error('percent')}
                onChange={(event) => setStay(i, 'percent', event.target.value)}
              />
              <TextField
                label={optional(t(STAY_FROM, { n }))}
                inputMode="numeric"
                value={row.from}
                error={error('daysBeforeArrivalFrom')}
                onChange={(event) => setStay(i, 'from', event.target.value)}
              />
              <TextField
                label={optional(t(STAY_TO, { n }))}
                inputMode="numeric"
                value={row.to}
                error={error('daysBeforeArrivalTo')}
                onChange={(event) => setStay(i, 'to', event.target.value)}
              />
              <button
                type="button"
                onClick={() =>
                  setValues((current) => ({
                    ...current,
                    lengthOfStay: current.lengthOfStay.filter((_, j) => j !== i),
                  }))
                }
              >
                {t(STAY_REMOVE, { n })}
              </button>
            </div>
          );
        })}
        <button
          type="button"
          onClick={() =>
            setValues((current) => ({
              ...current,
              lengthOfStay: [...current.lengthOfStay, { nights: '', percent: '', from: '', to: '' }],
            }))
          }
        >
          {t(m.stayAdd)}
        </button>
      </fieldset>
    </SectionForm>
  );
}
