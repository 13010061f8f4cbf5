// The calendar page's two months of listing-local days (issue 14 item 3, decision 0039): she picks the first and
// the last night of a range (by pointer, or with the arrow keys and Enter or Space) and blocks it or opens it again
// (blockListingDates, unblockListingDates; both nights included). Each day is named "{date}: {status}".
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
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
import { refusalOf } from './edit-answer';
import { useEditor } from './editor-context';
import styles from './hosting.module.css';

// Messages with values are passed as plain descriptors: react-intl's typed descriptors expect no values.
const DAY_CELL: MessageDescriptor = m.dayCell;
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
const nightText = (night: string): MessageDescriptor => NIGHT_TEXTS[night] ?? AVAILABLE;

const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
const DAY_MS = 86_400_000;
const shift = (date: string, days: number) => iso(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS);

/** The first day of this month and the last day of the next, YYYY-MM-DD (the grid's two months). */
export function calendarSpan(today: Date = new Date()): { from: string; to: string } {
  const year = today.getFullYear();
  const month = today.getMonth();
  return { from: iso(Date.UTC(year, month, 1)), to: iso(Date.UTC(year, month + 2, 0)) };
}

export function CalendarGrid() {
  const { listing, refuse } = useEditor();
  const client = useApolloClient();
  const intl = useIntl();
  const t = intl.formatMessage;
  const toast = useToast();
  const serverText = useServerText();
  const span = useMemo(() => calendarSpan(), []);
  const { data, refetch } = useQuery(HostListingCalendarDocument, {
    variables: { listId: listing?.id ?? 0, ...span },
    skip: !listing,
  });
  const [start, setStart] = useState<string | null>(null);
  const [end, setEnd] = useState<string | null>(null);
  const [cursor, setCursor] = useState<string>(span.from);
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
  if (!listing) return null;

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
    if (next < span.from || next > span.to) return;
    setCursor(next);
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${next}"]`)?.focus();
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
                {monthDays.map((day) => (
                  <button
                    key={day.date}
                    type="button"
                    data-date={day.date}
                    className={`${styles.day} ${day.night === 'blocked' ? styles.dayBlocked : ''}`}
                    aria-label={t(DAY_CELL, {
                      date: dateText(day.date),
                      status: t(nightText(day.night)),
                    })}
                    aria-pressed={selected(day.date)}
                    tabIndex={day.date === cursor ? 0 : -1}
                    onClick={() => pick(day.date)}
                    onKeyDown={(event) => move(event, day.date)}
                  >
                    {Number(day.date.slice(8))}
                  </button>
                ))}
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
