// /payment/{reservationId} (spec 000 §2, issue 16 item 5, decisions 0049 and 0052): the order she pays her reservation
// with and the pay form. With the offline provider of the embedded default: a card number (Stripe's test numbers
// decide what happens) and its notice 'Offline payment: no money moved.'. With Stripe and a publishable key: Stripe
// Elements (stripe-card-form), whose payment method the server confirms; without a key the page says it cannot take
// cards. Her bank's 3-D Secure question is answered here (Stripe.js's check, or the offline stand-in, then
// confirmPaymentOrder); a payment still processing is shown as such and looked at again every few seconds, for up to
// 5 minutes (spec 001 §9: the server ends it then); a refusal is the server's.
import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useParams } from 'react-router';
import { formatMoney } from '../../currency/format-money';
import {
  ConfirmPaymentOrderDocument,
  PaymentOrderDocument,
  PayOrderDocument,
  ReservationPaymentDocument,
  type PaymentOrderFieldsFragment,
  type ReservationPaymentQuery,
} from '../../gen/graphql';
import { bookingScreenMessages as m } from '../../i18n/areas/booking';
import { LoadFailed, MemberScreen, unreadState } from '../member-screen';
import type { ScreenProps } from '../screen';
import { formatDay } from './quote-lines';
import { StripeBankCheck, StripeCardForm } from './stripe-card-form';
import styles from './booking.module.css';

type Reservation = NonNullable<ReservationPaymentQuery['reservation']>;

const AMOUNT_DUE: MessageDescriptor = m.amountDue;
const PAY_BY: MessageDescriptor = m.payBy;
const PAY: MessageDescriptor = m.pay;
const STAY_DATES: MessageDescriptor = m.stayDates;

/** How often a processing payment is looked at again; the server ends one still processing after 5 minutes. */
const PROCESSING_POLL_MS = 5_000;

/** An amount in minor units as a decimal of its currency (its own exponent: 2 for EUR, 0 for JPY, 3 for KWD). */
export function majorOf(amountMinor: number, currency: string): number {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits;
  return amountMinor / 10 ** (digits ?? 2);
}

export default function PaymentPage({ screen }: ScreenProps) {
  return <MemberScreen screen={screen}>{() => <ReservationPayment />}</MemberScreen>;
}

function ReservationPayment() {
  const t = useIntl().formatMessage;
  const reservationId = Number(useParams().reservationId);
  const read = useQuery(ReservationPaymentDocument, {
    variables: { reservationId },
    skip: !Number.isInteger(reservationId),
    fetchPolicy: 'network-only',
  });
  const pending = unreadState(read);
  if (pending) return pending;
  const reservation = read.data?.reservation;
  if (!reservation) return <p role="alert">{t(m.notFound)}</p>;
  if (!reservation.paymentOrderId) return <p>{t(m.noPayment)}</p>;
  return <OrderPayment reservation={reservation} orderId={reservation.paymentOrderId} />;
}

function OrderPayment({ reservation, orderId }: { reservation: Reservation; orderId: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const { data, loading, error, refetch } = useQuery(PaymentOrderDocument, {
    variables: { id: orderId },
    fetchPolicy: 'network-only',
  });
  const order = data?.paymentOrder;
  const processing = order?.status === 'processing';
  // While the provider decides, the order is read again until it says (the server gives up after 5 minutes).
  useQuery(PaymentOrderDocument, {
    variables: { id: orderId },
    skip: !processing,
    pollInterval: PROCESSING_POLL_MS,
    fetchPolicy: 'network-only',
  });
  if (loading && !data) return <p role="status">{t(m.loading)}</p>;
  if (error && !data) return <LoadFailed retry={() => void refetch()} />;
  if (!order) return <p role="alert">{t(m.notFound)}</p>;
  const amount = formatMoney(majorOf(order.amountMinor, order.currency), order.currency, intl.locale);

  return (
    <div className={styles.layout}>
      <section className={styles.card} aria-labelledby={`${id}-order`}>
        <h2 id={`${id}-order`}>{reservation.listingTitle}</h2>
        <p>
          {t(STAY_DATES, {
            checkIn: formatDay(intl, reservation.checkIn),
            checkOut: formatDay(intl, reservation.checkOut),
          })}
        </p>
        <p>
          <strong>{t(AMOUNT_DUE, { amount })}</strong>
        </p>
        {order.receiptNotice && (
          <p className={styles.notice} role="note">
            {order.receiptNotice}
          </p>
        )}
      </section>
      <section className={styles.card} aria-live="polite">
        <PaymentStep order={order} reservation={reservation} amount={amount} onCheck={() => void refetch()} />
      </section>
    </div>
  );
}

function PaymentStep({
  order,
  reservation,
  amount,
  onCheck,
}: {
  order: PaymentOrderFieldsFragment;
  reservation: Reservation;
  amount: string;
  onCheck: () => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [answer, setAnswer] = useState<string | null>(null);
  const [confirmPayment, confirming] = useMutation(ConfirmPaymentOrderDocument);

  async function confirm() {
    setAnswer(null);
    const { data } = await confirmPayment({ variables: { id: order.id } }).catch(() => ({ data: undefined }));
    if (!data) return setAnswer(t(m.payFailed));
    setAnswer(data.confirmPaymentOrder.success ? null : data.confirmPaymentOrder.message);
  }

  const afterwards = (
    <p className={styles.actions}>
      <Link to="/trips/upcoming">{t(m.yourTrips)}</Link>
      <Link to={`/users/trips/receipt/${reservation.id}`}>{t(m.viewReceipt)}</Link>
    </p>
  );

  switch (order.status) {
    case 'requires_payment':
      return (
        <>
          <p className={styles.hint}>
            {t(PAY_BY, { deadline: intl.formatDate(order.deadline, { timeStyle: 'short' }) })}
          </p>
          {order.message && (
            <p role="alert" className={styles.refusal}>
              {order.message}
            </p>
          )}
          {order.provider === 'offline' ? (
            <OfflineCardForm orderId={order.id} amount={amount} />
          ) : order.publishableKey ? (
            <StripeCardForm order={order} publishableKey={order.publishableKey} amount={amount} />
          ) : (
            <p role="alert">{t(m.stripeUnavailable)}</p>
          )}
        </>
      );
    case 'requires_action':
      return (
        <>
          <h2>{t(m.secureHeading)}</h2>
          <p>{t(m.secureText)}</p>
          {order.provider === 'stripe' && order.publishableKey ? (
            <StripeBankCheck orderId={order.id} publishableKey={order.publishableKey} />
          ) : (
            <OfflineBankCheck answer={answer} confirming={confirming.loading} confirm={() => void confirm()} />
          )}
        </>
      );
    case 'processing':
      return (
        <>
          <p role="status">{order.message ?? t(m.processing)}</p>
          <button type="button" className="button" onClick={onCheck}>
            {t(m.checkAgain)}
          </button>
        </>
      );
    case 'authorised':
      return (
        <>
          <p role="status">{reservation.bookingType === 'request' ? t(m.authorisedRequest) : t(m.authorised)}</p>
          {afterwards}
        </>
      );
    case 'captured':
      return (
        <>
          <p role="status">{t(m.captured)}</p>
          {afterwards}
        </>
      );
    default:
      return (
        <>
          <p role="alert">{order.message ?? t(m.closed)}</p>
          <p>
            <Link to="/trips/previous">{t(m.yourTrips)}</Link>
          </p>
        </>
      );
  }
}

/** The offline provider's form: a card number, whose test numbers decide what the provider answers. */
function OfflineCardForm({ orderId, amount }: { orderId: string; amount: string }) {
  const t = useIntl().formatMessage;
  const id = useId();
  const [card, setCard] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [payOrder, paying] = useMutation(PayOrderDocument);

  async function pay(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const { data } = await payOrder({ variables: { id: orderId, paymentMethod: card.replace(/[\s-]/g, '') } }).catch(
      () => ({ data: undefined }),
    );
    if (!data) return setRefusal(t(m.payFailed));
    // A declined card is told by the order itself (its message, shown above); only an order that is gone is told here.
    if (!data.payOrder.order) setRefusal(data.payOrder.message ?? t(m.notFound));
  }

  return (
    <form className={styles.form} onSubmit={(event) => void pay(event)}>
      <label>
        {t(m.cardNumber)}
        <input
          type="text"
          inputMode="numeric"
          autoComplete="cc-number"
          required
          value={card}
          aria-describedby={`${id}-cards`}
          onChange={(event) => setCard(event.target.value)}
        />
      </label>
      <p id={`${id}-cards`} className={styles.hint}>
        {t(m.testCards)}
      </p>
      {refusal && (
        <p role="alert" className={styles.refusal}>
          {refusal}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={paying.loading}>
        {paying.loading ? t(m.paying) : t(PAY, { amount })}
      </button>
    </form>
  );
}

/** The offline provider's stand-in for her bank: she says she confirmed, and the server reads the intent again. */
function OfflineBankCheck({
  answer,
  confirming,
  confirm,
}: {
  answer: string | null;
  confirming: boolean;
  confirm: () => void;
}) {
  const t = useIntl().formatMessage;
  return (
    <>
      {answer && (
        <p role="alert" className={styles.refusal}>
          {answer}
        </p>
      )}
      <button type="button" className="button button--primary" disabled={confirming} onClick={confirm}>
        {t(m.secureConfirm)}
      </button>
    </>
  );
}
