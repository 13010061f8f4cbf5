// How every admin screen writes a date: spec 000 §9's "MMM DD, YYYY" (UTC, so admins in different zones read the same
// day), with the time when the moment matters (the admin log, a document's review), always inside a <time> so
// assistive technology and tests read the instant as well as the words.
const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' });
const MOMENT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

const parsed = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "Mar 02, 2026", or '—' when there is none; an unreadable value is shown as it came. */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = parsed(iso);
  return date ? DAY.format(date) : iso;
}

/** "Mar 02, 2026, 14:05 UTC", or '—' when there is none. */
export function formatMoment(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = parsed(iso);
  return date ? `${MOMENT.format(date)} UTC` : iso;
}

export function Day({ iso }: { iso: string | null | undefined }) {
  return iso ? <time dateTime={iso}>{formatDay(iso)}</time> : <>—</>;
}

export function Moment({ iso }: { iso: string | null | undefined }) {
  return iso ? <time dateTime={iso}>{formatMoment(iso)}</time> : <>—</>;
}
