// The payment contract's use cases (decision 0049): create an order, authorise it with a card, capture, cancel or
// refund it, and bring it in line with its intent as the provider keeps it. The reservations code calls these
// directly; other services reach createOrder through PaymentRequested. Each runs in one transaction that locks the
// order first, so two calls on one order (a member's retry, a webhook) never interleave, and publishes what changed
// with the change.
import { randomUUID } from 'node:crypto';
import type { Knex } from '@golightly/db';
import {
  findOrder,
  findOrdersToSweep,
  insertOrder,
  findOrderByReference,
  lockOrder,
  lockOrderByIntent,
  recordProviderEvent,
  saveOrderChange,
} from '../db/payment-orders';
import { publishOrderChange } from '../events/payment-events';
import {
  idempotencyKey,
  isPayer,
  PAYMENT_PURPOSES,
  PROCESSING_WINDOW_MS,
  reconcile,
  sweepVerdict,
  type PaymentOrder,
  type PaymentPurpose,
} from '../domain/payment-order';
import type { PaymentProvider, ProviderIntent, ProviderName } from '../domain/payment-provider';
import { PAYMENT_TEXTS, refusalText } from '../domain/payment-texts';

export interface PaymentDeps {
  db: Knex;
  provider: PaymentProvider;
  /** The clock; the real one unless a test sets it. */
  now?: () => Date;
}

const nowOf = (deps: PaymentDeps) => deps.now?.() ?? new Date();

/** The provider as one transaction of an order uses it (the offline provider writes in that transaction). */
const providerIn = (deps: PaymentDeps, trx: Knex.Transaction) => deps.provider.inTransaction?.(trx) ?? deps.provider;

export interface CreateOrderInput {
  payerId: string;
  amountMinor: number;
  currency: string;
  purpose: PaymentPurpose | string;
  /** The asking service's name ('bookings-payments' for its own reservations). */
  requestedBy: string;
  /** The asker's own reference, unique for it: the same one again returns the order it made first. */
  reference: string;
  deadline: Date;
}

export type CreateOrderOutcome =
  { kind: 'created' | 'existing'; order: PaymentOrder } | { kind: 'invalid'; message: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What is wrong with an order asked for, or null. Messages are for the asking service's logs, not for members. */
export function orderInputProblem(input: CreateOrderInput, now: Date): string | null {
  if (!UUID.test(input.payerId)) return 'the payer must be a user id (UUID)';
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0)
    return 'the amount must be a whole number of minor units above zero';
  if (!/^[A-Z]{3}$/.test(input.currency)) return 'the currency must be an ISO 4217 code in capitals';
  if (!(PAYMENT_PURPOSES as readonly string[]).includes(input.purpose))
    return `the purpose must be one of ${PAYMENT_PURPOSES.join(', ')}`;
  if (!/^[a-z][a-z-]*$/.test(input.requestedBy)) return 'the requester must be a service name';
  if (input.reference.length < 1 || input.reference.length > 100) return 'the reference must be 1 to 100 characters';
  if (Number.isNaN(input.deadline.getTime()) || input.deadline <= now) return 'the deadline must be in the future';
  return null;
}

/** Creates the order a member is to pay (no provider call yet); idempotent on the requester's reference. */
export async function createOrder(deps: PaymentDeps, input: CreateOrderInput): Promise<CreateOrderOutcome> {
  const problem = orderInputProblem(input, nowOf(deps));
  if (problem) return { kind: 'invalid', message: problem };
  const created = await insertOrder(deps.db, {
    id: randomUUID(),
    payerId: input.payerId,
    amountMinor: input.amountMinor,
    currency: input.currency,
    purpose: input.purpose as PaymentPurpose,
    requestedBy: input.requestedBy,
    reference: input.reference,
    deadline: input.deadline,
    provider: deps.provider.name,
  });
  if (created) return { kind: 'created', order: created };
  const existing = await findOrderByReference(deps.db, input.requestedBy, input.reference);
  if (!existing) throw new Error(`Order ${input.requestedBy}/${input.reference} was neither created nor found`);
  return { kind: 'existing', order: existing };
}

export type PaymentOutcome =
  | { kind: 'authorised' | 'captured' | 'processing' | 'cancelled' | 'refunded'; order: PaymentOrder }
  | { kind: 'requiresAction'; order: PaymentOrder; clientSecret: string }
  /** The provider refused (a declined card, insufficient funds): `message` is the member's words for `code`. */
  | { kind: 'refused'; order: PaymentOrder; code: string; message: string }
  /** No such order, or not the caller's (the same answer, so nobody learns of another member's order). */
  | { kind: 'notFound' }
  /** The order is past what was asked (paid, expired, cancelled...): `message` says which. */
  | { kind: 'closed'; order: PaymentOrder; message: string };

/** Locks the order; null when it does not exist or `payerId` (when given) is not its payer. */
async function lockOwned(trx: Knex.Transaction, orderId: string, payerId: string | null) {
  if (!UUID.test(orderId)) return null;
  const order = await lockOrder(trx, orderId);
  if (!order || (payerId !== null && !isPayer(order, payerId))) return null;
  return order;
}

/** Brings a locked order in line with its intent; publishes what changed. */
async function applyIntent(
  trx: Knex.Transaction,
  order: PaymentOrder,
  intent: ProviderIntent,
  now: Date,
  extra: { attempt?: number; authoriseIdempotencyKey?: string; failureReason?: string | null } = {},
): Promise<PaymentOrder> {
  const change = reconcile(order, intent, now);
  const intentChanged = order.providerIntentId !== intent.id;
  if (!change && !intentChanged && extra.attempt === undefined && extra.failureReason === undefined) return order;
  const after = await saveOrderChange(trx, order, {
    ...(change ?? {}),
    ...(intentChanged ? { providerIntentId: intent.id } : {}),
    ...extra,
  });
  await publishOrderChange(trx, order, after);
  return after;
}

/** What a member sees of an order that already has an answer (a retried payOrder gets it again, nothing is paid twice). */
async function standing(provider: PaymentProvider, order: PaymentOrder, now: Date): Promise<PaymentOutcome> {
  switch (order.status) {
    case 'authorised':
      return { kind: 'authorised', order };
    case 'captured':
      return { kind: 'captured', order };
    case 'processing':
      return { kind: 'processing', order };
    case 'requires_action': {
      const intent = order.providerIntentId ? await provider.retrieve(order.providerIntentId) : null;
      if (intent?.clientSecret) return { kind: 'requiresAction', order, clientSecret: intent.clientSecret };
      return { kind: 'closed', order, message: PAYMENT_TEXTS.closed };
    }
    case 'requires_payment':
      return { kind: 'closed', order, message: order.deadline <= now ? PAYMENT_TEXTS.expired : PAYMENT_TEXTS.closed };
    case 'expired':
      return { kind: 'closed', order, message: PAYMENT_TEXTS.expired };
    case 'refunded':
    case 'cancelled':
    case 'failed':
      return { kind: 'closed', order, message: PAYMENT_TEXTS.closed };
  }
}

export interface AuthoriseRequest {
  orderId: string;
  /** The member paying, checked against the order's payer; null for a caller inside this service that checked. */
  payerId: string | null;
  /** A payment method id (Stripe Elements), or a test card number (offline). */
  paymentMethod: string;
}

/**
 * Holds the order's amount on the member's card (manual capture). An order already authorised, processing or
 * waiting for 3-D Secure answers as it stands; a declined card leaves it payable with another until its deadline.
 */
export async function authorise(deps: PaymentDeps, request: AuthoriseRequest): Promise<PaymentOutcome> {
  const paymentMethod = request.paymentMethod.trim();
  return deps.db.transaction(async (trx) => {
    const now = nowOf(deps);
    const order = await lockOwned(trx, request.orderId, request.payerId);
    if (!order) return { kind: 'notFound' };
    if (order.status !== 'requires_payment' || order.deadline <= now)
      return standing(providerIn(deps, trx), order, now);
    if (!paymentMethod || paymentMethod.length > 255)
      return { kind: 'refused', order, code: 'payment_method_required', message: PAYMENT_TEXTS.paymentMethodRequired };
    const attempt = order.attempt + 1;
    const key = idempotencyKey(order.id, 'authorise', attempt);
    const outcome = await providerIn(deps, trx).createAuthorisation({
      orderId: order.id,
      amountMinor: order.amountMinor,
      currency: order.currency,
      paymentMethod,
      idempotencyKey: key,
    });
    const extra = { attempt, authoriseIdempotencyKey: key };
    if (!outcome.ok) {
      const after = outcome.intent
        ? await applyIntent(trx, order, outcome.intent, now, { ...extra, failureReason: outcome.code })
        : await saveOrderChange(trx, order, { ...extra, failureReason: outcome.code });
      return { kind: 'refused', order: after, code: outcome.code, message: refusalText(outcome.code) };
    }
    const after = await applyIntent(trx, order, outcome.intent, now, extra);
    if (after.status === 'requires_action' && outcome.intent.clientSecret)
      return { kind: 'requiresAction', order: after, clientSecret: outcome.intent.clientSecret };
    return standing(providerIn(deps, trx), after, now);
  });
}

/** Takes the authorised amount. A refused capture (insufficient funds) fails the order and releases the hold. */
export async function capture(deps: PaymentDeps, orderId: string): Promise<PaymentOutcome> {
  return deps.db.transaction(async (trx) => {
    const now = nowOf(deps);
    const order = await lockOwned(trx, orderId, null);
    if (!order) return { kind: 'notFound' };
    if (order.status !== 'authorised' || !order.providerIntentId) return standing(providerIn(deps, trx), order, now);
    const outcome = await providerIn(deps, trx).capture(
      order.providerIntentId,
      idempotencyKey(order.id, 'capture', order.attempt),
    );
    if (outcome.ok) return standing(providerIn(deps, trx), await applyIntent(trx, order, outcome.intent, now), now);
    const failed = await saveOrderChange(trx, order, { status: 'failed', failureReason: outcome.code });
    await publishOrderChange(trx, order, failed);
    // the hold is released at once rather than left until the card's authorisation lapses
    await providerIn(deps, trx).cancel(order.providerIntentId, idempotencyKey(order.id, 'cancel', order.attempt));
    return { kind: 'refused', order: failed, code: outcome.code, message: refusalText(outcome.code) };
  });
}

/** Releases an authorisation, or withdraws an order not yet paid (a declined request, an expired hold). */
export async function cancel(deps: PaymentDeps, orderId: string): Promise<PaymentOutcome> {
  return deps.db.transaction(async (trx) => {
    const now = nowOf(deps);
    const order = await lockOwned(trx, orderId, null);
    if (!order) return { kind: 'notFound' };
    if (order.status === 'cancelled') return { kind: 'cancelled', order };
    if (!['requires_payment', 'requires_action', 'processing', 'authorised'].includes(order.status))
      return standing(providerIn(deps, trx), order, now);
    if (order.providerIntentId) {
      const outcome = await providerIn(deps, trx).cancel(
        order.providerIntentId,
        idempotencyKey(order.id, 'cancel', order.attempt),
      );
      // the intent was captured meanwhile (a late webhook not yet seen): the order follows the provider
      if (!outcome.ok && outcome.intent)
        return standing(providerIn(deps, trx), await applyIntent(trx, order, outcome.intent, now), now);
    }
    const cancelled = await saveOrderChange(trx, order, { status: 'cancelled', processingSince: null });
    await publishOrderChange(trx, order, cancelled);
    return { kind: 'cancelled', order: cancelled };
  });
}

/** Gives back `amountMinor` (all that is left unless given) of a captured order. */
export async function refund(deps: PaymentDeps, orderId: string, amountMinor?: number): Promise<PaymentOutcome> {
  return deps.db.transaction(async (trx) => {
    const now = nowOf(deps);
    const order = await lockOwned(trx, orderId, null);
    if (!order) return { kind: 'notFound' };
    if (order.status !== 'captured' || !order.providerIntentId) return standing(providerIn(deps, trx), order, now);
    const amount = amountMinor ?? order.capturedMinor - order.refundedMinor;
    // the key names what is refunded from where, so a retried refund is the same refund
    const key = idempotencyKey(order.id, 'refund', order.refundedMinor) + `-${amount}`;
    const outcome = await providerIn(deps, trx).refund(order.providerIntentId, amount, key);
    if (!outcome.ok) return { kind: 'refused', order, code: outcome.code, message: PAYMENT_TEXTS.closed };
    const after = await applyIntent(trx, order, outcome.intent, now);
    return { kind: 'refunded', order: after };
  });
}

/**
 * Gives back whatever is missing for the order to have refunded `targetMinor` in all (capped at what was captured):
 * the amount is read under the order's lock, so a retried or concurrent call refunds nothing twice, and the provider
 * call carries `key` (the requester's, naming what is refunded) with the target, so a call repeated after a crash is
 * the same call. An order with nothing captured, or already refunded that far, answers as it stands.
 */
export async function refundUpTo(
  deps: PaymentDeps,
  orderId: string,
  targetMinor: number,
  key: string,
): Promise<PaymentOutcome> {
  return deps.db.transaction(async (trx) => {
    const now = nowOf(deps);
    const order = await lockOwned(trx, orderId, null);
    if (!order) return { kind: 'notFound' };
    const amount = Math.min(targetMinor, order.capturedMinor) - order.refundedMinor;
    if (order.status !== 'captured' || !order.providerIntentId || amount <= 0)
      return standing(providerIn(deps, trx), order, now);
    const outcome = await providerIn(deps, trx).refund(order.providerIntentId, amount, `${key}:${targetMinor}`);
    if (!outcome.ok) return { kind: 'refused', order, code: outcome.code, message: PAYMENT_TEXTS.closed };
    return { kind: 'refunded', order: await applyIntent(trx, order, outcome.intent, now) };
  });
}

/** The order as the provider now says its intent stands (after a webhook, or the member finishing 3-D Secure). */
export async function refreshOrder(
  deps: PaymentDeps,
  orderId: string,
  payerId: string | null,
): Promise<PaymentOutcome> {
  return deps.db.transaction(async (trx) => {
    const now = nowOf(deps);
    const order = await lockOwned(trx, orderId, payerId);
    if (!order) return { kind: 'notFound' };
    if (!order.providerIntentId) return standing(providerIn(deps, trx), order, now);
    const intent = await providerIn(deps, trx).retrieve(order.providerIntentId);
    const after = await applyIntent(trx, order, intent, now);
    if (after.status === 'requires_payment' && after.failureReason)
      return { kind: 'refused', order: after, code: after.failureReason, message: refusalText(after.failureReason) };
    return standing(providerIn(deps, trx), after, now);
  });
}

/** After her bank's 3-D Secure step: the offline provider is told she passed; then the order follows its intent. */
export async function confirmPayment(deps: PaymentDeps, orderId: string, payerId: string): Promise<PaymentOutcome> {
  const order = await readOrder(deps.db, orderId, payerId);
  if (!order) return { kind: 'notFound' };
  if (order.status === 'requires_action' && order.providerIntentId && deps.provider.completeAction)
    await deps.provider.completeAction(order.providerIntentId);
  return refreshOrder(deps, orderId, payerId);
}

export interface ProviderEvent {
  provider: ProviderName;
  eventId: string;
  type: string;
  /** The intent the event is about. */
  intentId: string | null;
  /** The order the intent was made for (the intent's metadata), when the event says. */
  orderId: string | null;
}

/**
 * One webhook event: recorded by its id (a duplicate changes nothing), then the order is brought in line with its
 * intent as the provider now keeps it, never with the event's own body, so order of arrival does not matter and a
 * replay is harmless. Returns whether the event was new.
 */
export async function receiveProviderEvent(deps: PaymentDeps, event: ProviderEvent): Promise<boolean> {
  return deps.db.transaction(async (trx) => {
    const isNew = await recordProviderEvent(trx, event);
    if (!isNew || !event.intentId) return isNew;
    // by the order's id first: its lock waits for an authorisation still being written
    const order =
      (event.orderId && UUID.test(event.orderId) ? await lockOrder(trx, event.orderId) : null) ??
      (await lockOrderByIntent(trx, event.intentId));
    // an intent of an earlier attempt of the order, or one that is not ours: nothing to change
    if (!order || order.provider !== event.provider || order.providerIntentId !== event.intentId) return isNew;
    await applyIntent(trx, order, await providerIn(deps, trx).retrieve(event.intentId), nowOf(deps));
    return isNew;
  });
}

/**
 * Expires orders left unpaid past their deadline and fails payments still processing after the processing window
 * (spec 001 §9), each after asking the provider whether it settled meanwhile. Returns how many it changed.
 */
export async function sweepPayments(deps: PaymentDeps): Promise<number> {
  const now = nowOf(deps);
  const ids = await findOrdersToSweep(deps.db, now, new Date(now.getTime() - PROCESSING_WINDOW_MS));
  let changed = 0;
  for (const id of ids) {
    const swept = await deps.db.transaction(async (trx) => {
      let order = await lockOrder(trx, id);
      if (!order) return false;
      if (order.providerIntentId)
        order = await applyIntent(trx, order, await providerIn(deps, trx).retrieve(order.providerIntentId), now);
      const verdict = sweepVerdict(order, now);
      if (!verdict) return false;
      if (order.providerIntentId) {
        const released = await providerIn(deps, trx).cancel(
          order.providerIntentId,
          idempotencyKey(order.id, 'cancel', order.attempt),
        );
        if (!released.ok && released.intent) {
          await applyIntent(trx, order, released.intent, now);
          return true;
        }
      }
      const after = await saveOrderChange(
        trx,
        order,
        verdict === 'expire'
          ? { status: 'expired', processingSince: null }
          : { status: 'failed', failureReason: 'processing_timeout', processingSince: null },
      );
      await publishOrderChange(trx, order, after);
      return true;
    });
    if (swept) changed += 1;
  }
  return changed;
}

/** An order as its payer may read it; null when it is not hers. */
export async function readOrder(db: Knex, orderId: string, payerId: string): Promise<PaymentOrder | null> {
  if (!UUID.test(orderId)) return null;
  const order = await findOrder(db, orderId);
  return order && isPayer(order, payerId) ? order : null;
}
