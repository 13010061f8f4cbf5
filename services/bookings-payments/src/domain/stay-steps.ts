// The timed steps of a confirmed stay that are not its own status window (spec 001 §4, §9; decision 0058): the
// reminders 7 days and 24 hours before arrival, the check-in notice on the day, the review prompt after check-out.
// Each is due at an instant read on the listing's clock, from its dates and its check-in time.
import {
  addDays,
  instantAt,
  localDaysBefore,
  parseLocalTime,
  type LocalDate,
  type LocalTime,
} from '@golightly/stay-rules';

export const STAY_STEPS = ['reminderWeek', 'reminderDay', 'checkInNotice', 'reviewPrompt'] as const;
export type StayStep = (typeof STAY_STEPS)[number];

export const isStayStep = (value: string): value is StayStep => (STAY_STEPS as readonly string[]).includes(value);

/** Arrival when the listing's check-in is flexible: the afternoon most homes open their doors. */
export const FLEXIBLE_ARRIVAL = '15:00' as LocalTime;
/** The check-in notice's hour on the check-in day (earlier when the guest may arrive earlier). */
export const CHECK_IN_NOTICE_TIME = '08:00' as LocalTime;
/** The review prompt's hour on the day after check-out (spec catalogue: "the day after checkout"). */
export const REVIEW_PROMPT_TIME = '10:00' as LocalTime;

const HOUR_MS = 3_600_000;

export interface StayClock {
  checkIn: string;
  checkOut: string;
  timeZone: string;
  /** The listing's earliest check-in, 'HH:MM'; null or anything else when flexible. */
  checkInStart: string | null;
}

/** The instant the guest is expected: the check-in day at the listing's earliest check-in, or its afternoon. */
export function arrivalOf(stay: StayClock): number {
  return instantAt(stay.checkIn as LocalDate, arrivalTimeOf(stay), stay.timeZone);
}

const arrivalTimeOf = (stay: StayClock): LocalTime =>
  (stay.checkInStart && parseLocalTime(stay.checkInStart)) || FLEXIBLE_ARRIVAL;

/**
 * When each step is due. "7 days before arrival" is the same wall-clock time a week earlier at the listing, whatever
 * its clocks did in between; "24 hours before arrival" is 24 hours of real time, as the e-mail says.
 */
export function stayStepDueTimes(stay: StayClock): Record<StayStep, number> {
  const arrivalTime = arrivalTimeOf(stay);
  const arrival = instantAt(stay.checkIn as LocalDate, arrivalTime, stay.timeZone);
  const noticeTime = arrivalTime < CHECK_IN_NOTICE_TIME ? arrivalTime : CHECK_IN_NOTICE_TIME;
  return {
    reminderWeek: localDaysBefore(stay.checkIn as LocalDate, arrivalTime, 7, stay.timeZone),
    reminderDay: arrival - 24 * HOUR_MS,
    checkInNotice: instantAt(stay.checkIn as LocalDate, noticeTime, stay.timeZone),
    reviewPrompt: instantAt(addDays(stay.checkOut as LocalDate, 1), REVIEW_PROMPT_TIME, stay.timeZone),
  };
}

export interface PlannedStep {
  step: StayStep;
  dueAt: Date;
}

/**
 * The steps a stay confirmed at `now` is owed: those whose time is still ahead. A reminder whose moment passed before
 * the stay was confirmed is not sent late (the guest and host have just had the confirmation).
 */
export function stepsFor(stay: StayClock, now: number): PlannedStep[] {
  const due = stayStepDueTimes(stay);
  return STAY_STEPS.filter((step) => due[step] > now).map((step) => ({ step, dueAt: new Date(due[step]) }));
}

/** The statuses a step still applies in: reminders and the notice to a stay still on, the prompt to one that ended. */
export const STEP_STATUSES: Record<StayStep, readonly string[]> = {
  reminderWeek: ['confirmed'],
  reminderDay: ['confirmed'],
  checkInNotice: ['confirmed'],
  reviewPrompt: ['completed'],
};

/**
 * What to do with a claimed step of a reservation now in `status`: publish it; wait (a review prompt of a stay the
 * completion sweep has not reached yet); or drop it (the stay was cancelled or given up).
 */
export function stepVerdict(step: StayStep, status: string): 'publish' | 'wait' | 'drop' {
  if (STEP_STATUSES[step].includes(status)) return 'publish';
  if (step === 'reviewPrompt' && status === 'confirmed') return 'wait';
  return 'drop';
}

/** After a failed try, the next one: a minute, doubling, at most an hour. */
export const retryDelayMs = (attempts: number): number => Math.min(HOUR_MS, 60_000 * 2 ** Math.max(0, attempts - 1));
