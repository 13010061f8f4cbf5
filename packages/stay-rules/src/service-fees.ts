// The checks of the club's service fees (spec 000 §3 "Guest/host service fee", "Property service fee"; decisions 0047
// and 0053): each side a percentage of the stay (0 to 100) or a fixed amount once per stay (0 to 1,000,000, in the
// fees' currency), never negative, at most two decimals. bookings-payments enforces them and the admin app marks a
// field with the same sentence before it sends anything.

export const SERVICE_FEE_TYPES = ['percentage', 'fixed'] as const;
export type ServiceFeeType = (typeof SERVICE_FEE_TYPES)[number];

/** The largest percentage fee. */
export const SERVICE_FEE_PERCENT_MAX = 100;
/** The largest fixed fee, in whole units of its currency. */
export const SERVICE_FEE_FIXED_MAX = 1_000_000;

export const SERVICE_FEE_TEXTS = {
  typeRequired: 'Choose a percentage or a fixed amount.',
  valueRequired: 'Enter the fee: 0 or more.',
  valueFormat: 'Enter the fee as a number of 0 or more, with at most two decimals.',
  percentTooHigh: `A percentage fee is at most ${SERVICE_FEE_PERCENT_MAX}.`,
  fixedTooHigh: `A fixed fee is at most ${SERVICE_FEE_FIXED_MAX.toLocaleString('en')}.`,
  currencyRequired: 'Choose the currency a fixed fee is charged in.',
  currencyNotOffered: 'The club does not offer this currency.',
  listIdRequired: 'Enter the listing number.',
  nothingSaved: 'Nothing was saved: please correct the fields marked.',
} as const;

/** The fees as the admin's form sends them: values as decimal text, as typed. */
export interface ServiceFeesInput {
  guestType: string;
  guestValue: string;
  hostType: string;
  hostValue: string;
  currency: string;
}

/** Fees that passed the checks: values as canonical decimal text ("12", "12.5"), the currency upper case. */
export interface CheckedServiceFees {
  guestType: ServiceFeeType;
  guestValue: string;
  hostType: ServiceFeeType;
  hostValue: string;
  currency: string;
}

export type ServiceFeeField = keyof ServiceFeesInput;

export interface ServiceFeeFieldError {
  field: ServiceFeeField;
  message: string;
}

export type ServiceFeesCheck = { ok: true; value: CheckedServiceFees } | { ok: false; errors: ServiceFeeFieldError[] };

const DECIMAL = /^\d{1,7}(\.\d{1,2})?$/;
const isFeeType = (type: string): type is ServiceFeeType => (SERVICE_FEE_TYPES as readonly string[]).includes(type);

/** "012.50" → "12.5": the value as Postgres' trim_scale prints it back, so a save that changes nothing is seen so. */
function canonical(text: string): string {
  const [whole = '0', fraction = ''] = text.split('.');
  const digits = whole.replace(/^0+(?=\d)/, '');
  const decimals = fraction.replace(/0+$/, '');
  return decimals ? `${digits}.${decimals}` : digits;
}

/** The sentence refusing one side's value, or null when it is a fee of that type. */
function valueProblem(type: ServiceFeeType | null, text: string): string | null {
  const value = text.trim();
  if (value === '') return SERVICE_FEE_TEXTS.valueRequired;
  if (!DECIMAL.test(value)) return SERVICE_FEE_TEXTS.valueFormat;
  if (type === 'percentage' && Number(value) > SERVICE_FEE_PERCENT_MAX) return SERVICE_FEE_TEXTS.percentTooHigh;
  if (type === 'fixed' && Number(value) > SERVICE_FEE_FIXED_MAX) return SERVICE_FEE_TEXTS.fixedTooHigh;
  return null;
}

/**
 * Checks the guest and host fee and the currency. The currency is required (fixed fees are stated in it; the
 * server also checks the club offers it); every problem is answered, each on its field.
 */
export function checkServiceFees(input: ServiceFeesInput): ServiceFeesCheck {
  const errors: ServiceFeeFieldError[] = [];
  const guestType = isFeeType(input.guestType) ? input.guestType : null;
  const hostType = isFeeType(input.hostType) ? input.hostType : null;
  if (!guestType) errors.push({ field: 'guestType', message: SERVICE_FEE_TEXTS.typeRequired });
  const guestProblem = valueProblem(guestType, input.guestValue);
  if (guestProblem) errors.push({ field: 'guestValue', message: guestProblem });
  if (!hostType) errors.push({ field: 'hostType', message: SERVICE_FEE_TEXTS.typeRequired });
  const hostProblem = valueProblem(hostType, input.hostValue);
  if (hostProblem) errors.push({ field: 'hostValue', message: hostProblem });
  const currency = input.currency.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) errors.push({ field: 'currency', message: SERVICE_FEE_TEXTS.currencyRequired });
  if (errors.length > 0 || !guestType || !hostType) return { ok: false, errors };
  return {
    ok: true,
    value: {
      guestType,
      guestValue: canonical(input.guestValue.trim()),
      hostType,
      hostValue: canonical(input.hostValue.trim()),
      currency,
    },
  };
}
