// The guest's trips (/trips/{type}) and the host's reservations (/reservation/{type}): current, upcoming and previous
// stays with spec 001 §4's status labels as the server gives them, and what each side may do next (decision 0048's
// table): the host accepts or declines a request, pre-approves an inquiry, answers a special price or makes a
// counter-offer; the guest pays, books what was offered, or answers a counter-offer. Each answer is shown with its
// message: the new status, or the server's refusal in its words.
import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, NavLink, useNavigate } from 'react-router';
import { Modal } from '../../auth/modal';
import { formatMoney } from '../../currency/format-money';
import {
  AcceptCounterOfferDocument,
  AcceptReservationDocument,
  ApproveSpecialPriceDocument,
  BookReservationOfferDocument,
  DeclineCounterOfferDocument,
  DeclineReservationDocument,
  DeclineSpecialPriceDocument,
  HostReservationsDocument,
  MyTripsDocument,
  PreApproveReservationDocument,
  SendCounterOfferDocument,
  WithdrawReservationDocument,
  type ReservationAnswerFragment,
  type ReservationListType,
  type ReservationSummaryFragment,
} from '../../gen/graphql';
import { bookingPanelMessages as panel, bookingScreenMessages as m } from '../../i18n/areas/booking';
import { cancellationMessages } from '../../i18n/areas/cancellation';
import { formatDay, formatInstantAt } from '../booking/quote-lines';
import styles from '../booking/booking.module.css';
import { DepositLink } from '../deposit/deposit-link';
import { WriteReviewLink } from '../reviews/write-review-link';
import { ThreadLink } from '../messages/thread-link';

export type Side = 'guest' | 'host';
export const LIST_TYPES: readonly ReservationListType[] = ['current', 'upcoming', 'previous'];
const TAB_LABELS: Record<ReservationListType, MessageDescriptor> = {
  current: m.current,
  upcoming: m.upcoming,
  previous: m.previous,
};

const STAY_DATES: MessageDescriptor = m.stayDates;
const NIGHTS: MessageDescriptor = panel.lineNights;
const GUEST_COUNT: MessageDescriptor = m.guestCount;
const CODE: MessageDescriptor = m.confirmationCode;
const GUEST_IS: MessageDescriptor = m.guestIs;
const HOST_IS: MessageDescriptor = m.hostIs;
const ANSWER_BY: MessageDescriptor = m.answerBy;
const GUEST_MESSAGE: MessageDescriptor = m.guestMessage;
const SPECIAL_PRICE: MessageDescriptor = m.specialPriceAsked;
const COUNTER_OFFER: MessageDescriptor = m.counterOfferIs;
const REASON_IS: MessageDescriptor = m.reasonIs;
const DONE: MessageDescriptor = m.actionDone;
const DECLINE_HEADING: MessageDescriptor = m.declineHeading;
const COUNTER_PRICE: MessageDescriptor = m.counterOfferPrice;

/** Statuses waiting for the guest's card: the payment screen takes it from there. */
const AWAITING_PAYMENT = new Set(['pending', 'intantBooking', 'approved']);
/** The host's yes to an inquiry or a price: the guest may book it within its window. */
const OFFERED = new Set(['preApproved', 'specialPriceHostAccepted', 'specialPriceGuestAccepted']);
/** What the host has not answered yet: the guest may withdraw it (decision 0055). */
const WITHDRAWABLE = new Set(['pending', 'requestToBook', 'inquiry', 'specialPriceInquiry']);
/** A stay that is hers: the receipt and the itinerary are open. */
const BOOKED = new Set(['confirmed', 'completed', 'cancellationRequested', 'requestToBook', 'approved']);

export const listPath = (side: Side, type: ReservationListType) =>
  side === 'guest' ? `/trips/${type}` : `/reservation/${type}`;

export const isListType = (type: string | undefined): type is ReservationListType =>
  LIST_TYPES.includes(type as ReservationListType);

type Notice = { kind: 'done' | 'refused'; text: string };

export function ReservationList({ side, type }: { side: Side; type: ReservationListType }) {
  const t = useIntl().formatMessage;
  const [notice, setNotice] = useState<Notice | null>(null);
  const guest = useQuery(MyTripsDocument, { variables: { type }, skip: side !== 'guest', fetchPolicy: 'network-only' });
  const host = useQuery(HostReservationsDocument, {
    variables: { type },
    skip: side !== 'host',
    fetchPolicy: 'network-only',
  });
  const { loading, error, refetch } = side === 'guest' ? guest : host;
  const reservations = side === 'guest' ? guest.data?.myTrips : host.data?.hostReservations;

  const answered = (answer: ReservationAnswerFragment | undefined) => {
    if (!answer) setNotice({ kind: 'refused', text: t(m.actionFailed) });
    else if (answer.status === 200 && answer.reservation)
      setNotice({ kind: 'done', text: t(DONE, { status: answer.reservation.statusLabel }) });
    else setNotice({ kind: 'refused', text: answer.errorMessage ?? t(m.actionFailed) });
    void refetch();
  };

  return (
    <>
      <nav aria-label={t(m.tabs)} className={styles.actions}>
        {LIST_TYPES.map((listType) => (
          <NavLink key={listType} to={listPath(side, listType)} className="button button--quiet">
            {t(TAB_LABELS[listType])}
          </NavLink>
        ))}
      </nav>
      {notice && (
        <p
          role={notice.kind === 'done' ? 'status' : 'alert'}
          className={notice.kind === 'done' ? styles.notice : styles.refusal}
        >
          {notice.text}
        </p>
      )}
      {loading && !reservations && <p role="status">{t(m.loading)}</p>}
      {error && !reservations && (
        <div className={styles.actions}>
          <p role="alert">{t(m.loadFailed)}</p>
          <button type="button" className="button" onClick={() => void refetch()}>
            {t(m.retry)}
          </button>
        </div>
      )}
      {reservations && reservations.length === 0 && <p>{side === 'guest' ? t(m.noTrips) : t(m.noReservations)}</p>}
      {reservations && reservations.length > 0 && (
        <ul className={styles.lines}>
          {reservations.map((reservation) => (
            <li key={reservation.id}>
              <ReservationCard reservation={reservation} side={side} onAnswer={answered} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

const guestTotal = (guests: ReservationSummaryFragment['guests']) =>
  guests.women + guests.men + guests.children + guests.others;

function ReservationCard({
  reservation,
  side,
  onAnswer,
}: {
  reservation: ReservationSummaryFragment;
  side: Side;
  onAnswer: (answer: ReservationAnswerFragment | undefined) => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const money = (amount: number) => formatMoney(amount, reservation.currency, intl.locale);
  const other = side === 'guest' ? reservation.host : reservation.guest;
  return (
    <article className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{reservation.listingTitle}</h2>
      <p>
        <strong>{reservation.statusLabel}</strong>
      </p>
      <p>
        {t(STAY_DATES, {
          checkIn: formatDay(intl, reservation.checkIn),
          checkOut: formatDay(intl, reservation.checkOut),
        })}
        {' · '}
        {t(NIGHTS, { count: reservation.nights })}
        {' · '}
        {t(GUEST_COUNT, { count: guestTotal(reservation.guests) })}
      </p>
      <p className={styles.hint}>
        {t(side === 'guest' ? HOST_IS : GUEST_IS, { name: other.firstName })}
        {' · '}
        {t(CODE, { code: reservation.confirmationCode })}
        {' · '}
        {money(reservation.total)}
      </p>
      {reservation.message && <p>{t(GUEST_MESSAGE, { message: reservation.message })}</p>}
      {reservation.specialPrice !== null && reservation.specialPrice !== undefined && (
        <p>{t(SPECIAL_PRICE, { amount: money(reservation.specialPrice) })}</p>
      )}
      {reservation.counterOffer !== null && reservation.counterOffer !== undefined && (
        <p>{t(COUNTER_OFFER, { amount: money(reservation.counterOffer) })}</p>
      )}
      {reservation.declineReason && <p>{t(REASON_IS, { reason: reservation.declineReason })}</p>}
      {reservation.expiresAt && (
        <p className={styles.hint}>
          {t(ANSWER_BY, { time: formatInstantAt(intl, reservation.expiresAt, reservation.timeZone) })}
        </p>
      )}
      <ThreadLink threadId={reservation.threadId} side={side} />
      {side === 'host' ? (
        <HostActions reservation={reservation} onAnswer={onAnswer} />
      ) : (
        <GuestActions reservation={reservation} onAnswer={onAnswer} />
      )}
    </article>
  );
}

export function GuestActions({
  reservation,
  onAnswer,
}: {
  reservation: ReservationSummaryFragment;
  onAnswer: (answer: ReservationAnswerFragment | undefined) => void;
}) {
  const t = useIntl().formatMessage;
  const navigate = useNavigate();
  const variables = { id: reservation.id };
  const [bookOffer, booking] = useMutation(BookReservationOfferDocument);
  const [acceptOffer, accepting] = useMutation(AcceptCounterOfferDocument);
  const [declineOffer, declining] = useMutation(DeclineCounterOfferDocument);
  const [withdraw, withdrawing] = useMutation(WithdrawReservationDocument);
  const [declineOpen, setDeclineOpen] = useState(false);
  const status = reservation.status;

  async function book() {
    const answer = (await bookOffer({ variables }).catch(() => ({ data: undefined }))).data?.bookReservationOffer;
    onAnswer(answer);
    if (answer?.status === 200) void navigate(`/payment/${reservation.id}`);
  }

  return (
    <div className={styles.actions}>
      {AWAITING_PAYMENT.has(status) && (
        <Link className="button button--primary" to={`/payment/${reservation.id}`}>
          {t(m.payNow)}
        </Link>
      )}
      {OFFERED.has(status) && (
        <button type="button" className="button button--primary" disabled={booking.loading} onClick={() => void book()}>
          {t(m.bookOffer)}
        </button>
      )}
      {status === 'specialPriceHostRequest' && (
        <>
          <button
            type="button"
            className="button button--primary"
            disabled={accepting.loading}
            onClick={() =>
              void acceptOffer({ variables })
                .catch(() => ({ data: undefined }))
                .then(({ data }) => onAnswer(data?.acceptCounterOffer))
            }
          >
            {t(m.acceptCounterOffer)}
          </button>
          <button type="button" className="button" onClick={() => setDeclineOpen(true)}>
            {t(m.declineCounterOffer)}
          </button>
        </>
      )}
      {BOOKED.has(status) && (
        <>
          <Link to={`/users/trips/receipt/${reservation.id}`}>{t(m.viewReceipt)}</Link>
          <Link to={`/users/trips/itinerary/${reservation.id}`}>{t(m.viewItinerary)}</Link>
        </>
      )}
      {status === 'confirmed' && (
        <Link to={`/cancel/${reservation.id}/guest`}>{t(cancellationMessages.cancelLink)}</Link>
      )}
      {WITHDRAWABLE.has(status) && (
        <button
          type="button"
          className="button"
          disabled={withdrawing.loading}
          onClick={() =>
            void withdraw({ variables })
              .catch(() => ({ data: undefined }))
              .then(({ data }) => onAnswer(data?.withdrawReservation))
          }
        >
          {t(cancellationMessages.withdraw)}
        </button>
      )}
      {status === 'completed' && <WriteReviewLink reservationId={reservation.id} />}
      {status === 'completed' && <DepositLink reservationId={reservation.id} />}
      {declineOpen && (
        <DeclineDialog
          title={reservation.listingTitle}
          busy={declining.loading}
          onClose={() => setDeclineOpen(false)}
          onDecline={async (reason) => {
            const { data } = await declineOffer({ variables: { ...variables, reason } }).catch(() => ({
              data: undefined,
            }));
            setDeclineOpen(false);
            onAnswer(data?.declineCounterOffer);
          }}
        />
      )}
    </div>
  );
}

export function HostActions({
  reservation,
  onAnswer,
}: {
  reservation: ReservationSummaryFragment;
  onAnswer: (answer: ReservationAnswerFragment | undefined) => void;
}) {
  const t = useIntl().formatMessage;
  const variables = { id: reservation.id };
  const [accept, accepting] = useMutation(AcceptReservationDocument);
  const [decline, declining] = useMutation(DeclineReservationDocument);
  const [preApprove, preApproving] = useMutation(PreApproveReservationDocument);
  const [approvePrice, approving] = useMutation(ApproveSpecialPriceDocument);
  const [declinePrice, decliningPrice] = useMutation(DeclineSpecialPriceDocument);
  const [declineOpen, setDeclineOpen] = useState(false);
  const [counterOpen, setCounterOpen] = useState(false);
  const status = reservation.status;
  const specialPrice = status === 'specialPriceInquiry';
  const canDecline = status === 'requestToBook' || status === 'inquiry' || specialPrice;

  return (
    <div className={styles.actions}>
      {status === 'completed' && <WriteReviewLink reservationId={reservation.id} />}
      {status === 'completed' && <DepositLink reservationId={reservation.id} />}
      {status === 'confirmed' && (
        <Link to={`/cancel/${reservation.id}/host`}>{t(cancellationMessages.cancelLink)}</Link>
      )}
      {status === 'requestToBook' && (
        <button
          type="button"
          className="button button--primary"
          disabled={accepting.loading}
          onClick={() =>
            void accept({ variables })
              .catch(() => ({ data: undefined }))
              .then(({ data }) => onAnswer(data?.acceptReservation))
          }
        >
          {t(m.accept)}
        </button>
      )}
      {status === 'inquiry' && (
        <button
          type="button"
          className="button button--primary"
          disabled={preApproving.loading}
          onClick={() =>
            void preApprove({ variables })
              .catch(() => ({ data: undefined }))
              .then(({ data }) => onAnswer(data?.preApproveReservation))
          }
        >
          {t(m.preApprove)}
        </button>
      )}
      {specialPrice && (
        <button
          type="button"
          className="button button--primary"
          disabled={approving.loading}
          onClick={() =>
            void approvePrice({ variables })
              .catch(() => ({ data: undefined }))
              .then(({ data }) => onAnswer(data?.approveSpecialPrice))
          }
        >
          {t(m.approveSpecialPrice)}
        </button>
      )}
      {(status === 'inquiry' || specialPrice) && (
        <button type="button" className="button" onClick={() => setCounterOpen((open) => !open)}>
          {t(m.counterOffer)}
        </button>
      )}
      {canDecline && (
        <button type="button" className="button" onClick={() => setDeclineOpen(true)}>
          {specialPrice ? t(m.declineSpecialPrice) : t(m.decline)}
        </button>
      )}
      {counterOpen && (
        <CounterOfferForm reservation={reservation} onAnswer={onAnswer} onDone={() => setCounterOpen(false)} />
      )}
      {declineOpen && (
        <DeclineDialog
          title={reservation.listingTitle}
          busy={declining.loading || decliningPrice.loading}
          onClose={() => setDeclineOpen(false)}
          onDecline={async (reason) => {
            const answer = specialPrice
              ? (await declinePrice({ variables: { ...variables, reason } }).catch(() => ({ data: undefined }))).data
                  ?.declineSpecialPrice
              : (await decline({ variables: { ...variables, reason } }).catch(() => ({ data: undefined }))).data
                  ?.declineReservation;
            setDeclineOpen(false);
            onAnswer(answer);
          }}
        />
      )}
    </div>
  );
}

function CounterOfferForm({
  reservation,
  onAnswer,
  onDone,
}: {
  reservation: ReservationSummaryFragment;
  onAnswer: (answer: ReservationAnswerFragment | undefined) => void;
  onDone: () => void;
}) {
  const t = useIntl().formatMessage;
  const [price, setPrice] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [send, sending] = useMutation(SendCounterOfferDocument);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const amount = Number(price);
    if (!Number.isFinite(amount) || amount <= 0) return setInvalid(true);
    setInvalid(false);
    const { data } = await send({ variables: { id: reservation.id, price: amount } }).catch(() => ({
      data: undefined,
    }));
    onAnswer(data?.sendCounterOffer);
    if (data?.sendCounterOffer.status === 200) onDone();
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)}>
      <label>
        {t(COUNTER_PRICE, { currency: reservation.currency })}
        <input
          type="number"
          inputMode="decimal"
          min="0"
          step="any"
          value={price}
          aria-invalid={invalid}
          onChange={(event) => setPrice(event.target.value)}
        />
      </label>
      {invalid && (
        <p role="alert" className={styles.refusal}>
          {t(m.priceInvalid)}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={sending.loading}>
        {t(m.sendCounterOffer)}
      </button>
    </form>
  );
}

function DeclineDialog({
  title,
  busy,
  onClose,
  onDecline,
}: {
  title: string;
  busy: boolean;
  onClose: () => void;
  onDecline: (reason: string | null) => Promise<void>;
}) {
  const t = useIntl().formatMessage;
  const [reason, setReason] = useState('');
  return (
    <Modal title={t(DECLINE_HEADING, { title })} onClose={onClose}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void onDecline(reason.trim() || null);
        }}
      >
        <label>
          {t(m.reason)}
          <textarea rows={3} maxLength={1000} value={reason} onChange={(event) => setReason(event.target.value)} />
        </label>
        <div className={styles.actions}>
          <button type="submit" className="button button--primary" disabled={busy}>
            {t(m.confirmDecline)}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t(m.cancel)}
          </button>
        </div>
      </form>
    </Modal>
  );
}
