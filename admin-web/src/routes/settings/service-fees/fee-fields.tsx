// The guest fee, the host fee and the currency of fixed fees, as both service fee screens edit them (decision 0053):
// checked here with stay-rules' fee rules before anything is sent, with the same sentences the server answers.
import { checkServiceFees, SERVICE_FEE_TYPES, type ServiceFeesInput } from '@golightly/stay-rules';
import { ADMIN_TEXTS } from '../../../texts';
import { Field, TextField } from '../../../ui/form-layout';
import formStyles from '../../../ui/form.module.css';
import styles from './service-fees.module.css';

export type FeeValues = ServiceFeesInput;
export type FeeProblems = Partial<Record<string, string>>;

/** The order a refusal's first field takes the focus in. */
export const FEE_FIELD_ORDER = ['guestType', 'guestValue', 'hostType', 'hostValue', 'currency'] as const;

export const feeValuesOf = (fees: {
  guestType: string;
  guestValue: number;
  hostType: string;
  hostValue: number;
  currency: string;
}): FeeValues => ({
  guestType: fees.guestType,
  guestValue: String(fees.guestValue),
  hostType: fees.hostType,
  hostValue: String(fees.hostValue),
  currency: fees.currency,
});

/** Each field's problem by the shared rules; empty when the fees may be sent. */
export function feeProblems(values: FeeValues): FeeProblems {
  const check = checkServiceFees(values);
  return check.ok ? {} : Object.fromEntries(check.errors.map((error) => [error.field, error.message]));
}

/** The server's field errors by field. */
export const problemsOf = (fieldErrors: readonly { field: string; message: string }[]): FeeProblems =>
  Object.fromEntries(fieldErrors.map((error) => [error.field, error.message]));

const TYPE_LABELS: Record<(typeof SERVICE_FEE_TYPES)[number], string> = {
  percentage: ADMIN_TEXTS.feeTypePercentage,
  fixed: ADMIN_TEXTS.feeTypeFixed,
};

const DECIMAL = { inputMode: 'decimal' } as const;

function FeeSide({
  side,
  label,
  values,
  problems,
  onChange,
}: {
  side: 'guest' | 'host';
  label: string;
  values: FeeValues;
  problems: FeeProblems;
  onChange(change: Partial<FeeValues>): void;
}) {
  const typeId = `${side}Type` as const;
  const valueId = `${side}Value` as const;
  return (
    <fieldset className={styles.fieldset}>
      <legend>{label}</legend>
      <div className={formStyles.fieldRow}>
        <Field id={typeId} label={ADMIN_TEXTS.feeType(label)} error={problems[typeId]}>
          <select
            id={typeId}
            className={formStyles.input}
            name={typeId}
            value={values[typeId]}
            aria-invalid={problems[typeId] ? true : undefined}
            onChange={(event) => onChange({ [typeId]: event.target.value })}
          >
            {SERVICE_FEE_TYPES.map((type) => (
              <option key={type} value={type}>
                {TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </Field>
        <TextField
          id={valueId}
          label={ADMIN_TEXTS.feeValue(label)}
          hint={values[typeId] === 'percentage' ? '%' : values.currency}
          value={values[valueId]}
          onChange={(value) => onChange({ [valueId]: value })}
          error={problems[valueId]}
          inputProps={DECIMAL}
        />
      </div>
    </fieldset>
  );
}

/** The five fields; `currencies` are the codes the club offers (the stored one kept even if withdrawn since). */
export function FeeFields({
  values,
  problems,
  currencies,
  onChange,
}: {
  values: FeeValues;
  problems: FeeProblems;
  currencies: readonly string[];
  onChange(change: Partial<FeeValues>): void;
}) {
  const offered = currencies.includes(values.currency) ? currencies : [values.currency, ...currencies];
  return (
    <>
      <FeeSide side="guest" label={ADMIN_TEXTS.guestFee} values={values} problems={problems} onChange={onChange} />
      <FeeSide side="host" label={ADMIN_TEXTS.hostFee} values={values} problems={problems} onChange={onChange} />
      <Field id="currency" label={ADMIN_TEXTS.feeCurrency} hint={ADMIN_TEXTS.feeCurrencyHint} error={problems.currency}>
        <select
          id="currency"
          className={formStyles.input}
          name="currency"
          value={values.currency}
          aria-invalid={problems.currency ? true : undefined}
          onChange={(event) => onChange({ currency: event.target.value })}
        >
          {offered.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </Field>
    </>
  );
}
