// A local HTTP server that speaks the subset of Stripe's API bookings-payments uses (DESIGN §6, decision 0049), so the
// tests run the real stripe SDK: payment_intents create/confirm/capture/cancel/retrieve and refunds, idempotency keys,
// Stripe's error shapes, and the same test cards as the offline provider (decline, insufficient funds at capture,
// 3-D Secure). Every state change records the event Stripe would send; `signed` and `deliver` send it to a webhook.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { cardBehaviour, type CardBehaviour } from '../domain/payment-test-cards';

type Status =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

interface LocalIntent {
  id: string;
  amount: number;
  currency: string;
  status: Status;
  paymentMethod: string | null;
  behaviour: CardBehaviour | null;
  captureMethod: 'manual' | 'automatic';
  metadata: Record<string, string>;
  clientSecret: string;
  chargeId: string | null;
  amountCaptured: number;
  amountRefunded: number;
  lastError: { type: string; code: string; decline_code?: string; message: string } | null;
  created: number;
}

export interface LocalStripeEvent {
  id: string;
  type: string;
  intentId: string;
  /** The intent as it was when the event happened (Stripe's snapshot). */
  object: Record<string, unknown>;
  created: number;
}

export interface SignedDelivery {
  payload: string;
  header: string;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Stripe's form encoding (a[b]=c, a[0]=d) as a flat map and the values of one array. */
function formOf(body: string) {
  const params = new URLSearchParams(body);
  const get = (name: string) => params.get(name);
  const list = (name: string) => [...params.entries()].filter(([key]) => key.startsWith(`${name}[`)).map(([, v]) => v);
  const map = (name: string) =>
    Object.fromEntries(
      [...params.entries()]
        .filter(([key]) => key.startsWith(`${name}[`))
        .map(([key, value]) => [key.slice(name.length + 1, -1), value]),
    );
  return { get, list, map };
}

export class LocalStripe {
  readonly intents = new Map<string, LocalIntent>();
  readonly events: LocalStripeEvent[] = [];
  /** Every request as received: method, path and idempotency key (to check that every change carries one). */
  readonly requests: { method: string; path: string; idempotencyKey: string | null }[] = [];
  private readonly answered = new Map<string, { status: number; body: unknown }>();
  private server: Server | null = null;

  constructor(
    readonly secretKey = `sk_test_local${randomBytes(12).toString('hex')}`,
    readonly webhookSecret = `whsec_local${randomBytes(12).toString('hex')}`,
  ) {}

  /** Listens on a free loopback port; returns the URL to give as STRIPE_API_URL. */
  async start(): Promise<string> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The member passed (or failed) her bank's 3-D Secure check in her browser. */
  completeAuthentication(intentId: string, passed = true): void {
    const intent = this.intent(intentId);
    if (intent.status !== 'requires_action') return;
    if (passed) {
      intent.status = 'requires_capture';
      this.record('payment_intent.amount_capturable_updated', intent);
    } else {
      intent.status = 'requires_payment_method';
      intent.lastError = {
        type: 'card_error',
        code: 'payment_intent_authentication_failure',
        message: 'The provided PaymentMethod has failed authentication.',
      };
      this.record('payment_intent.payment_failed', intent);
    }
  }

  /** Puts an intent in processing (as a slow bank would), or settles it: for the processing window's tests. */
  setProcessing(intentId: string): void {
    const intent = this.intent(intentId);
    intent.status = 'processing';
    this.record('payment_intent.processing', intent);
  }

  /** The recorded events of an intent, oldest first. */
  eventsOf(intentId: string): LocalStripeEvent[] {
    return this.events.filter((event) => event.intentId === intentId);
  }

  /** An event signed as Stripe signs it (`timestamp` in seconds; now unless given; another secret to forge one). */
  signed(event: LocalStripeEvent, options: { timestamp?: number; secret?: string } = {}): SignedDelivery {
    const payload = JSON.stringify({
      id: event.id,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: event.created,
      livemode: false,
      pending_webhooks: 1,
      type: event.type,
      data: { object: event.object },
    });
    const header = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? this.webhookSecret,
      ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
    });
    return { payload, header };
  }

  /** Posts a signed event to a webhook URL as Stripe does; returns the answer's status. */
  async deliver(url: string, delivery: SignedDelivery): Promise<number> {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': delivery.header },
      body: delivery.payload,
    });
    await response.arrayBuffer();
    return response.status;
  }

  private intent(id: string): LocalIntent {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`No local intent ${id}`);
    return intent;
  }

  private record(type: string, intent: LocalIntent): void {
    this.events.push({
      id: newId('evt'),
      type,
      intentId: intent.id,
      // a charge's events carry the charge, which names its intent; the others carry the intent
      object: type.startsWith('charge.')
        ? (this.toJson(intent, true).latest_charge as Record<string, unknown>)
        : this.toJson(intent, false),
      created: Math.floor(Date.now() / 1000),
    });
  }

  private toJson(intent: LocalIntent, expandCharge: boolean): Record<string, unknown> {
    const charge = intent.chargeId
      ? {
          id: intent.chargeId,
          object: 'charge',
          amount: intent.amount,
          amount_captured: intent.amountCaptured,
          amount_refunded: intent.amountRefunded,
          captured: intent.amountCaptured > 0,
          refunded: intent.amountRefunded > 0 && intent.amountRefunded >= intent.amountCaptured,
          currency: intent.currency,
          payment_intent: intent.id,
          metadata: intent.metadata,
          status: 'succeeded',
        }
      : null;
    return {
      id: intent.id,
      object: 'payment_intent',
      amount: intent.amount,
      amount_capturable: intent.status === 'requires_capture' ? intent.amount : 0,
      amount_received: intent.amountCaptured,
      capture_method: intent.captureMethod,
      client_secret: intent.clientSecret,
      created: intent.created,
      currency: intent.currency,
      last_payment_error: intent.lastError,
      latest_charge: expandCharge ? charge : (charge?.id ?? null),
      livemode: false,
      metadata: intent.metadata,
      next_action:
        intent.status === 'requires_action'
          ? { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } }
          : null,
      payment_method: intent.paymentMethod,
      payment_method_types: ['card'],
      status: intent.status,
    };
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', 'http://local');
    const method = request.method ?? 'GET';
    const key = (request.headers['idempotency-key'] as string | undefined) ?? null;
    this.requests.push({ method, path: url.pathname, idempotencyKey: key });
    const send = (status: number, json: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
      response.end(JSON.stringify(json));
    };
    const auth = request.headers.authorization ?? '';
    if (auth !== `Bearer ${this.secretKey}`) {
      // Stripe's answer quotes the key it was given: the service must never pass this text on
      return send(401, {
        error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${auth.replace(/^Bearer /, '')}` },
      });
    }
    const replayKey = key ? `${method} ${url.pathname} ${key}` : null;
    const replay = replayKey ? this.answered.get(replayKey) : undefined;
    if (replay) return send(replay.status, replay.body);
    const form = formOf(method === 'GET' ? url.search.slice(1) : body);
    const [status, json] = this.route(method, url.pathname, form);
    if (replayKey) this.answered.set(replayKey, { status, body: json });
    send(status, json);
  }

  private route(method: string, path: string, form: ReturnType<typeof formOf>): [number, unknown] {
    const expand = form.list('expand').includes('latest_charge');
    const match = /^\/v1\/payment_intents\/([^/]+)(?:\/(confirm|capture|cancel))?$/.exec(path);
    if (method === 'POST' && path === '/v1/payment_intents') return this.create(form, expand);
    if (method === 'POST' && path === '/v1/refunds') return this.refund(form);
    if (!match)
      return [
        404,
        { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
      ];
    const intent = this.intents.get(match[1]!);
    if (!intent) {
      return [
        404,
        {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such payment_intent: '${match[1]}'`,
          },
        },
      ];
    }
    const action = match[2];
    if (method === 'GET' && !action) return [200, this.toJson(intent, expand)];
    if (method !== 'POST') return [405, { error: { type: 'invalid_request_error', message: 'Method not allowed' } }];
    if (action === 'confirm') return this.confirm(intent, form.get('payment_method'), expand);
    if (action === 'capture') return this.capture(intent, expand);
    if (action === 'cancel') return this.cancel(intent, expand);
    return [400, { error: { type: 'invalid_request_error', message: 'Unknown action' } }];
  }

  private create(form: ReturnType<typeof formOf>, expand: boolean): [number, unknown] {
    const amount = Number(form.get('amount'));
    const currency = form.get('currency');
    if (!Number.isInteger(amount) || amount < 1 || !currency) {
      return [
        400,
        { error: { type: 'invalid_request_error', code: 'parameter_missing', message: 'Missing amount or currency' } },
      ];
    }
    const id = newId('pi');
    const intent: LocalIntent = {
      id,
      amount,
      currency,
      status: 'requires_payment_method',
      paymentMethod: null,
      behaviour: null,
      captureMethod: form.get('capture_method') === 'manual' ? 'manual' : 'automatic',
      metadata: form.map('metadata'),
      clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      chargeId: null,
      amountCaptured: 0,
      amountRefunded: 0,
      lastError: null,
      created: Math.floor(Date.now() / 1000),
    };
    this.intents.set(id, intent);
    this.record('payment_intent.created', intent);
    const paymentMethod = form.get('payment_method');
    if (form.get('confirm') === 'true') return this.confirm(intent, paymentMethod, expand);
    if (paymentMethod) {
      intent.paymentMethod = paymentMethod;
      intent.status = 'requires_confirmation';
    }
    return [200, this.toJson(intent, expand)];
  }

  private confirm(intent: LocalIntent, paymentMethod: string | null, expand: boolean): [number, unknown] {
    if (!['requires_payment_method', 'requires_confirmation'].includes(intent.status))
      return this.unexpected(intent, 'confirm');
    const method = paymentMethod ?? intent.paymentMethod;
    const behaviour = method ? cardBehaviour(method) : null;
    if (!method || !behaviour) {
      return [
        400,
        {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such PaymentMethod: '${method}'`,
          },
        },
      ];
    }
    intent.paymentMethod = method;
    intent.behaviour = behaviour;
    intent.lastError = null;
    if (behaviour === 'declined') {
      intent.status = 'requires_payment_method';
      intent.lastError = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      };
      this.record('payment_intent.payment_failed', intent);
      return [402, { error: { ...intent.lastError, payment_intent: this.toJson(intent, expand) } }];
    }
    if (behaviour === 'requiresAuthentication') {
      intent.status = 'requires_action';
      this.record('payment_intent.requires_action', intent);
      return [200, this.toJson(intent, expand)];
    }
    intent.chargeId = newId('ch');
    if (intent.captureMethod === 'manual') {
      intent.status = 'requires_capture';
      this.record('payment_intent.amount_capturable_updated', intent);
    } else {
      intent.status = 'succeeded';
      intent.amountCaptured = intent.amount;
      this.record('payment_intent.succeeded', intent);
    }
    return [200, this.toJson(intent, expand)];
  }

  private capture(intent: LocalIntent, expand: boolean): [number, unknown] {
    if (intent.status !== 'requires_capture') return this.unexpected(intent, 'capture');
    if (intent.behaviour === 'insufficientFundsAtCapture') {
      intent.lastError = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      };
      this.record('payment_intent.payment_failed', intent);
      return [402, { error: { ...intent.lastError, payment_intent: this.toJson(intent, expand) } }];
    }
    intent.status = 'succeeded';
    intent.amountCaptured = intent.amount;
    this.record('payment_intent.succeeded', intent);
    return [200, this.toJson(intent, expand)];
  }

  private cancel(intent: LocalIntent, expand: boolean): [number, unknown] {
    if (intent.status === 'succeeded' || intent.status === 'canceled') return this.unexpected(intent, 'cancel');
    intent.status = 'canceled';
    this.record('payment_intent.canceled', intent);
    return [200, this.toJson(intent, expand)];
  }

  private refund(form: ReturnType<typeof formOf>): [number, unknown] {
    const intent = this.intents.get(form.get('payment_intent') ?? '');
    if (!intent)
      return [
        404,
        { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } },
      ];
    if (intent.status !== 'succeeded') {
      return [
        400,
        {
          error: {
            type: 'invalid_request_error',
            code: 'charge_not_captured',
            message: 'This charge has not been captured.',
          },
        },
      ];
    }
    const amount = form.get('amount') ? Number(form.get('amount')) : intent.amountCaptured - intent.amountRefunded;
    if (!Number.isInteger(amount) || amount < 1 || intent.amountRefunded + amount > intent.amountCaptured) {
      return [
        400,
        {
          error: {
            type: 'invalid_request_error',
            code: 'amount_too_large',
            message: 'Refund amount is greater than the unrefunded amount.',
          },
        },
      ];
    }
    intent.amountRefunded += amount;
    this.record('charge.refunded', intent);
    return [
      200,
      {
        id: newId('re'),
        object: 'refund',
        amount,
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded',
      },
    ];
  }

  private unexpected(intent: LocalIntent, action: string): [number, unknown] {
    return [
      400,
      {
        error: {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: `You cannot ${action} this PaymentIntent because it has a status of ${intent.status}.`,
          payment_intent: this.toJson(intent, true),
        },
      },
    ];
  }
}
