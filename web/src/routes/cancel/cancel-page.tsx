// /cancel/{reservationId}/{guest|host} (spec 000 §2, issue 17 item 2, decision 0055): the stay, its cancellation policy
// and what cancelling now gives back and pays, as the server computes it, shown BEFORE she confirms; the 'started' or
// 'starting' wording of spec 001 §4; a zero payout said in words. Confirming sends the amounts she was shown: when they
// changed meanwhile (a deadline passed) the server refuses and the page shows the new ones to confirm again.
import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useParams } from 'react-router';
import { formatMoney } from '../../currency/format-money';
import {
  CancellationPreviewDocument,
  CancelReservationDocument,
  type CancellationStayFragment,
  type CancellationTermsFieldsFragment,
  type CancelSide,
} from '../../gen/graphql';
import { cancellationMessages } from '../../i18n/areas/cancellation';
import { cancellationPolicyTexts } from '../../i18n/spec-texts';
import styles from '../booking/booking.module.css';
import { formatDay, formatInstantAt } from '../booking/quote-lines';
import { MemberScreen, unreadState } from '../member-screen';
import type { ScreenProps } from '../screen';

/** Plain descriptors: several of these texts take values. */
const m: Record<keyof typeof cancellationMessages, MessageDescriptor> = cancellationMessages;

const SIDES: readonly CancelSide[] = ['guest', 'host'];
const isSide = (type: string | undefined): type is CancelSide => SIDES.includes(type as CancelSide);

const POLICY_NAMES: Record<string, MessageDescriptor> = cancellationPolicyTexts;

export default function CancelPage({ screen }: ScreenProps) {
  return <MemberScreen screen={screen}>{() => <Cancellation />}</MemberScreen>;
}

function Cancellation() {
  const t = useIntl().formatMessage;
  const params = useParams();
  const reservationId = Number(params.reservationId);
  const side = isSide(params.type) ? params.type : null;
  const valid = side !== null && Number.isSafeInteger(reservationId) && reservationId > 0;
  const read = useQuery(CancellationPreviewDocument, {
    variables: { reservationId, type: side ?? 'guest' },
    skip: !valid,
    fetchPolicy: 'network-only',
  });
  if (!valid) return <p role="alert">{t(m.loadFailed)}</p>;
  const pending = unreadState(read, cancellationMessages);
  if (pending) return pending;
  const answer = read.data?.cancellationPreview;
  if (!answer?.reservation || !answer.terms)
    return (
      <>
        <p role="alert">{answer?.errorMessage ?? t(m.loadFailed)}</p>
        <BackLink side={side} />
      </>
    );
  return <CancelForm side={side} stay={answer.reservation} shown={answer.terms} />;
}

function BackLink({ side }: { side: CancelSide }) {
  const t = useIntl().formatMessage;
  return side === 'guest' ? (
    <Link to="/trips/upcoming">{t(m.backToTrips)}</Link>
  ) : (
    <Link to="/reservation/upcoming">{t(m.backToReservations)}</Link>
  );
}

type Outcome = { kind: 'done' | 'requested' | 'changed' | 'refused'; text: string };

function CancelForm({
  side,
  stay,
  shown,
}: {
  side: CancelSide;
  stay: CancellationStayFragment;
  shown: CancellationTermsFieldsFragment;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const [terms, setTerms] = useState(shown);
  const [message, setMessage] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [cancel, cancelling] = useMutation(CancelReservationDocument);
  const money = (amount: number) => formatMoney(amount, terms.currency, intl.locale);
  const finished = outcome?.kind === 'done' || outcome?.kind === 'requested';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { data } = await cancel({
      variables: {
        reservationId: stay.id,
        type: side,
        message: message.trim() || null,
        expectedRefund: terms.refund,
        expectedPayout: terms.hostPayout,
      },
    }).catch(() => ({ data: undefined }));
    const answer = data?.cancelReservation;
    if (!answer) return setOutcome({ kind: 'refused', text: t(m.failed) });
    if (answer.status === 200 && answer.reservation && answer.terms) {
      setTerms(answer.terms);
      const status = answer.reservation.statusLabel;
      return setOutcome(
        answer.terms.kind === 'request'
          ? { kind: 'requested', text: t(m.requested, { status }) }
          : { kind: 'done', text: t(m.done, { status, refund: money(answer.terms.refund) }) },
      );
    }
    if (answer.terms) {
      setTerms(answer.terms);
      return setOutcome({ kind: 'changed', text: `${answer.errorMessage ?? ''} ${t(m.changed)}`.trim() });
    }
    setOutcome({ kind: 'refused', text: answer.errorMessage ?? t(m.failed) });
  }

  const date = formatDay(intl, stay.checkIn);
  const title = stay.listingTitle;
  const opening =
    side === 'guest'
      ? t(terms.startDayPassed ? m.started : m.starting, { title, date })
      : t(terms.startDayPassed ? m.hostStarted : m.hostStarting, { name: stay.guest.firstName, title, date });
  const policyName = POLICY_NAMES[terms.policy] ? t(POLICY_NAMES[terms.policy]!) : terms.policy;
  const refundRows: [MessageDescriptor, number][] = [
    [m.refundStay, terms.refundStay],
    [m.refundCleaning, terms.refundCleaning],
    [m.refundTax, terms.refundTax],
    [m.refundServiceFee, terms.refundServiceFee],
    [m.refundProtection, terms.refundBookingProtection],
    [m.refundDeposit, terms.refundDeposit],
  ];

  return (
    <article className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p>{opening}</p>
      <p>
        {t(m.nights, {
          checkIn: formatDay(intl, stay.checkIn),
          checkOut: formatDay(intl, stay.checkOut),
          count: stay.nights,
        })}
      </p>
      <p>
        {t(m.policy, { policy: policyName })}{' '}
        <Link to={`/cancellation-policies/${terms.policy}`}>{t(m.policyLink)}</Link>
      </p>
      <p className={styles.hint}>
        {t(m.deadline, { time: formatInstantAt(intl, terms.refundDeadline, stay.timeZone) })}
      </p>
      <dl className={styles.facts} aria-label={t(m.refund)}>
        <dt>{t(m.paid)}</dt>
        <dd>{money(terms.paid)}</dd>
        <dt>
          <strong>{t(m.refund)}</strong>
        </dt>
        <dd>
          <strong data-testid="cancel-refund">{money(terms.refund)}</strong>
        </dd>
        {refundRows
          .filter(([, amount]) => amount > 0)
          .map(([label, amount]) => (
            <FactRow key={label.id} label={t(label)} value={money(amount)} />
          ))}
        <dt>
          <strong>{t(m.payout)}</strong>
        </dt>
        <dd>
          <strong data-testid="cancel-payout">{money(terms.hostPayout)}</strong>
        </dd>
      </dl>
      {terms.hostPayout === 0 && <p>{side === 'host' ? t(m.hostZeroPayout) : t(m.zeroPayout)}</p>}
      {terms.kind === 'request' && <p className={styles.hint}>{t(m.requestNote)}</p>}
      {outcome && (
        <p
          role={finished ? 'status' : 'alert'}
          className={finished ? styles.notice : styles.refusal}
          data-testid="cancel-outcome"
        >
          {outcome.text}
        </p>
      )}
      {finished ? (
        <BackLink side={side} />
      ) : (
        <form className={styles.form} onSubmit={(event) => void submit(event)}>
          <label>
            {t(m.message)}
            <textarea rows={3} maxLength={1000} value={message} onChange={(event) => setMessage(event.target.value)} />
          </label>
          <div className={styles.actions}>
            <button type="submit" className="button button--primary" disabled={cancelling.loading}>
              {terms.kind === 'request' ? t(m.confirmRequest) : t(m.confirm)}
            </button>
            <BackLink side={side} />
          </div>
        </form>
      )}
    </article>
  );
}

function FactRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt className={styles.hint}>{label}</dt>
      <dd className={styles.hint}>{value}</dd>
    </>
  );
}
