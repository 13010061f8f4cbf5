// /book/{hostingId}?quote={id} (spec 000 §2, issue 16 item 5): the stored quote the booking panel made, with its lines,
// the Booking Protection choice and its coverage (spec 001 §9), a message to the host, and 'Request to Book' (or
// 'Book' for an instant-book home) which makes the reservation from the quote and goes on to /payment/{id}. Amounts
// are the server's only: the browser names the quote. An expired quote is priced again with one click when the page
// knows the guests (?guests=women,men,children,others,infants&pets=n); otherwise she goes back to the home's page.
import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { formatMoney } from '../../currency/format-money';
import {
  BookStayDocument,
  InstantBookDocument,
  QuoteStayDocument,
  RequestToBookDocument,
  type BookStayQuery,
  type QuoteStayMutationVariables,
} from '../../gen/graphql';
import { bookingPanelMessages as panel, bookingScreenMessages as m } from '../../i18n/areas/booking';
import { listingPath } from '../listing/listing-url';
import { MemberScreen, unreadState } from '../member-screen';
import type { ScreenProps } from '../screen';
import { formatDay, percentText, QuoteLines } from './quote-lines';
import styles from './booking.module.css';

type Quote = NonNullable<BookStayQuery['stayQuote']>;
type Listing = NonNullable<BookStayQuery['listing']>;
type Guests = QuoteStayMutationVariables['guests'];

// Messages with values are passed as plain descriptors: react-intl's typed descriptors expect no values.
const PROTECTION_YES: MessageDescriptor = panel.protectionYes;
const STAY_DATES: MessageDescriptor = m.stayDates;
const DEPOSIT: MessageDescriptor = panel.deposit;
const NIGHTS: MessageDescriptor = panel.lineNights;

/** The guests the panel priced, when the link carries them: what a new price of the same stay needs. */
export function guestsFromLink(params: URLSearchParams): { guests: Guests; pets: number } | null {
  const parts = (params.get('guests') ?? '').split(',').map(Number);
  if (parts.length !== 5 || parts.some((n) => !Number.isInteger(n) || n < 0)) return null;
  const pets = Number(params.get('pets') ?? '0');
  const [women, men, children, others, infants] = parts as [number, number, number, number, number];
  return { guests: { women, men, children, others, infants }, pets: Number.isInteger(pets) && pets >= 0 ? pets : 0 };
}

export default function BookPage({ screen }: ScreenProps) {
  return <MemberScreen screen={screen}>{() => <BookStay />}</MemberScreen>;
}

function BookStay() {
  const t = useIntl().formatMessage;
  const { hostingId } = useParams();
  const [params] = useSearchParams();
  const listId = Number(hostingId);
  const quoteId = params.get('quote') ?? '';
  const read = useQuery(BookStayDocument, {
    variables: { quoteId, listId },
    skip: !quoteId || !Number.isInteger(listId),
    fetchPolicy: 'network-only',
  });
  const pending = unreadState(read);
  if (pending) return pending;
  const data = read.data;
  const quote = data?.stayQuote;
  const listing = data?.listing;
  if (!quote || quote.errorMessage || !listing) {
    return (
      <div className={styles.card}>
        <p role="alert">{quote?.errorMessage ?? t(m.quoteGone)}</p>
        {listing && <Link to={listingPath(listing)}>{t(m.chooseAgain)}</Link>}
      </div>
    );
  }
  return <BookingForm key={quote.id} quote={quote} listing={listing} />;
}

function BookingForm({ quote, listing }: { quote: Quote; listing: Listing }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [message, setMessage] = useState('');
  const [protectionMissing, setProtectionMissing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [expired, setExpired] = useState(() => quote.expiresAt !== null && Date.parse(quote.expiresAt) <= Date.now());
  const [requestToBook, requesting] = useMutation(RequestToBookDocument);
  const [instantBook, booking] = useMutation(InstantBookDocument);
  const [quoteStay, requoting] = useMutation(QuoteStayDocument);
  const instant = listing.bookingType === 'instant';
  const stay = guestsFromLink(params);
  const currency = quote.displayCurrency ?? quote.currency ?? 'USD';

  /** A new stored quote of the same stay (and protection choice), put in the link in place of the old one. */
  async function requote(bookingProtection: boolean | null) {
    if (!stay) return;
    setRefusal(null);
    const { data } = await quoteStay({
      variables: {
        listId: listing.id,
        startDate: quote.startDate,
        endDate: quote.endDate,
        guests: stay.guests,
        pets: stay.pets,
        bookingProtection,
      },
    }).catch(() => ({ data: undefined }));
    const fresh = data?.quoteStay;
    if (!fresh) return setRefusal(t(m.bookFailed));
    if (fresh.errorMessage || !fresh.id) return setRefusal(fresh.errorMessage ?? t(m.quoteGone));
    setExpired(false);
    const next = new URLSearchParams(params);
    next.set('quote', fresh.id);
    setParams(next, { replace: true });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (quote.bookingProtection === null || quote.bookingProtection === undefined) {
      setProtectionMissing(true);
      return;
    }
    setRefusal(null);
    const variables = { quoteId: quote.id! };
    const answer = instant
      ? (await instantBook({ variables }).catch(() => ({ data: undefined }))).data?.instantBook
      : (
          await requestToBook({ variables: { ...variables, message: message.trim() || null } }).catch(() => ({
            data: undefined,
          }))
        ).data?.requestToBook;
    if (!answer) return setRefusal(t(m.bookFailed));
    if (answer.status !== 200 || !answer.reservation) return setRefusal(answer.errorMessage ?? t(m.bookFailed));
    void navigate(`/payment/${answer.reservation.id}`);
  }

  const sending = requesting.loading || booking.loading;
  return (
    <div className={styles.layout}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-stay`}>
        <section className={styles.card} aria-labelledby={`${id}-stay`}>
          <h2 id={`${id}-stay`}>{listing.title}</h2>
          <p className={styles.hint}>{[listing.city, listing.countryName].filter(Boolean).join(', ')}</p>
          <p>
            {t(STAY_DATES, { checkIn: formatDay(intl, quote.startDate), checkOut: formatDay(intl, quote.endDate) })}
            {' · '}
            {t(NIGHTS, { count: quote.nights })}
          </p>
        </section>

        <fieldset aria-describedby={`${id}-coverage`}>
          <legend>{t(panel.protectionHeading)}</legend>
          <label>
            <input
              type="radio"
              name={`${id}-protection`}
              checked={quote.bookingProtection === true}
              disabled={!stay || requoting.loading}
              onChange={() => void requote(true)}
            />
            {t(PROTECTION_YES, { percent: percentText(intl, quote.bookingProtectionPercent) })}
          </label>
          <label>
            <input
              type="radio"
              name={`${id}-protection`}
              checked={quote.bookingProtection === false}
              disabled={!stay || requoting.loading}
              onChange={() => void requote(false)}
            />
            {t(panel.protectionNo)}
          </label>
          <p id={`${id}-coverage`} className={styles.hint}>
            {t(panel.protectionCoverage)}
          </p>
          {!stay && quote.bookingProtection === null && <Link to={listingPath(listing)}>{t(m.chooseAgain)}</Link>}
        </fieldset>

        {!instant && (
          <div className={styles.form}>
            <label>
              {t(m.messageLabel)}
              <textarea
                rows={4}
                maxLength={1000}
                value={message}
                aria-describedby={`${id}-message-hint`}
                onChange={(event) => setMessage(event.target.value)}
              />
            </label>
            <p id={`${id}-message-hint`} className={styles.hint}>
              {t(m.messageHint)}
            </p>
          </div>
        )}

        {protectionMissing && (
          <p role="alert" className={styles.refusal}>
            {t(panel.protectionRequired)}
          </p>
        )}
        {refusal && (
          <p role="alert" className={styles.refusal}>
            {refusal}
          </p>
        )}
        {expired ? (
          <div className={styles.actions}>
            <p role="alert">{t(m.quoteExpired)}</p>
            {stay ? (
              <button
                type="button"
                className="button button--primary"
                disabled={requoting.loading}
                onClick={() => void requote(quote.bookingProtection ?? null)}
              >
                {t(m.requote)}
              </button>
            ) : (
              <Link className="button button--primary" to={listingPath(listing)}>
                {t(m.chooseAgain)}
              </Link>
            )}
          </div>
        ) : (
          <div className={styles.actions}>
            <button type="submit" className="button button--primary" disabled={sending || requoting.loading}>
              {sending ? t(m.sending) : instant ? t(m.book) : t(m.requestToBook)}
            </button>
            <p className={styles.hint}>{instant ? t(m.instantNote) : t(m.requestNote)}</p>
          </div>
        )}
      </form>

      <section className={styles.card} aria-labelledby={`${id}-price`} aria-busy={requoting.loading}>
        <h2 id={`${id}-price`}>{t(m.priceDetails)}</h2>
        <QuoteLines lines={quote.lines} displayCurrency={currency} displayTotal={quote.displayTotal} />
        {quote.currency && quote.currency !== currency && (
          <p className={styles.hint}>
            {t(panel.total)}: {formatMoney(quote.total, quote.currency, intl.locale)}
          </p>
        )}
        {quote.securityDeposit > 0 && (
          <p className={styles.hint}>
            {t(DEPOSIT, { amount: formatMoney(quote.displaySecurityDeposit, currency, intl.locale) })}
          </p>
        )}
      </section>
    </div>
  );
}
