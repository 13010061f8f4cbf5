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
      <RuleRows
        legend={t(m.legendLastMinute)}
        field="lastMinuteDiscounts"
        rows={values.lastMinute}
        errors={e}
        columns={[
          { key: 'percent', field: 'percent', label: (n) => t(LAST_MINUTE_PERCENT, { n }) },
          { key: 'from', field: 'daysBeforeArrivalFrom', label: (n) => t(LAST_MINUTE_FROM, { n }) },
          { key: 'to', field: 'daysBeforeArrivalTo', label: (n) => t(LAST_MINUTE_TO, { n }) },
        ]}
        emptyRow={{ percent: '', from: '', to: '' }}
        removeLabel={(n) => t(LAST_MINUTE_REMOVE, { n })}
        addLabel={t(m.lastMinuteAdd)}
        onChange={(lastMinute) => setValues((current) => ({ ...current, lastMinute: lastMinute(current.lastMinute) }))}
      />
      <RuleRows
        legend={t(m.legendLengthOfStay)}
        field="lengthOfStayDiscounts"
        rows={values.lengthOfStay}
        errors={e}
        columns={[
          { key: 'nights', field: 'minimumNights', label: (n) => t(STAY_NIGHTS, { n }) },
          { key: 'percent', field: 'percent', label: (n) => t(STAY_PERCENT, { n }) },
          { key: 'from', field: 'daysBeforeArrivalFrom', label: (n) => optional(t(STAY_FROM, { n })) },
          { key: 'to', field: 'daysBeforeArrivalTo', label: (n) => optional(t(STAY_TO, { n })) },
        ]}
        emptyRow={{ nights: '', percent: '', from: '', to: '' }}
        removeLabel={(n) => t(STAY_REMOVE, { n })}
        addLabel={t(m.stayAdd)}
        onChange={(lengthOfStay) =>
          setValues((current) => ({ ...current, lengthOfStay: lengthOfStay(current.lengthOfStay) }))
        }
      />
    </SectionForm>
  );
}

interface RuleColumn<Row> {
  key: keyof Row & string;
  /** The server's name of the field in the row, as its errors name it (`{field}.{index}.{name}`). */
  field: string;
  /** The field's label for row `n` (from 1). */
  label: (n: number) => string;
}

/** A repeatable list of discount rules: a row of numeric fields each, with its remove button, and an add button. */
function RuleRows<Row extends Record<string, string>>(props: {
  legend: string;
  /** The list's field name: its own error shows above the rows, each row's below its fields. */
  field: string;
  rows: Row[];
  errors: Record<string, string>;
  columns: RuleColumn<Row>[];
  emptyRow: Row;
  removeLabel: (n: number) => string;
  addLabel: string;
  /** Called with the change to make to the rows as they are when it is applied. */
  onChange: (change: (rows: Row[]) => Row[]) => void;
}) {
  const { field, errors, onChange } = props;
  const setCell = (index: number, key: keyof Row, value: string) =>
    onChange((rows) => rows.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
  return (
    <fieldset className={styles.fieldset}>
      <legend>{props.legend}</legend>
      {errors[field] && <p className={styles.alertLine}>{errors[field]}</p>}
      {props.rows.map((row, i) => (
        <div key={i} className={styles.grid}>
          {props.columns.map((column) => (
            <TextField
              key={column.key}
              label={column.label(i + 1)}
              inputMode="numeric"
              value={row[column.key]}
              error={errors[`${field}.${i}.${column.field}`]}
              onChange={(event) => setCell(i, column.key, event.target.value)}
            />
          ))}
          <button type="button" onClick={() => onChange((rows) => rows.filter((_, j) => j !== i))}>
            {props.removeLabel(i + 1)}
          </button>
        </div>
      ))}
      <button type="button" onClick={() => onChange((rows) => [...rows, props.emptyRow])}>
        {props.addLabel}
      </button>
    </fieldset>
  );
}
