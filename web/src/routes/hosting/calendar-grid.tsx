// The calendar page's two months of listing-local days (issue 14 item 3, decision 0039): she picks the first and
// the last night of a range (by pointer, or with the arrow keys and Enter or Space) and blocks it or opens it again
// (blockListingDates, unblockListingDates; both nights included). Each day is named "{date}: {status}" with its price
// for the night; today is today at the home (the listing's time zone), and she moves a month at a time.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import formStyles from '../../auth/forms.module.css';
import {
  BlockListingDatesDocument,
  HostListingCalendarDocument,
  UnblockListingDatesDocument,
  type HostListingCalendarQuery,
} from '../../gen/graphql';
import { hostingScreenMessages as m } from '../../i18n/areas/hosting';
import { useServerText } from '../../i18n/rule-texts';
import { registrationTexts } from '../../i18n/spec-texts';
import { useToast } from '../../toasts/toasts';
import { addMonths, calendarRange, currentMonthAt, type Month } from '../listing/availability-calendar';
import { refusalOf } from './edit-answer';
import { useEditor } from './editor-context';
import styles from './hosting.module.css';

// Messages with values are passed as plain descriptors: react-intl's typed descriptors expect no values.
const DAY_CELL: MessageDescriptor = m.dayCell;
const DAY_CELL_PRICED: MessageDescriptor = m.dayCellPriced;
const SELECTED: MessageDescriptor = m.calendarSelected;

type Day = NonNullable<HostListingCalendarQuery['getStepTwo']>['calendar'][number];

const NIGHT_TEXTS: Record<string, MessageDescriptor> = {
  available: m.nightAvailable,
  past: m.nightPast,
  notice: m.nightNotice,
  'beyond-window': m.nightBeyondWindow,
  blocked: m.nightBlocked,
  reserved: m.nightReserved,
};

const AVAILABLE: MessageDescriptor = m.nightAvailable;

/** How a night looks beyond its name: blocked crossed out, reserved marked, out of reach (past, notice, window) faded. */
const LOOKS: Record<string, string | undefined> = {
  blocked: styles.dayBlocked,
  reserved: styles.dayReserved,
  past: styles.dayOut,
  notice: styles.dayOut,
  'beyond-window': styles.dayOut,
};
const nightText = (night: string): MessageDescriptor => NIGHT_TEXTS[night] ?? AVAILABLE;

const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
const DAY_MS = 86_400_000;
const shift = (date: string, days: number) => iso(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS);

/** Today at the home, YYYY-MM-DD (the listing's time zone, not the browser's). */
export function todayAt(timeZone: string, now: Date = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      now,
    );
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/** The first day of `start`'s month and the last day of the next, YYYY-MM-DD (the grid's two months). */
export const calendarSpan = (start: Month): { from: string; to: string } => calendarRange(start);

const monthOf = (date: string): Month => ({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) });
const sameMonth = (a: Month, b: Month) => a.year === b.year && a.month === b.month;

export function CalendarGrid() {
  const { listing, refuse } = useEditor();
  const client = useApolloClient();
  const intl = useIntl();
  const t = intl.formatMessage;
  const toast = useToast();
  const serverText = useServerText();
  const timeZone = listing?.timeZone ?? 'UTC';
  const today = useMemo(() => todayAt(timeZone), [timeZone]);
  const thisMonth = useMemo(() => monthOf(today), [today]);
  const [shown, setShown] = useState<Month>(() => currentMonthAt(timeZone));
  const span = calendarSpan(shown);
  const { data, refetch } = useQuery(HostListingCalendarDocument, {
    variables: { listId: listing?.id ?? 0, ...span },
    skip: !listing,
  });
  const [start, setStart] = useState<string | null>(null);
  const [end, setEnd] = useState<string | null>(null);
  const [cursor, setCursor] = useState<string>(today);
  // A keyboard move past the last day shown turns the month: focus follows once the new days are drawn.
  const [focusPending, setFocusPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const grid = useRef<HTMLDivElement>(null);

  const months = useMemo(() => {
    const days = data?.getStepTwo?.calendar ?? [];
    const byMonth = new Map<string, Day[]>();
    for (const day of days) {
      const key = day.date.slice(0, 7);
      byMonth.set(key, [...(byMonth.get(key) ?? []), day]);
    }
    return [...byMonth.entries()];
  }, [data]);
  useEffect(() => {
    if (!focusPending) return;
    const day = grid.current?.querySelector<HTMLButtonElement>(`[data-date="${cursor}"]`);
    if (!day) return;
    day.focus();
    setFocusPending(false);
  }, [focusPending, cursor, months]);
  if (!listing) return null;

  const currency = listing.listingData?.currency;
  const priceText = (price: number | null | undefined) =>
    price === null || price === undefined || !currency
      ? null
      : new Intl.NumberFormat(intl.locale, { style: 'currency', currency, minimumFractionDigits: 0 }).format(price);
  const inSpan = (date: string) => date >= span.from && date <= span.to;
  const focusable = inSpan(cursor) ? cursor : inSpan(today) ? today : span.from;
  const turn = (count: number) => {
    const next = addMonths(shown, count);
    setShown(next);
    setCursor(calendarSpan(next).from);
  };

  const dateText = (date: string) =>
    new Intl.DateTimeFormat(intl.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      Date.parse(`${date}T00:00:00Z`),
    );
  const monthText = (month: string) =>
    new Intl.DateTimeFormat(intl.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      Date.parse(`${month}-01T00:00:00Z`),
    );
  const [from, to] =
    start && end ? (start <= end ? [start, end] : [end, start]) : start ? [start, start] : [null, null];
  const selected = (date: string) => from !== null && to !== null && date >= from && date <= to;

  const pick = (date: string) => {
    setCursor(date);
    if (!start || end) {
      setStart(date);
      setEnd(null);
    } else setEnd(date);
  };

  const move = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    const step = steps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = shift(date, step);
    setCursor(next);
    if (inSpan(next)) {
      grid.current?.querySelector<HTMLButtonElement>(`[data-date="${next}"]`)?.focus();
      return;
    }
    if (next < span.from && sameMonth(shown, thisMonth)) return setCursor(date);
    setShown(addMonths(shown, next < span.from ? -1 : 1));
    setFocusPending(true);
  };

  const change = async (block: boolean) => {
    if (!from || !to) return;
    setBusy(true);
    setProblem(null);
    try {
      const variables = { listId: listing.id, ranges: [{ from, to }] };
      const answer = block
        ? (await client.mutate({ mutation: BlockListingDatesDocument, variables })).data?.blockListingDates
        : (await client.mutate({ mutation: UnblockListingDatesDocument, variables })).data?.unblockListingDates;
      if (answer?.status === 'success') {
        toast({ kind: 'success', title: t(m.saved), message: t(m.savedMessage) });
        setStart(null);
        setEnd(null);
        void refetch();
        return;
      }
      const message = answer?.errorMessage ?? t(registrationTexts.other);
      setProblem(message);
      toast({ kind: 'error', title: t(m.notSaved), message: serverText(message) });
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) return refuse(refusal);
      setProblem(t(registrationTexts.other));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.section} aria-label={t(m.calendarGrid)}>
      <h2>{t(m.calendarGrid)}</h2>
      <p className={styles.lead}>{t(m.calendarGridLead)}</p>
      <div className={styles.calendarNav}>
        <button
          type="button"
          className="button button--quiet"
          disabled={sameMonth(shown, thisMonth)}
          onClick={() => turn(-1)}
        >
          {t(m.previousMonth)}
        </button>
        <button type="button" className="button button--quiet" onClick={() => turn(1)}>
          {t(m.nextMonth)}
        </button>
      </div>
      <div ref={grid} className={styles.months}>
        {months.map(([month, monthDays]) => {
          const offset = (new Date(`${month}-01T00:00:00Z`).getUTCDay() + 6) % 7;
          return (
            <div key={month} className={styles.month} role="group" aria-label={monthText(month)}>
              <h3>{monthText(month)}</h3>
              <div className={styles.days}>
                {Array.from({ length: offset }, (_, i) => (
                  <span key={`blank-${i}`} aria-hidden="true" />
                ))}
                {monthDays.map((day) => {
                  const price = priceText(day.price);
                  const label = { date: dateText(day.date), status: t(nightText(day.night)), price };
                  return (
                    <button
                      key={day.date}
                      type="button"
                      data-date={day.date}
                      className={`${styles.day} ${LOOKS[day.night] ?? ''}`}
                      aria-label={price ? t(DAY_CELL_PRICED, label) : t(DAY_CELL, label)}
                      aria-pressed={selected(day.date)}
                      aria-current={day.date === today ? 'date' : undefined}
                      tabIndex={day.date === focusable ? 0 : -1}
                      onClick={() => pick(day.date)}
                      onKeyDown={(event) => move(event, day.date)}
                    >
                      <span className={styles.dayNumber}>{Number(day.date.slice(8))}</span>
                      {price && <span className={styles.dayPrice}>{price}</span>}
                    </button>
                  );
                })}
              </div>
            </div>
          );
        })}
      </div>
      <p role="status">{from && to ? t(SELECTED, { from: dateText(from), to: dateText(to) }) : ''}</p>
      {problem && (
        <p role="alert" className={formStyles.formAlert}>
          {serverText(problem)}
        </p>
      )}
      <div className={styles.formActions}>
        <button type="button" disabled={!from || busy} onClick={() => void change(true)}>
          {t(m.blockNights)}
        </button>
        <button type="button" disabled={!from || busy} onClick={() => void change(false)}>
          {t(m.unblockNights)}
        </button>
      </div>
    </section>
  );
}
