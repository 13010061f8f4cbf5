// How e-mails write dates, times and amounts (spec 001 §4, §9).

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 23rd … */
export function ordinal(day: number): string {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${day}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th';
  return `${day}${suffix}`;
}

/** A calendar day as the e-mails show it: 'Mon, Jan 1st, 2024'. Stays and trips are calendar days, so UTC. */
export function formatEmailDate(date: Date | string): string {
  const day = typeof date === 'string' ? parseDay(date) : date;
  return `${WEEKDAYS[day.getUTCDay()]}, ${MONTHS[day.getUTCMonth()]} ${ordinal(day.getUTCDate())}, ${day.getUTCFullYear()}`;
}

/** 'started' when the stay's first day is in the past, else 'starting' (the cancellation e-mails, spec 001 §4). */
export function startedOrStarting(startDate: Date | string, now: Date): 'started' | 'starting' {
  const start = typeof startDate === 'string' ? parseDay(startDate) : startDate;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return start.getTime() < today ? 'started' : 'starting';
}

/** Event times are decimal hours: 18.5 is 6:30 PM. */
export function formatDecimalHour(hours: number): string {
  const totalMinutes = Math.round(hours * 60);
  const whole = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const suffix = whole % 24 >= 12 ? 'PM' : 'AM';
  const twelve = whole % 12 === 0 ? 12 : whole % 12;
  return `${twelve}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** Whole amounts without decimals, others with two (spec 000 §9): $120, €99.50. */
export function formatMoney(amount: number, currency: string): string {
  const whole = Number.isInteger(amount);
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    }).format(amount);
  } catch {
    return `${amount.toFixed(whole ? 0 : 2)} ${currency}`;
  }
}

function parseDay(value: string): Date {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const parsed = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(parsed.getTime())) throw new RangeError(`Not a date: ${value}`);
  return parsed;
}
