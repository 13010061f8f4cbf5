// The frame of a page about one of her reservations, /users/trips/{receipt,itinerary}/{reservationId}: the title, the
// member-only gate, and the reservation of the address read afresh, with its loading, failure (retry) and not-found
// states said once for every such page.
import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useId, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useParams } from 'react-router';
import { bookingPanelMessages as panel, bookingScreenMessages as m } from '../../i18n/areas/booking';
import { formatDay } from '../booking/quote-lines';
import { MemberScreen, unreadState } from '../member-screen';
import type { ScreenProps } from '../screen';
import styles from '../booking/booking.module.css';

// messages with values, typed loosely as elsewhere in the app
const NUMBER: MessageDescriptor = m.reservationNumber;
const CODE: MessageDescriptor = m.confirmationCode;
const STATUS: MessageDescriptor = m.status;
const STAY_DATES: MessageDescriptor = m.stayDates;
const NIGHTS: MessageDescriptor = panel.lineNights;

type ReservationDocument<R> = TypedDocumentNode<{ reservation?: R | null }, { id: number }>;

export function ReservationScreen<R>({
  screen,
  document,
  children,
}: ScreenProps & { document: ReservationDocument<R>; children: (reservation: R) => ReactNode }) {
  return (
    <MemberScreen screen={screen}>
      {() => <LoadedReservation document={document}>{children}</LoadedReservation>}
    </MemberScreen>
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
  const read = useQuery(document, {
    variables: { id },
    skip: !Number.isInteger(id),
    fetchPolicy: 'network-only',
  });
  const pending = unreadState(read);
  if (pending) return pending;
  const reservation = read.data?.reservation;
  if (!reservation) return <p role="alert">{t(m.notFound)}</p>;
  return children(reservation);
}

/** What every such page opens with: the home, where it is when known, and the stay's number, code, status and dates. */
export function ReservationCard({
  title,
  place,
  reservation,
  children,
}: {
  title: string;
  place?: string;
  reservation: {
    number: number;
    confirmationCode: string;
    statusLabel: string;
    checkIn: string;
    checkOut: string;
    nights: number;
  };
  children: ReactNode;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  return (
    <article className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {place && <p className={styles.hint}>{place}</p>}
      <dl className={styles.facts}>
        <dt>{t(NUMBER, { number: reservation.number })}</dt>
        <dd>{t(CODE, { code: reservation.confirmationCode })}</dd>
        <dt>{t(STATUS, { status: reservation.statusLabel })}</dt>
        <dd>
          {t(STAY_DATES, {
            checkIn: formatDay(intl, reservation.checkIn),
            checkOut: formatDay(intl, reservation.checkOut),
          })}
          {' · '}
          {t(NIGHTS, { count: reservation.nights })}
        </dd>
      </dl>
      {children}
    </article>
  );
}
