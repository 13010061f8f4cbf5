// /user/payout (spec 000 §2, issue 18 item 1, decision 0059): her payout methods, the default marked, another made
// the default, and removal after she confirms it; the server's refusal (the default while others exist, her only
// method while stays await payout) shown in its words. Methods recorded offline say that no money is sent to them.
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import {
  PayoutMethodsDocument,
  RemovePayoutDocument,
  SetDefaultPayoutDocument,
  type PayoutMethodFactsFragment,
} from '../../gen/graphql';
import { payoutMessages as m } from '../../i18n/areas/payouts';
import { MemberScreen, unreadState } from '../member-screen';
import type { ScreenProps } from '../screen';
import styles from '../booking/booking.module.css';

const STATUS_TEXT = { verified: m.statusVerified, pending: m.statusPending, failed: m.statusFailed } as const;

export default function PayoutPage({ screen }: ScreenProps) {
  return <MemberScreen screen={screen}>{() => <PayoutMethods />}</MemberScreen>;
}

function PayoutMethods() {
  const t = useIntl().formatMessage;
  const read = useQuery(PayoutMethodsDocument, { fetchPolicy: 'cache-and-network' });
  const [setDefault] = useMutation(SetDefaultPayoutDocument, { refetchQueries: [PayoutMethodsDocument] });
  const [remove] = useMutation(RemovePayoutDocument, { refetchQueries: [PayoutMethodsDocument] });
  const [confirming, setConfirming] = useState<number | null>(null);
  const [said, setSaid] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);

  // a co-host or the reserved account is refused by the server in its words (spec 000 §6): no retry would help
  const refusal = CombinedGraphQLErrors.is(read.error)
    ? read.error.errors.find((entry) => entry.extensions?.code === 'FORBIDDEN')
    : undefined;
  if (refusal)
    return (
      <p role="alert" className={styles.refusal}>
        {refusal.message}
      </p>
    );
  const unread = unreadState(read, m);
  if (unread) return unread;
  const methods = read.data?.getPayouts ?? [];

  const answered = (answer: { status: string; errorMessage?: string | null } | undefined, done: string) =>
    setSaid(
      answer?.status === 'success'
        ? { kind: 'status', text: done }
        : { kind: 'alert', text: answer?.errorMessage ?? t(m.failed) },
    );
  const act = async (
    run: () => Promise<{ status: string; errorMessage?: string | null } | undefined>,
    done: string,
  ) => {
    try {
      answered(await run(), done);
    } catch {
      setSaid({ kind: 'alert', text: t(m.failed) });
    }
  };

  return (
    <>
      <p className={styles.hint}>{t(m.intro)}</p>
      {said && (
        <p role={said.kind} className={said.kind === 'alert' ? styles.refusal : styles.notice}>
          {said.text}
        </p>
      )}
      {methods.some((method) => method.provider === 'offline') && <p className={styles.notice}>{t(m.offline)}</p>}
      {methods.length === 0 ? (
        <p>{t(m.none)}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t(m.method)}</th>
              <th scope="col">{t(m.details)}</th>
              <th scope="col">{t(m.status)}</th>
              <th scope="col">{t(m.currency)}</th>
              <th scope="col">{t(m.remove)}</th>
            </tr>
          </thead>
          <tbody>
            {methods.map((method) => (
              <MethodRow
                key={method.id}
                method={method}
                confirming={confirming === method.id}
                onMakeDefault={() =>
                  void act(
                    async () => (await setDefault({ variables: { id: method.id } })).data?.setDefaultPayout,
                    t(m.defaultChanged),
                  )
                }
                onAskRemove={() => setConfirming(method.id)}
                onKeep={() => setConfirming(null)}
                onRemove={() => {
                  setConfirming(null);
                  void act(
                    async () => (await remove({ variables: { id: method.id } })).data?.removePayout,
                    t(m.removed),
                  );
                }}
              />
            ))}
          </tbody>
        </table>
      )}
      <div className={styles.actions}>
        <Link className="button" to="/user/addpayout">
          {t(m.add)}
        </Link>
      </div>
    </>
  );
}

function MethodRow({
  method,
  confirming,
  onMakeDefault,
  onAskRemove,
  onKeep,
  onRemove,
}: {
  method: PayoutMethodFactsFragment;
  confirming: boolean;
  onMakeDefault: () => void;
  onAskRemove: () => void;
  onKeep: () => void;
  onRemove: () => void;
}) {
  const t = useIntl().formatMessage;
  const status = STATUS_TEXT[method.status as keyof typeof STATUS_TEXT];
  return (
    <tr>
      <td>
        {method.payEmail}
        {method.default && <strong> · {t(m.isDefault)}</strong>}
      </td>
      <td>
        {method.holderName} · {method.country}
      </td>
      <td>{status ? t(status) : method.status}</td>
      <td>{method.currency}</td>
      <td>
        {confirming ? (
          <span role="group" aria-label={t(m.confirmRemove)}>
            {t(m.confirmRemove)}{' '}
            <button type="button" className="button" onClick={onRemove}>
              {t(m.confirmYes)}
            </button>{' '}
            <button type="button" className="button" onClick={onKeep}>
              {t(m.confirmNo)}
            </button>
          </span>
        ) : (
          <>
            {!method.default && (
              <button type="button" className="button" onClick={onMakeDefault}>
                {t(m.makeDefault)}
              </button>
            )}{' '}
            <button type="button" className="button" onClick={onAskRemove}>
              {t(m.remove)}
            </button>
          </>
        )}
      </td>
    </tr>
  );
}
