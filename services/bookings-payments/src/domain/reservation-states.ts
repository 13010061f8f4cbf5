// The reservation state machine (issue 16 item 2, decision 0048): the status codes of spec 001 §4 with their labels,
// and ONE table of every allowed transition. Whatever is not in the table is refused with a sentence saying so.

import { RESERVATION_STATUS_LABELS as STATUS_LABELS } from '@golightly/stay-rules';

/** Spec 001 §4's codes and labels; the list lives in stay-rules, which the apps import too. */
export { STATUS_LABELS };

export type ReservationStatus = keyof typeof STATUS_LABELS;
export const RESERVATION_STATUSES = Object.keys(STATUS_LABELS) as ReservationStatus[];

export const isReservationStatus = (value: string): value is ReservationStatus => Object.hasOwn(STATUS_LABELS, value);

/** Spec 001 §4: "Other values give an empty label." */
export const statusLabel = (status: string): string => (isReservationStatus(status) ? STATUS_LABELS[status] : '');

/**
 * The statuses that keep the nights from everyone else (the exclusion constraint's predicate, migration 0006's
 * reservation_holds_nights, which a test compares with this list). An inquiry or an approved special price holds
 * nothing: the first guest who books wins.
 */
export const HOLDING_STATUSES: readonly ReservationStatus[] = [
  'pending',
  'requestToBook',
  'intantBooking',
  'approved',
  'confirmed',
  'cancellationRequested',
  'completed',
];
export const holdsNights = (status: ReservationStatus): boolean => HOLDING_STATUSES.includes(status);

export type ActorRole = 'guest' | 'host' | 'coHost' | 'admin' | 'system';

export type ReservationAction =
  | 'inquire'
  | 'requestSpecialPrice'
  | 'preApprove'
  | 'approveSpecialPrice'
  | 'declineSpecialPrice'
  | 'counterOffer'
  | 'acceptCounterOffer'
  | 'declineCounterOffer'
  | 'requestToBook'
  | 'instantBook'
  | 'book'
  | 'paymentAuthorised'
  | 'accept'
  | 'decline'
  | 'paymentCaptured'
  | 'insufficientFunds'
  | 'expire'
  | 'complete'
  | 'requestCancellation'
  | 'cancelByGuest'
  | 'cancelByHost'
  | 'refuseCancellation'
  | 'withdraw';

/**
 * What a transition does besides changing the status:
 * - nights: 'hold' publishes NightsHeld, 'release' NightsReleased (search stops or resumes offering them);
 * - window: the 24 hours the next party has to answer ('24h'), the payment's processing time ('payment'), or none
 *   ('clear'); undefined leaves the running window as it is;
 * - tellAdmin: spec 001 §4 has the admin told (declined offers, insufficient funds);
 * - ReservationStatusChanged is published by every transition.
 */
export interface SideEffects {
  nights?: 'hold' | 'release';
  window?: '24h' | 'payment' | 'clear';
  tellAdmin?: boolean;
}

export interface Transition {
  /** null: the action creates the reservation. */
  from: ReservationStatus | null;
  action: ReservationAction;
  /** Who may take it; a co-host takes the host's actions for her host. */
  actors: readonly ActorRole[];
  to: ReservationStatus;
  effects: SideEffects;
}

const HOST: readonly ActorRole[] = ['host', 'coHost'];
const GUEST: readonly ActorRole[] = ['guest'];
const SYSTEM: readonly ActorRole[] = ['system'];
const HOST_OR_ADMIN: readonly ActorRole[] = ['host', 'coHost', 'admin'];
const ADMIN: readonly ActorRole[] = ['admin'];

const t = (
  from: ReservationStatus | null,
  action: ReservationAction,
  actors: readonly ActorRole[],
  to: ReservationStatus,
  effects: SideEffects = {},
): Transition => ({ from, action, actors, to, effects });

/** Every allowed transition. Read in decision 0048 as one table. */
export const TRANSITIONS: readonly Transition[] = [
  // Inquiries and special prices: nothing is held; the host has 24 hours to answer.
  t(null, 'inquire', GUEST, 'inquiry', { window: '24h' }),
  t(null, 'requestSpecialPrice', GUEST, 'specialPriceInquiry', { window: '24h' }),
  t('inquiry', 'preApprove', HOST, 'preApproved', { window: '24h' }),
  t('inquiry', 'decline', HOST_OR_ADMIN, 'declined', { window: 'clear' }),
  t('inquiry', 'counterOffer', HOST, 'specialPriceHostRequest', { window: '24h' }),
  t('inquiry', 'expire', SYSTEM, 'expired', { window: 'clear' }),
  t('specialPriceInquiry', 'approveSpecialPrice', HOST, 'specialPriceHostAccepted', { window: '24h' }),
  t('specialPriceInquiry', 'declineSpecialPrice', HOST_OR_ADMIN, 'specialPriceHostDeclined', {
    window: 'clear',
    tellAdmin: true,
  }),
  t('specialPriceInquiry', 'counterOffer', HOST, 'specialPriceHostRequest', { window: '24h' }),
  t('specialPriceInquiry', 'expire', SYSTEM, 'expired', { window: 'clear' }),
  t('specialPriceHostRequest', 'acceptCounterOffer', GUEST, 'specialPriceGuestAccepted', { window: '24h' }),
  t('specialPriceHostRequest', 'declineCounterOffer', GUEST, 'specialPriceGuestDeclined', {
    window: 'clear',
    tellAdmin: true,
  }),
  t('specialPriceHostRequest', 'expire', SYSTEM, 'expired', { window: 'clear' }),
  // The host has said yes to these dates: booking takes the nights and goes straight to the payment's capture.
  t('preApproved', 'book', GUEST, 'approved', { nights: 'hold', window: 'payment' }),
  t('preApproved', 'expire', SYSTEM, 'expired', { window: 'clear' }),
  t('specialPriceHostAccepted', 'book', GUEST, 'approved', { nights: 'hold', window: 'payment' }),
  t('specialPriceHostAccepted', 'expire', SYSTEM, 'expired', { window: 'clear' }),
  t('specialPriceGuestAccepted', 'book', GUEST, 'approved', { nights: 'hold', window: 'payment' }),
  t('specialPriceGuestAccepted', 'expire', SYSTEM, 'expired', { window: 'clear' }),
  // Request to book: the nights are held from the first moment; the host has 24 hours.
  t(null, 'requestToBook', GUEST, 'requestToBook', { nights: 'hold', window: '24h' }),
  // A card whose authorisation is still processing (spec 001 §9: up to 5 minutes) holds the nights meanwhile.
  t(null, 'requestToBook', GUEST, 'pending', { nights: 'hold', window: 'payment' }),
  t('pending', 'paymentAuthorised', SYSTEM, 'requestToBook', { window: '24h' }),
  t('pending', 'insufficientFunds', SYSTEM, 'cancelled', { nights: 'release', window: 'clear', tellAdmin: true }),
  t('pending', 'expire', SYSTEM, 'expired', { nights: 'release', window: 'clear' }),
  t('requestToBook', 'accept', HOST, 'approved', { window: 'payment' }),
  t('requestToBook', 'decline', HOST_OR_ADMIN, 'declined', { nights: 'release', window: 'clear' }),
  t('requestToBook', 'insufficientFunds', SYSTEM, 'cancelled', {
    nights: 'release',
    window: 'clear',
    tellAdmin: true,
  }),
  t('requestToBook', 'expire', SYSTEM, 'expired', { nights: 'release', window: 'clear' }),
  // Instant book: held at once, confirmed when the payment is captured.
  t(null, 'instantBook', GUEST, 'intantBooking', { nights: 'hold', window: 'payment' }),
  t('intantBooking', 'paymentCaptured', SYSTEM, 'confirmed', { window: 'clear' }),
  t('intantBooking', 'insufficientFunds', SYSTEM, 'cancelled', { nights: 'release', window: 'clear', tellAdmin: true }),
  t('intantBooking', 'expire', SYSTEM, 'expired', { nights: 'release', window: 'clear' }),
  // Accepted: the capture decides (spec 001 §4: insufficient funds when the host accepts cancels the request).
  t('approved', 'paymentCaptured', SYSTEM, 'confirmed', { window: 'clear' }),
  t('approved', 'insufficientFunds', SYSTEM, 'cancelled', { nights: 'release', window: 'clear', tellAdmin: true }),
  t('approved', 'expire', SYSTEM, 'expired', { nights: 'release', window: 'clear' }),
  // After check-out.
  t('confirmed', 'complete', SYSTEM, 'completed'),
  // Cancellations (decision 0055): before her arrival time the guest or the host cancels a confirmed stay at once,
  // with the policy's refund; once the stay has begun either may only ask, and an admin confirms (in the name of the
  // side that asked) or refuses it.
  t('confirmed', 'cancelByGuest', GUEST, 'cancelledByGuest', { nights: 'release', tellAdmin: true }),
  t('confirmed', 'cancelByHost', HOST, 'cancelledByHost', { nights: 'release', tellAdmin: true }),
  t('confirmed', 'requestCancellation', ['guest', 'host', 'coHost'], 'cancellationRequested', { tellAdmin: true }),
  t('cancellationRequested', 'cancelByGuest', ADMIN, 'cancelledByGuest', { nights: 'release', tellAdmin: true }),
  t('cancellationRequested', 'cancelByHost', ADMIN, 'cancelledByHost', { nights: 'release', tellAdmin: true }),
  t('cancellationRequested', 'refuseCancellation', ADMIN, 'confirmed'),
  // The guest withdraws what the host has not answered yet; a held request frees its nights and its card.
  t('inquiry', 'withdraw', GUEST, 'cancelled', { window: 'clear' }),
  t('specialPriceInquiry', 'withdraw', GUEST, 'cancelled', { window: 'clear' }),
  t('pending', 'withdraw', GUEST, 'cancelled', { nights: 'release', window: 'clear' }),
  t('requestToBook', 'withdraw', GUEST, 'cancelled', { nights: 'release', window: 'clear' }),
];

/** The actions a member or admin may name; the others are the system's (payments, the sweeper). */
export const ACTION_NAMES: Record<ReservationAction, string> = {
  inquire: 'send an inquiry',
  requestSpecialPrice: 'ask for a special price',
  preApprove: 'pre-approve',
  approveSpecialPrice: 'approve the special price',
  declineSpecialPrice: 'decline the special price',
  counterOffer: 'send a counter-offer',
  acceptCounterOffer: 'accept the counter-offer',
  declineCounterOffer: 'decline the counter-offer',
  requestToBook: 'request to book',
  instantBook: 'book instantly',
  book: 'book',
  paymentAuthorised: 'record the authorised payment',
  accept: 'accept',
  decline: 'decline',
  paymentCaptured: 'record the captured payment',
  insufficientFunds: 'record insufficient funds',
  expire: 'expire',
  complete: 'complete',
  requestCancellation: 'request a cancellation',
  cancelByGuest: 'cancel as the guest',
  cancelByHost: 'cancel as the host',
  refuseCancellation: 'refuse the cancellation',
  withdraw: 'withdraw',
};

export type Decision =
  { allowed: true; transition: Transition } | { allowed: false; reason: 'notAllowed' | 'notYours'; message: string };

/** Refusal sentences; `status` reads as its label. */
export const TRANSITION_TEXTS = {
  notAllowed: (action: ReservationAction, status: ReservationStatus | null) =>
    status === null
      ? `A reservation cannot start by "${ACTION_NAMES[action]}".`
      : `You cannot ${ACTION_NAMES[action]} a reservation that is "${STATUS_LABELS[status]}".`,
  notYours: (action: ReservationAction) => `Only ${whoMay(action)} can ${ACTION_NAMES[action]}.`,
};

function whoMay(action: ReservationAction): string {
  const roles = new Set(TRANSITIONS.filter((row) => row.action === action).flatMap((row) => row.actors));
  const names: string[] = [];
  if (roles.has('guest')) names.push('the guest');
  if (roles.has('host')) names.push('the host');
  if (roles.has('admin')) names.push('an admin');
  if (names.length === 0) return 'the system';
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/**
 * The transition `actor` may take from `from` by `action`; `preferredTo` picks between two rows of the same start
 * (a request to book whose card is still processing starts 'pending').
 */
export function decide(
  from: ReservationStatus | null,
  action: ReservationAction,
  actor: ActorRole,
  preferredTo?: ReservationStatus,
): Decision {
  const rows = TRANSITIONS.filter((row) => row.from === from && row.action === action);
  if (rows.length === 0)
    return { allowed: false, reason: 'notAllowed', message: TRANSITION_TEXTS.notAllowed(action, from) };
  const theirs = rows.filter((row) => row.actors.includes(actor));
  if (theirs.length === 0) return { allowed: false, reason: 'notYours', message: TRANSITION_TEXTS.notYours(action) };
  const transition = theirs.find((row) => row.to === preferredTo) ?? theirs[0]!;
  return { allowed: true, transition };
}

const HOUR_MS = 3_600_000;
/** Spec 001 §9: the 24-hour windows of a host's answer, a guest's booking after a special price, a counter-offer. */
export const ANSWER_WINDOW_MS = 24 * HOUR_MS;
/** Spec 001 §9: "Payment processing up to 5 minutes". */
export const PAYMENT_WINDOW_MS = 5 * 60_000;

/**
 * When the window a transition opens ends: 24 hours, but never after the check-in day is over on the listing's clock
 * (`checkInDayEnds`: an answer that comes after the guest was due is no answer); null when none runs; `current` when
 * the transition leaves the window alone.
 */
export function windowEnd(
  effects: SideEffects,
  now: number,
  checkInDayEnds: number,
  current: Date | null,
): Date | null {
  switch (effects.window) {
    case '24h':
      return new Date(Math.max(now + 1, Math.min(now + ANSWER_WINDOW_MS, checkInDayEnds)));
    case 'payment':
      return new Date(now + PAYMENT_WINDOW_MS);
    case 'clear':
      return null;
    default:
      return current;
  }
}
