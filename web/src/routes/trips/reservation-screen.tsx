// The frame of a page about one of her reservations, /users/trips/{receipt,itinerary}/{reservationId}: the title, the
// member-only gate, and the reservation of the address read afresh, with its loading, failure (retry) and not-found
// states said once for every such page.
import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { bookingScreenMessages as m } from '../../i18n/areas/booking';
import { PageTitle } from '../../layout/page-title';
import { MemberOnly } from '../profile/member-only';
import type { ScreenProps } from '../screen';
import styles from '../booking/booking.module.css';

type ReservationDocument<R> = TypedDocumentNode<{ reservation?: R | null }, { id: number }>;

export function ReservationScreen<R>({
  screen,
  document,
  children,
}: ScreenProps & { document: ReservationDocument<R>; children: (reservation: R) => ReactNode }) {
  const t = useIntl().formatMessage;
  return (
    <main className={styles.page}>
      <PageTitle title={t(screen.title)} />
      <h1>{t(screen.title)}</h1>
      <MemberOnly>{() => <LoadedReservation document={document}>{children}</LoadedReservation>}</MemberOnly>
    </main>
  );
}

function LoadedReservation<R>({
  document,
  children,
}: {
  document: ReservationDocument<R>;
  children: (reservation: R) => ReactNode;
}) {
  const t = useIntl().formatMessage;
  const id = Number(useParams().reservationId);
  const { data, loading, error, refetch } = useQuery(document, {
    variables: { id },
    skip: !Number.isInteger(id),
    fetchPolicy: 'network-only',
  });
  if (loading && !data) return <p role="status">{t(m.loading)}</p>;
  if (error && !data)
    return (
      <div className={styles.actions}>
        <p role="alert">{t(m.loadFailed)}</p>
        <button type="button" className="button" onClick={() => void refetch()}>
          {t(m.retry)}
        </button>
      </div>
    );
  const reservation = data?.reservation;
  if (!reservation) return <p role="alert">{t(m.notFound)}</p>;
  return children(reservation);
}
