// The offline provider of the embedded default (DESIGN §6, decision 0049): no network and no money moved, every
// receipt says so. It keeps its intents in this service's database as Stripe keeps its own, answers a repeated
// idempotency key with its first answer, and obeys the same test cards as the local Stripe server.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Knex } from '@golightly/db';
import { cardBehaviour, type CardBehaviour } from '../domain/payment-test-cards';
import type {
  AuthorisationRequest,
  IntentStatus,
  PaymentProvider,
  ProviderIntent,
  ProviderOutcome,
} from '../domain/payment-provider';

interface IntentRow {
  id: string;
  amount_minor: string | number;
  currency: string;
  status: IntentStatus;
  behaviour: CardBehaviour;
  captured_minor: string | number;
  refunded_minor: string | number;
  failure_code: string | null;
  client_secret: string;
}

const toIntent = (row: IntentRow): ProviderIntent => ({
  id: row.id,
  status: row.status,
  amountMinor: Number(row.amount_minor),
  currency: row.currency,
  capturedMinor: Number(row.captured_minor),
  refundedMinor: Number(row.refunded_minor),
  failureCode: row.failure_code,
  clientSecret: row.status === 'requires_action' ? row.client_secret : null,
});

const refused = (code: string, intent: ProviderIntent | null): ProviderOutcome => ({ ok: false, code, intent });

export class OfflinePaymentProvider implements PaymentProvider {
  readonly name = 'offline' as const;

  /** `db` is the service's pool, or the transaction of the order being paid (inTransaction). */
  constructor(private readonly db: Knex) {}

  inTransaction(trx: Knex.Transaction): OfflinePaymentProvider {
    return new OfflinePaymentProvider(trx);
  }

  createAuthorisation(request: AuthorisationRequest): Promise<ProviderOutcome> {
    return this.once(request.idempotencyKey, async (trx) => {
      const behaviour = cardBehaviour(request.paymentMethod);
      if (!behaviour) return refused('incorrect_number', null);
      const id = `pi_offline_${randomUUID().replace(/-/g, '')}`;
      const status: IntentStatus =
        behaviour === 'declined'
          ? 'requires_payment_method'
          : behaviour === 'requiresAuthentication'
            ? 'requires_action'
            : 'requires_capture';
      const [row]: IntentRow[] = await trx('offline_payment_intents')
        .insert({
          id,
          amount_minor: request.amountMinor,
          currency: request.currency,
          status,
          behaviour,
          failure_code: behaviour === 'declined' ? 'card_declined' : null,
          client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        })
        .returning('*');
      const intent = toIntent(row!);
      return behaviour === 'declined' ? refused('card_declined', intent) : { ok: true, intent };
    });
  }

  capture(intentId: string, idempotencyKey: string): Promise<ProviderOutcome> {
    return this.once(idempotencyKey, async (trx) => {
      const row = await this.lock(trx, intentId);
      if (!row) return refused('resource_missing', null);
      if (row.status === 'succeeded') return { ok: true, intent: toIntent(row) };
      if (row.status !== 'requires_capture') return refused('payment_intent_unexpected_state', toIntent(row));
      if (row.behaviour === 'insufficientFundsAtCapture') {
        return refused('insufficient_funds', await this.update(trx, intentId, { failure_code: 'insufficient_funds' }));
      }
      return {
        ok: true,
        intent: await this.update(trx, intentId, { status: 'succeeded', captured_minor: row.amount_minor }),
      };
    });
  }

  cancel(intentId: string, idempotencyKey: string): Promise<ProviderOutcome> {
    return this.once(idempotencyKey, async (trx) => {
      const row = await this.lock(trx, intentId);
      if (!row) return refused('resource_missing', null);
      if (row.status === 'canceled') return { ok: true, intent: toIntent(row) };
      if (row.status === 'succeeded') return refused('payment_intent_unexpected_state', toIntent(row));
      return { ok: true, intent: await this.update(trx, intentId, { status: 'canceled' }) };
    });
  }

  refund(intentId: string, amountMinor: number, idempotencyKey: string): Promise<ProviderOutcome> {
    return this.once(idempotencyKey, async (trx) => {
      const row = await this.lock(trx, intentId);
      if (!row) return refused('resource_missing', null);
      const intent = toIntent(row);
      if (row.status !== 'succeeded') return refused('charge_not_captured', intent);
      if (amountMinor <= 0 || intent.refundedMinor + amountMinor > intent.capturedMinor)
        return refused('amount_too_large', intent);
      return {
        ok: true,
        intent: await this.update(trx, intentId, { refunded_minor: intent.refundedMinor + amountMinor }),
      };
    });
  }

  async retrieve(intentId: string): Promise<ProviderIntent> {
    const row: IntentRow | undefined = await this.db('offline_payment_intents').where({ id: intentId }).first();
    if (!row) throw new Error(`The offline provider has no intent ${intentId}`);
    return toIntent(row);
  }

  /**
   * The member answered her bank's question on the offline payment screen (3-D Secure): the intent holds the amount,
   * or, when she failed it, needs another card.
   */
  async completeAction(intentId: string, passed = true): Promise<ProviderIntent> {
    return this.db.transaction(async (trx) => {
      const row = await this.lock(trx, intentId);
      if (!row) throw new Error(`The offline provider has no intent ${intentId}`);
      if (row.status !== 'requires_action') return toIntent(row);
      return this.update(
        trx,
        intentId,
        passed
          ? { status: 'requires_capture' }
          : { status: 'requires_payment_method', failure_code: 'payment_intent_authentication_failure' },
      );
    });
  }

  /** Runs a call once per idempotency key: a repeated key gets the first call's answer, as Stripe's does. */
  private async once(key: string, call: (trx: Knex.Transaction) => Promise<ProviderOutcome>): Promise<ProviderOutcome> {
    return this.db.transaction(async (trx) => {
      // the key's row is taken first, so a concurrent call of the same key waits for this one's answer
      const inserted = await trx('offline_payment_calls')
        .insert({ idempotency_key: key, answer: JSON.stringify(null) })
        .onConflict('idempotency_key')
        .ignore()
        .returning('idempotency_key');
      if (inserted.length === 0) {
        const stored: { answer: ProviderOutcome } = await trx('offline_payment_calls')
          .where({ idempotency_key: key })
          .forUpdate()
          .first('answer');
        return stored.answer;
      }
      const answer = await call(trx);
      await trx('offline_payment_calls')
        .where({ idempotency_key: key })
        .update({ answer: JSON.stringify(answer) });
      return answer;
    });
  }

  private async lock(trx: Knex.Transaction, intentId: string): Promise<IntentRow | undefined> {
    return trx('offline_payment_intents').where({ id: intentId }).forUpdate().first();
  }

  private async update(trx: Knex.Transaction, intentId: string, columns: Record<string, unknown>) {
    const [row]: IntentRow[] = await trx('offline_payment_intents')
      .where({ id: intentId })
      .update(columns)
      .returning('*');
    return toIntent(row!);
  }
}
