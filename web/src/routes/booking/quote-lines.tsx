// A stay's priced lines as the server sends them (decision 0047), worded from each line's kind in her language; the
// server's English label is kept for a kind this app does not know yet.
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { formatMoney } from '../../currency/format-money';
import { bookingPanelMessages as panel, bookingScreenMessages as m } from '../../i18n/areas/booking';
import styles from './booking.module.css';

export interface QuoteLine {
  kind: string;
  label: string;
  amount: number;
  displayAmount: number;
  deducted: boolean;
  count?: number | null;
  percent?: number | null;
}

const LINE_LABELS: Record<string, MessageDescriptor> = {
  nights: panel.lineNights,
  'extra-guests': panel.lineExtraGuests,
  'weekly-discount': panel.lineWeeklyDiscount,
  'monthly-discount': panel.lineMonthlyDiscount,
  'three-month-discount': panel.lineThreeMonthDiscount,
  'length-of-stay-discount': panel.lineLengthOfStayDiscount,
  'last-minute-discount': panel.lineLastMinuteDiscount,
  cleaning: panel.lineCleaning,
  'pet-fee': panel.linePetFee,
  'special-price': panel.lineSpecialPrice,
  'counter-offer': panel.lineCounterOffer,
  tax: panel.lineTax,
  'service-fee': panel.lineServiceFee,
  'booking-protection': panel.lineBookingProtection,
};

export const percentText = (intl: IntlShape, percent: number | null | undefined) =>
  intl.formatNumber((percent ?? 0) / 100, { style: 'percent', maximumFractionDigits: 2 });

export function lineLabel(intl: IntlShape, line: QuoteLine): string {
  const descriptor = LINE_LABELS[line.kind];
  if (!descriptor) return line.label;
  return intl.formatMessage(descriptor, { count: line.count ?? 0, percent: percentText(intl, line.percent) });
}

export const signedMoney = (intl: IntlShape, amount: number, currency: string, deducted: boolean) =>
  `${deducted ? '−' : ''}${formatMoney(amount, currency, intl.locale)}`;

/** The lines and total in her display currency, as a list. */
export function QuoteLines({
  lines,
  displayCurrency,
  displayTotal,
}: {
  lines: readonly QuoteLine[];
  displayCurrency: string;
  displayTotal: number;
}) {
  const intl = useIntl();
  return (
    <ul className={styles.lines} aria-label={intl.formatMessage(m.priceDetails)}>
      {lines.map((line) => (
        <li key={line.kind}>
          <span>{lineLabel(intl, line)}</span>
          <span>{signedMoney(intl, line.displayAmount, displayCurrency, line.deducted)}</span>
        </li>
      ))}
      <li className={styles.total}>
        <span>{intl.formatMessage(m.total)}</span>
        <span>{formatMoney(displayTotal, displayCurrency, intl.locale)}</span>
      </li>
    </ul>
  );
}

/** A YYYY-MM-DD day as she reads dates (the day itself, whatever her clock's zone). */
export function formatDay(intl: IntlShape, day: string): string {
  return intl.formatDate(`${day}T12:00:00Z`, { timeZone: 'UTC', dateStyle: 'medium' });
}

/** An instant on the home's clock, as she reads times. */
export function formatInstantAt(intl: IntlShape, iso: string, timeZone: string): string {
  try {
    return intl.formatDate(iso, { timeZone, dateStyle: 'medium', timeStyle: 'short' });
  } catch {
    return intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  }
}
