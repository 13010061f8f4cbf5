// The listing's availability, two months at a time (decision 0037): the server's calendar (stay-rules' calendarDays on
// the home's clock) drawn as month grids, each day named with its state for a screen reader. Guests read blocked and
// reserved nights alike as unavailable; the host sees which is which.
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { ListingCalendarDocument, type ListingCalendarQuery } from '../../gen/graphql';
import { listingScreenMessages as m } from '../../i18n/areas/listing';
import styles from './listing-page.module.css';

type CalendarDay = NonNullable<ListingCalendarQuery['UserListing']>['calendar'][number];

const DAY_LABEL: MessageDescriptor = m.dayLabel;
const TIME_ZONE: MessageDescriptor = m.calendarTimeZone;

export interface Month {
  year: number;
  /** 1 to 12. */
  month: number;
}

const pad = (value: number) => String(value).padStart(2, '0');
const daysIn = ({ year, month }: Month) => new Date(Date.UTC(year, month, 0)).getUTCDate();
export const addMonths = ({ year, month }: Month, count: number): Month => {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};
const firstDay = (month: Month) => `${month.year}-${pad(month.month)}-01`;
const lastDay = (month: Month) => `${month.year}-${pad(month.month)}-${pad(daysIn(month))}`;

/** The dates the calendar asks for when it shows `start` and the month after it. */
export const calendarRange = (start: Month) => ({ from: firstDay(start), to: lastDay(addMonths(start, 1)) });

/** The month it is now at the home (its own time zone; the browser's clock, which the server's days correct). */
export function currentMonthAt(timeZone: string, now = new Date()): Month {
  let today: string;
  try {
    today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      now,
    );
  } catch {
    today = now.toISOString().slice(0, 10);
  }
  return { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
}

function nightStatus(day: CalendarDay, owner: boolean): MessageDescriptor {
  switch (day.night) {
    case 'available':
      return day.checkIn ? m.nightAvailable : m.nightAvailableNoCheckIn;
    case 'blocked':
      return owner ? m.nightBlocked : m.nightUnavailable;
    case 'reserved':
      return owner ? m.nightReserved : m.nightUnavailable;
    case 'notice':
      return m.nightTooSoon;
    case 'beyond-window':
      return m.nightBeyondWindow;
    default:
      return m.nightPast;
  }
}

/** Which look a day takes: open, closed (blocked or reserved), or out of reach (past, notice, window). */
function lookOf(day: CalendarDay | undefined): string {
  if (!day) return styles.dayOut!;
  if (day.night === 'available') return day.checkIn ? styles.dayOpen! : styles.dayOpenNoCheckIn!;
  if (day.night === 'blocked' || day.night === 'reserved') return styles.dayTaken!;
  return styles.dayOut!;
}

const utcDate = (date: string) => new Date(`${date}T00:00:00Z`);

function MonthGrid({
  month,
  days,
  owner,
  intl,
}: {
  month: Month;
  days: Map<string, CalendarDay>;
  owner: boolean;
  intl: IntlShape;
}) {
  const first = utcDate(firstDay(month));
  // Weeks start on Monday, as the check-in weekdays are counted (MON to SUN).
  const lead = (first.getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [
    ...Array<null>(lead).fill(null),
    ...Array.from({ length: daysIn(month) }, (_, i) => `${month.year}-${pad(month.month)}-${pad(i + 1)}`),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
  // 2024-01-01 was a Monday.
  const weekdays = Array.from({ length: 7 }, (_, i) => utcDate(`2024-01-0${i + 1}`));
  const caption = intl.formatDate(first, { timeZone: 'UTC', month: 'long', year: 'numeric' });
  return (
    <table className={styles.month}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {weekdays.map((weekday) => (
            <th
              key={weekday.toISOString()}
              scope="col"
              abbr={intl.formatDate(weekday, { timeZone: 'UTC', weekday: 'long' })}
            >
              {intl.formatDate(weekday, { timeZone: 'UTC', weekday: 'narrow' })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.find(Boolean) ?? 'empty'}>
            {week.map((date, at) => {
              if (!date) return <td key={`blank-${at}`} />;
              const day = days.get(date);
              const label = intl.formatDate(utcDate(date), {
                timeZone: 'UTC',
                weekday: 'long',
                day: 'numeric',
                month: 'long',
                year: 'numeric',
              });
              return (
                <td key={date} className={lookOf(day)} data-night={day?.night ?? 'unknown'}>
                  <span aria-hidden="true">{Number(date.slice(8))}</span>
                  {day && (
                    <span className={styles.visuallyHidden}>
                      {intl.formatMessage(DAY_LABEL, {
                        date: label,
                        status: intl.formatMessage(nightStatus(day, owner)),
                      })}
                    </span>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function AvailabilityCalendar({
  listId,
  preview,
  timeZone,
  owner,
}: {
  listId: number;
  preview: boolean;
  timeZone: string;
  owner: boolean;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [thisMonth] = useState(() => currentMonthAt(timeZone));
  const [start, setStart] = useState(thisMonth);
  const second = addMonths(start, 1);
  const { data, loading, error } = useQuery(ListingCalendarDocument, {
    variables: { listId, preview, ...calendarRange(start) },
    fetchPolicy: 'network-only',
  });
  const days = new Map((data?.UserListing?.calendar ?? []).map((day) => [day.date, day]));
  const atFirst = start.year === thisMonth.year && start.month === thisMonth.month;
  const ownerView = owner && !preview;

  return (
    <section className={styles.section} aria-labelledby="listing-calendar">
      <h2 id="listing-calendar">{t(m.calendarHeading)}</h2>
      <p className={styles.muted}>{t(TIME_ZONE, { zone: timeZone })}</p>
      <div className={styles.calendarNav}>
        <button
          type="button"
          className="button button--quiet"
          disabled={atFirst}
          onClick={() => setStart(addMonths(start, -1))}
        >
          {t(m.previousMonths)}
        </button>
        <button type="button" className="button button--quiet" onClick={() => setStart(addMonths(start, 1))}>
          {t(m.nextMonths)}
        </button>
      </div>
      {loading && !data && (
        <p role="status" className={styles.muted}>
          {t(m.calendarLoading)}
        </p>
      )}
      {error && !data && (
        <p role="alert" className={styles.muted}>
          {t(m.calendarFailed)}
        </p>
      )}
      <div className={styles.months}>
        <MonthGrid month={start} days={days} owner={ownerView} intl={intl} />
        <MonthGrid month={second} days={days} owner={ownerView} intl={intl} />
      </div>
      <ul className={styles.legend} aria-label={t(m.legend)}>
        <li>
          <span className={`${styles.swatch} ${styles.dayOpen}`} aria-hidden="true" />
          {t(m.nightAvailable)}
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.dayTaken}`} aria-hidden="true" />
          {t(m.nightUnavailable)}
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.dayOut}`} aria-hidden="true" />
          {t(m.legendNotBookable)}
        </li>
      </ul>
    </section>
  );
}
