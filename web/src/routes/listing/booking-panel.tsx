// The booking panel of the listing page (issue 16 item 5, decision 0047): dates at the home, guests by kind with
// infants, pets and Booking Protection; every change asks the server for its quote (quoteStay), whose lines, total
// and refusals are shown as it words them, with a price split-up dialog. Once the latest choice is priced, the button
// goes to /book/{listId}?quote={id}&guests=…&pets=… with the stored quote's id: the amounts are never the browser's.
import { useMutation } from '@apollo/client/react';
import { useId, useRef, useState } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { Modal } from '../../auth/modal';
import { useSession } from '../../auth/session';
import { formatMoney } from '../../currency/format-money';
import { QuoteStayDocument, type QuoteStayMutation, type QuoteStayMutationVariables } from '../../gen/graphql';
import { bookingPanelMessages as m } from '../../i18n/areas/booking';
import styles from './booking-panel.module.css';

type StayQuote = QuoteStayMutation['quoteStay'];
type QuoteLine = StayQuote['lines'][number];
type Guests = QuoteStayMutationVariables['guests'];
type GuestKind = keyof Guests;

const GUEST_KINDS: readonly { kind: GuestKind; label: MessageDescriptor }[] = [
  { kind: 'women', label: m.women },
  { kind: 'men', label: m.men },
  { kind: 'children', label: m.children },
  { kind: 'others', label: m.others },
  { kind: 'infants', label: m.infants },
];

const LINE_LABELS: Record<string, MessageDescriptor> = {
  nights: m.lineNights,
  'extra-guests': m.lineExtraGuests,
  'weekly-discount': m.lineWeeklyDiscount,
  'monthly-discount': m.lineMonthlyDiscount,
  'three-month-discount': m.lineThreeMonthDiscount,
  'length-of-stay-discount': m.lineLengthOfStayDiscount,
  'last-minute-discount': m.lineLastMinuteDiscount,
  cleaning: m.lineCleaning,
  'pet-fee': m.linePetFee,
  tax: m.lineTax,
  'service-fee': m.lineServiceFee,
  'booking-protection': m.lineBookingProtection,
};

const PROTECTION_YES: MessageDescriptor = m.protectionYes;
const DEPOSIT: MessageDescriptor = m.deposit;
const HOME_CURRENCY: MessageDescriptor = m.homeCurrency;
const YOUR_CURRENCY: MessageDescriptor = m.yourCurrency;
const CONVERTED: MessageDescriptor = m.converted;

const percentText = (intl: IntlShape, percent: number | null | undefined) =>
  intl.formatNumber((percent ?? 0) / 100, { style: 'percent', maximumFractionDigits: 2 });

/** A line as she reads it: worded from its kind in her language, the server's English when the kind is new. */
function lineLabel(intl: IntlShape, line: QuoteLine): string {
  const descriptor = LINE_LABELS[line.kind];
  if (!descriptor) return line.label;
  return intl.formatMessage(descriptor, { count: line.count ?? 0, percent: percentText(intl, line.percent) });
}

const signed = (intl: IntlShape, amount: number, currency: string, deducted: boolean) =>
  `${deducted ? '−' : ''}${formatMoney(amount, currency, intl.locale)}`;

/** Today at the home ('YYYY-MM-DD'), the earliest check-in the date fields offer. */
function todayAt(timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      new Date(),
    );
  } catch {
    return new Date().toISOString().slice(0, 10);
  }
}

interface Choice {
  checkIn: string;
  checkOut: string;
  guests: Guests;
  pets: number;
  bookingProtection: boolean | null;
}

const count = (value: string) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 ? number : 0;
};

export function BookingPanel({
  listId,
  timeZone,
  instantBook,
}: {
  listId: number;
  timeZone: string;
  instantBook: boolean;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const navigate = useNavigate();
  const location = useLocation();
  const { account } = useSession();
  const id = useId();
  const [choice, setChoice] = useState<Choice>({
    checkIn: '',
    checkOut: '',
    guests: { women: 1, men: 0, children: 0, others: 0, infants: 0 },
    pets: 0,
    bookingProtection: null,
  });
  const [quote, setQuote] = useState<StayQuote | null>(null);
  const [pricing, setPricing] = useState(false);
  const [failed, setFailed] = useState(false);
  const [protectionMissing, setProtectionMissing] = useState(false);
  const [splitUpOpen, setSplitUpOpen] = useState(false);
  const [quoteStay] = useMutation(QuoteStayDocument);
  // Only the answer to the latest question is shown: an earlier one arriving late is dropped.
  const asked = useRef(0);

  async function ask(next: Choice) {
    if (!next.checkIn || !next.checkOut) {
      setQuote(null);
      return;
    }
    const question = ++asked.current;
    setPricing(true);
    setFailed(false);
    try {
      const { data } = await quoteStay({
        variables: {
          listId,
          startDate: next.checkIn,
          endDate: next.checkOut,
          guests: next.guests,
          pets: next.pets,
          bookingProtection: next.bookingProtection,
        },
      });
      if (question !== asked.current) return;
      setQuote(data?.quoteStay ?? null);
      setFailed(!data);
    } catch {
      if (question === asked.current) setFailed(true);
    } finally {
      if (question === asked.current) setPricing(false);
    }
  }

  const change = (update: Partial<Choice>) => {
    const next = { ...choice, ...update };
    setChoice(next);
    if (update.bookingProtection !== undefined) setProtectionMissing(false);
    void ask(next);
  };

  const book = () => {
    if (!account) {
      void navigate(`/login?refer=${encodeURIComponent(`${location.pathname}${location.search}`)}`);
      return;
    }
    if (choice.bookingProtection === null) {
      setProtectionMissing(true);
      return;
    }
    if (pricing || !quote?.id) return;
    // The guests travel with the quote, so /book can price an expired quote again with one click.
    const { women, men, children, others, infants } = choice.guests;
    const query = new URLSearchParams({
      quote: quote.id,
      guests: [women, men, children, others, infants].join(','),
      pets: String(choice.pets),
    });
    void navigate(`/book/${listId}?${query.toString()}`);
  };

  const today = todayAt(timeZone);
  const priced = quote && !quote.errorMessage ? quote : null;
  const converted = priced && priced.displayCurrency !== priced.currency;

  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {t(m.heading)}
      </h2>
      <div className={styles.dates}>
        <label>
          {t(m.checkIn)}
          <input
            type="date"
            min={today}
            value={choice.checkIn}
            onChange={(event) => change({ checkIn: event.target.value })}
          />
        </label>
        <label>
          {t(m.checkOut)}
          <input
            type="date"
            min={choice.checkIn || today}
            value={choice.checkOut}
            onChange={(event) => change({ checkOut: event.target.value })}
          />
        </label>
      </div>
      <fieldset className={styles.guests}>
        <legend>{t(m.guests)}</legend>
        {GUEST_KINDS.map(({ kind, label }) => (
          <label key={kind}>
            {t(label)}
            <input
              type="number"
              inputMode="numeric"
              min={0}
              max={1000}
              value={choice.guests[kind]}
              onChange={(event) => change({ guests: { ...choice.guests, [kind]: count(event.target.value) } })}
            />
          </label>
        ))}
        <label>
          {t(m.pets)}
          <input
            type="number"
            inputMode="numeric"
            min={0}
            max={1000}
            value={choice.pets}
            onChange={(event) => change({ pets: count(event.target.value) })}
          />
        </label>
        <p className={styles.hint}>{t(m.infantsHint)}</p>
      </fieldset>
      <fieldset className={styles.protection} aria-describedby={`${id}-coverage`}>
        <legend>{t(m.protectionHeading)}</legend>
        <label>
          <input
            type="radio"
            name={`${id}-protection`}
            checked={choice.bookingProtection === true}
            onChange={() => change({ bookingProtection: true })}
          />
          {t(PROTECTION_YES, { percent: percentText(intl, quote?.bookingProtectionPercent ?? 7) })}
        </label>
        <label>
          <input
            type="radio"
            name={`${id}-protection`}
            checked={choice.bookingProtection === false}
            onChange={() => change({ bookingProtection: false })}
          />
          {t(m.protectionNo)}
        </label>
        <p id={`${id}-coverage`} className={styles.hint}>
          {t(m.protectionCoverage)}
        </p>
      </fieldset>

      <div className={styles.quote} aria-live="polite">
        {!choice.checkIn || !choice.checkOut ? (
          <p className={styles.hint}>{t(m.chooseDates)}</p>
        ) : pricing && !quote ? (
          <p role="status">{t(m.pricing)}</p>
        ) : failed ? (
          <p role="alert">{t(m.quoteFailed)}</p>
        ) : quote?.errorMessage ? (
          <p role="alert" className={styles.refusal}>
            {quote.errorMessage}
          </p>
        ) : priced ? (
          <>
            <ul className={styles.lines} aria-busy={pricing}>
              {priced.lines.map((line) => (
                <li key={line.kind}>
                  <span>{lineLabel(intl, line)}</span>
                  <span>{signed(intl, line.displayAmount, priced.displayCurrency!, line.deducted)}</span>
                </li>
              ))}
              <li className={styles.total}>
                <span>{t(m.total)}</span>
                <span>{formatMoney(priced.displayTotal, priced.displayCurrency!, intl.locale)}</span>
              </li>
            </ul>
            {priced.securityDeposit > 0 && (
              <p className={styles.hint}>
                {t(DEPOSIT, {
                  amount: formatMoney(priced.displaySecurityDeposit, priced.displayCurrency!, intl.locale),
                })}
              </p>
            )}
            <button type="button" className="button button--quiet" onClick={() => setSplitUpOpen(true)}>
              {t(m.splitUp)}
            </button>
          </>
        ) : null}
      </div>

      {protectionMissing && (
        <p role="alert" className={styles.refusal}>
          {t(m.protectionRequired)}
        </p>
      )}
      <button
        type="button"
        className="button button--primary"
        disabled={!!account && (pricing || !priced?.id)}
        onClick={book}
      >
        {!account ? t(m.signInToBook) : instantBook ? t(m.book) : t(m.requestToBook)}
      </button>
      {account && priced?.id && <p className={styles.hint}>{t(m.notChargedYet)}</p>}

      {splitUpOpen && priced && (
        <Modal title={t(m.splitUp)} onClose={() => setSplitUpOpen(false)}>
          <table className={styles.splitUp}>
            <thead>
              <tr>
                <th scope="col">
                  <span className={styles.visuallyHidden}>{t(m.splitUp)}</span>
                </th>
                <th scope="col">{t(HOME_CURRENCY, { currency: priced.currency })}</th>
                {converted && <th scope="col">{t(YOUR_CURRENCY, { currency: priced.displayCurrency })}</th>}
              </tr>
            </thead>
            <tbody>
              {priced.lines.map((line) => (
                <tr key={line.kind}>
                  <th scope="row">{lineLabel(intl, line)}</th>
                  <td>{signed(intl, line.amount, priced.currency!, line.deducted)}</td>
                  {converted && <td>{signed(intl, line.displayAmount, priced.displayCurrency!, line.deducted)}</td>}
                </tr>
              ))}
              <tr className={styles.total}>
                <th scope="row">{t(m.total)}</th>
                <td>{formatMoney(priced.total, priced.currency!, intl.locale)}</td>
                {converted && <td>{formatMoney(priced.displayTotal, priced.displayCurrency!, intl.locale)}</td>}
              </tr>
            </tbody>
          </table>
          {converted && <p className={styles.hint}>{t(CONVERTED, { currency: priced.currency })}</p>}
        </Modal>
      )}
    </section>
  );
}
