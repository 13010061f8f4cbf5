// /users/trips/itinerary/{reservationId} (spec 000 §2): where and when. The check-in window and check-out time are the
// home's own, on its clock (its IANA zone is named); the street address is shown once the stay is confirmed, and only
// as far as the listing service lets her see it (until then the town).
import { useId } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { ReservationDetailsDocument, type ReservationDetailsQuery } from '../../gen/graphql';
import { bookingScreenMessages as m } from '../../i18n/areas/booking';
import type { ScreenProps } from '../screen';
import { ReservationScreen } from './reservation-screen';
import { formatDay } from '../booking/quote-lines';
import styles from '../booking/booking.module.css';

type Reservation = NonNullable<ReservationDetailsQuery['reservation']>;

const CODE: MessageDescriptor = m.confirmationCode;
const STATUS: MessageDescriptor = m.status;
const CHECK_IN_WINDOW: MessageDescriptor = m.checkInWindow;
const CHECK_OUT_AT: MessageDescriptor = m.checkOutAt;
const FLEXIBLE: MessageDescriptor = m.flexibleTime;
const TIME_ZONE: MessageDescriptor = m.homeTimeZone;

/** Statuses after which the stay is hers for sure: the address may be shown. */
const CONFIRMED = new Set(['confirmed', 'completed', 'cancellationRequested']);

/** An 'HH:MM' time of day at the home, as she reads times (the day itself does not matter). */
function timeOfDay(intl: ReturnType<typeof useIntl>, time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  if (!Number.isInteger(hours) || !Number.isInteger(minutes)) return time;
  return intl.formatTime(Date.UTC(2000, 0, 1, hours, minutes), { timeZone: 'UTC', timeStyle: 'short' });
}

export default function ItineraryPage({ screen }: ScreenProps) {
  return (
    <ReservationScreen screen={screen} document={ReservationDetailsDocument}>
      {(reservation) => <ItineraryOf reservation={reservation} />}
    </ReservationScreen>
  );
}

function ItineraryOf({ reservation }: { reservation: Reservation }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const { listing } = reservation;
  const times = listing.listingData;
  const checkInDay = formatDay(intl, reservation.checkIn);
  const checkOutDay = formatDay(intl, reservation.checkOut);
  const confirmed = CONFIRMED.has(reservation.status);
  const street = [listing.buildingName, listing.street].filter(Boolean).join(', ');
  const town = [listing.zipcode, listing.city, listing.state, listing.countryName].filter(Boolean).join(', ');
  const flexible = (time: string) => time === 'flexible';

  return (
    <article className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{listing.title}</h2>
      <p className={styles.hint}>
        {t(CODE, { code: reservation.confirmationCode })}
        {' · '}
        {t(STATUS, { status: reservation.statusLabel })}
      </p>
      <dl className={styles.facts}>
        <dt>{t(m.checkIn)}</dt>
        <dd>
          {flexible(times.checkInStart)
            ? t(FLEXIBLE, { date: checkInDay })
            : t(CHECK_IN_WINDOW, {
                date: checkInDay,
                start: timeOfDay(intl, times.checkInStart),
                end: flexible(times.checkInEnd) ? '…' : timeOfDay(intl, times.checkInEnd),
              })}
        </dd>
        <dt>{t(m.checkOut)}</dt>
        <dd>
          {flexible(times.checkOutTime)
            ? t(FLEXIBLE, { date: checkOutDay })
            : t(CHECK_OUT_AT, { date: checkOutDay, time: timeOfDay(intl, times.checkOutTime) })}
        </dd>
        <dt>{t(m.address)}</dt>
        <dd>
          {confirmed && street ? (
            <>
              {street}
              <br />
              {town}
            </>
          ) : (
            <>
              {town}
              {!confirmed && (
                <>
                  <br />
                  <span className={styles.hint}>{t(m.addressAfterConfirmation)}</span>
                </>
              )}
            </>
          )}
        </dd>
      </dl>
      <p className={styles.hint}>{t(TIME_ZONE, { timeZone: listing.timeZone })}</p>
      <p className={styles.actions}>
        <Link to={`/users/trips/receipt/${reservation.id}`}>{t(m.viewReceipt)}</Link>
      </p>
    </article>
  );
}
