// A payment order's states and the one table of their changes (decision 0049). The order follows its provider
// intent's own state, read back from the provider: an event, a retry or a replay only ever moves it along this table.
import type { ProviderIntent, ProviderName } from './payment-provider';
import { OFFLINE_RECEIPT_NOTICE } from './payment-texts';

export const PAYMENT_STATUSES = [
  'requires_payment',
  'requires_action',
  'processing',
  'authorised',
  'captured',
  'cancelled',
  'failed',
  'refunded',
  'expired',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_PURPOSES = ['stay', 'gosolo', 'membership', 'diamond'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** Spec 001 §9: a payment is shown as processing for up to 5 minutes; after that the sweeper fails it. */
export const PROCESSING_WINDOW_MS = 5 * 60_000;

export interface PaymentOrder {
  id: string;
  payerId: string;
  amountMinor: number;
  currency: string;
  purpose: PaymentPurpose;
  requestedBy: string;
  reference: string;
  deadline: Date;
  provider: ProviderName;
  providerIntentId: string | null;
  status: PaymentStatus;
  failureReason: string | null;
  attempt: number;
  authoriseIdempotencyKey: string | null;
  capturedMinor: number;
  refundedMinor: number;
  processingSince: Date | null;
  createdAt: Date;
  updatedAt: Date;
  version: number;
}

/** Every allowed change of status; any other is refused (a late or replayed event changes nothing). */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  // a declined card leaves the order payable with another card until its deadline
  requires_payment: [
    'requires_payment',
    'requires_action',
    'processing',
    'authorised',
    'captured',
    'cancelled',
    'expired',
  ],
  requires_action: ['requires_payment', 'processing', 'authorised', 'captured', 'cancelled', 'expired'],
  processing: ['requires_payment', 'authorised', 'captured', 'cancelled', 'failed', 'expired'],
  authorised: ['captured', 'cancelled', 'failed'],
  captured: ['refunded'],
  cancelled: [],
  failed: [],
  refunded: [],
  expired: [],
};

export const canMove = (from: PaymentStatus, to: PaymentStatus) => PAYMENT_TRANSITIONS[from].includes(to);

/** The order may be paid (a card tried) now. */
export const isPayable = (order: Pick<PaymentOrder, 'status' | 'deadline'>, now: Date) =>
  order.status === 'requires_payment' && order.deadline.getTime() > now.getTime();

/** Statuses where the provider still holds, or may yet hold, money for the order. */
export const isOpen = (status: PaymentStatus) =>
  status === 'requires_payment' || status === 'requires_action' || status === 'processing' || status === 'authorised';

/** What the order's status becomes given its intent's own state (the order's current status breaks ties). */
export function statusFromIntent(current: PaymentStatus, intent: ProviderIntent): PaymentStatus {
  switch (intent.status) {
    case 'requires_payment_method':
    case 'requires_confirmation':
      return 'requires_payment';
    case 'requires_action':
      return 'requires_action';
    case 'processing':
      return 'processing';
    case 'requires_capture':
      return 'authorised';
    case 'succeeded':
      return intent.refundedMinor > 0 && intent.refundedMinor >= intent.capturedMinor ? 'refunded' : 'captured';
    case 'canceled':
      // a released intent after a refused capture, a timeout or the deadline keeps the reason it was released for
      return current === 'failed' || current === 'expired' ? current : 'cancelled';
  }
}

export interface OrderChange {
  status: PaymentStatus;
  failureReason: string | null;
  capturedMinor: number;
  refundedMinor: number;
  processingSince: Date | null;
}

/**
 * The order as its intent says it now stands, or null when nothing changes (the same state again, or a change the
 * table refuses: an event that arrives after a later one has already been applied).
 */
export function reconcile(order: PaymentOrder, intent: ProviderIntent, now: Date): OrderChange | null {
  const status = statusFromIntent(order.status, intent);
  const refundedMore = intent.refundedMinor > order.refundedMinor;
  const capturedChanged = intent.capturedMinor !== order.capturedMinor;
  // a refusal is kept while the order is payable again or ended by it; a later card that holds clears it
  const failureReason =
    status === 'requires_payment'
      ? intent.failureCode
      : isOpen(status) || status === 'captured'
        ? null
        : order.failureReason;
  if (status === order.status && !refundedMore && !capturedChanged && failureReason === order.failureReason)
    return null;
  if (status !== order.status && !canMove(order.status, status)) return null;
  return {
    status,
    failureReason,
    capturedMinor: Math.max(order.capturedMinor, intent.capturedMinor),
    refundedMinor: Math.max(order.refundedMinor, intent.refundedMinor),
    processingSince: status === 'processing' ? (order.processingSince ?? now) : null,
  };
}

/** The key of one provider call for this order: a retried call carries the same key, so the provider does it once. */
export const idempotencyKey = (orderId: string, operation: 'authorise' | 'capture' | 'cancel' | 'refund', n: number) =>
  `${orderId}:${operation}:${n}`;

/** The order belongs to this member (only she sees or pays it). */
export const isPayer = (order: Pick<PaymentOrder, 'payerId'>, userId: string | null | undefined) =>
  !!userId && order.payerId === userId;

/** The sweeper's verdict on an open order at `now`: expire it, fail it (processing too long), or leave it. */
export function sweepVerdict(order: PaymentOrder, now: Date): 'expire' | 'failProcessing' | null {
  if (order.status === 'processing') {
    if (order.processingSince && now.getTime() - order.processingSince.getTime() >= PROCESSING_WINDOW_MS)
      return 'failProcessing';
    return null;
  }
  if ((order.status === 'requires_payment' || order.status === 'requires_action') && now >= order.deadline)
    return 'expire';
  return null;
}

/** What a receipt of this order must say about its provider: the offline provider moved no money. */
export const receiptNotice = (order: Pick<PaymentOrder, 'provider'>) =>
  order.provider === 'offline' ? OFFLINE_RECEIPT_NOTICE : null;
