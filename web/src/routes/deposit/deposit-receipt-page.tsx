// /users/securityfee/receipt/{reservationId} (spec 000 §2, decision 0056): a stay's security deposit for its guest and
// its host: what was held, the host's claim and its reason, spec 001 §4's claim status (claimed, no claim) and refund
// status (pending, completed), what came back to the guest and what the host kept, and the offline provider's notice
// when no money moved. While the host may claim (a completed stay, within 7 days after check-out, no claim yet) it
// holds her claim form; the server decides and answers in its words.
import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { formatMoney } from '../../currency/format-money';
import {
  ClaimSecurityDepositDocument,
  SecurityDepositReceiptDocument,
  type SecurityDepositFactsFragment,
  type SecurityDepositReceiptQuery,
} from '../../gen/graphql';
import { depositMessages as d } from '../../i18n/areas/deposits';
import type { ScreenProps } from '../screen';
import { ReservationCard, ReservationScreen } from '../trips/reservation-screen';
import styles from '../booking/booking.module.css';

type Reservation = NonNullable<SecurityDepositReceiptQuery['reservation']>;

// messages with values, typed loosely as the other receipts do
const HELD: MessageDescriptor = d.held;
const CLAIM_UNTIL: MessageDescriptor = d.claimUntil;
const CLAIM_AMOUNT: MessageDescriptor = d.claimAmount;

export default function DepositReceiptPage({ screen }: ScreenProps) {
  return (
    <ReservationScreen screen={screen} document={SecurityDepositReceiptDocument}>
      {(reservation) => <DepositOf reservation={reservation} />}
    </ReservationScreen>
  );
}

function DepositOf({ reservation }: { reservation: Reservation }) {
  const t = useIntl().formatMessage;
  // the claim's answer replaces the deposit as first read, so the page shows where it now stands
  const [answered, setAnswered] = useState<SecurityDepositFactsFragment | null>(null);
  const deposit = answered ?? reservation.securityDeposit;

  return (
    <ReservationCard title={reservation.listingTitle} reservation={reservation}>
      {answered && (
        <p role="status" className={styles.notice}>
          {t(d.claimSent)}
        </p>
      )}
      {deposit?.held ? (
        <DepositFacts deposit={deposit} timeZone={reservation.timeZone} onClaimed={setAnswered} />
      ) : (
        <p>{t(d.notHeld)}</p>
      )}
    </ReservationCard>
  );
}

function DepositFacts({
  deposit,
  timeZone,
  onClaimed,
}: {
  deposit: SecurityDepositFactsFragment;
  timeZone: string;
  onClaimed: (deposit: SecurityDepositFactsFragment) => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const money = (amount: number) => formatMoney(amount, deposit.currency, intl.locale);
  const claimed = deposit.claimStatus === 'claimed';
  const settled = deposit.bondRefundStatus === 'completed';
  return (
    <>
      <p>
        <strong>{t(HELD, { amount: money(deposit.amount) })}</strong>
      </p>
      <p className={styles.hint}>{t(d.heldNote)}</p>
      <table className={styles.table}>
        <tbody>
          <tr>
            <th scope="row">{t(d.claimStatus)}</th>
            <td>{claimed ? t(d.claimed) : t(d.noClaim)}</td>
          </tr>
          {claimed && deposit.claimedFee !== null && deposit.claimedFee !== undefined && (
            <tr>
              <th scope="row">{t(d.claimedFee)}</th>
              <td>{money(deposit.claimedFee)}</td>
            </tr>
          )}
          {claimed && deposit.reason && (
            <tr>
              <th scope="row">{t(d.reason)}</th>
              <td>{deposit.reason}</td>
            </tr>
          )}
          <tr>
            <th scope="row">{t(d.refundStatus)}</th>
            <td>{settled ? t(d.completed) : t(d.pending)}</td>
          </tr>
          {settled && (
            <>
              <tr>
                <th scope="row">{t(d.refunded)}</th>
                <td>{money(deposit.guestBondRefund)}</td>
              </tr>
              <tr>
                <th scope="row">{t(d.keptForHost)}</th>
                <td>{money(deposit.hostBondPayout)}</td>
              </tr>
            </>
          )}
        </tbody>
      </table>
      {claimed && !deposit.claimDecision && <p role="note">{t(d.underReview)}</p>}
      {deposit.claimDecision === 'approved' && <p>{t(d.approved)}</p>}
      {deposit.claimDecision === 'refused' && <p>{t(d.refused)}</p>}
      {deposit.paymentNotice && (
        <p className={styles.notice} role="note">
          {deposit.paymentNotice}
        </p>
      )}
      {deposit.canClaim && <ClaimForm deposit={deposit} timeZone={timeZone} onClaimed={onClaimed} />}
    </>
  );
}

function ClaimForm({
  deposit,
  timeZone,
  onClaimed,
}: {
  deposit: SecurityDepositFactsFragment;
  timeZone: string;
  onClaimed: (deposit: SecurityDepositFactsFragment) => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [claim, claiming] = useMutation(ClaimSecurityDepositDocument);
  // the last instant of the window, shown as the day it ends on the home's clock
  const lastDay = intl.formatDate(new Date(Date.parse(deposit.claimDeadline) - 1), { timeZone, dateStyle: 'medium' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { data } = await claim({
      variables: { id: deposit.reservationId, claimedFee: amount.trim(), reason },
    }).catch(() => ({ data: undefined }));
    const answer = data?.claimSecurityDeposit;
    if (answer?.status === 200 && answer.securityDeposit) {
      setRefusal(null);
      onClaimed(answer.securityDeposit);
    } else setRefusal(answer?.errorMessage ?? t(d.claimFailed));
  }

  return (
    <section aria-labelledby={`${id}-claim`}>
      <h3 id={`${id}-claim`}>{t(d.claimHeading)}</h3>
      <p className={styles.hint}>{t(CLAIM_UNTIL, { date: lastDay })}</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)}>
        <label>
          {t(CLAIM_AMOUNT, {
            currency: deposit.currency,
            max: formatMoney(deposit.amount, deposit.currency, intl.locale),
          })}
          <input
            type="text"
            inputMode="decimal"
            required
            value={amount}
            aria-invalid={refusal !== null}
            onChange={(event) => setAmount(event.target.value)}
          />
        </label>
        <label>
          {t(d.claimReason)}
          <textarea
            rows={4}
            required
            maxLength={1000}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </label>
        {refusal && (
          <p role="alert" className={styles.refusal}>
            {refusal}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={claiming.loading}>
          {t(d.claimSubmit)}
        </button>
      </form>
    </section>
  );
}
