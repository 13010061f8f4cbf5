-- Payment orders (decision 0049): one amount one member owes, for a stay or for another service's request (the generic
-- payment contract of DESIGN §8), paid through one provider: Stripe, or the offline provider of the embedded default.
-- The order's status follows the provider's own state of its payment intent, read back from the provider.
create table payment_orders (
  id uuid primary key,
  payer_id uuid not null,
  -- minor units of `currency` (cents, pence); what the provider is asked for
  amount_minor bigint not null check (amount_minor > 0),
  currency char(3) not null check (currency ~ '^[A-Z]{3}$'),
  purpose text not null check (purpose in ('stay', 'gosolo', 'membership', 'diamond')),
  -- who asked (a service name) and its own reference: the same request twice is one order
  requested_by text not null check (requested_by ~ '^[a-z][a-z-]*$'),
  reference text not null check (char_length(reference) between 1 and 100),
  -- until when the member may pay; the sweeper expires an unpaid order after it
  deadline timestamptz not null,
  provider text not null check (provider in ('stripe', 'offline')),
  -- the provider's payment intent of the current attempt (pi_...)
  provider_intent_id text unique,
  status text not null default 'requires_payment' check (
    status in (
      'requires_payment', 'requires_action', 'processing', 'authorised', 'captured',
      'cancelled', 'failed', 'refunded', 'expired'
    )
  ),
  -- the provider's code for the last refusal (card_declined, insufficient_funds, processing_timeout, ...)
  failure_reason text check (char_length(failure_reason) <= 100),
  -- every provider call carries the key "{order id}:{operation}:{attempt}": a retried call is the same call
  attempt integer not null default 0 check (attempt >= 0),
  -- the key of the last authorisation asked for, so a member's retried payOrder repeats it rather than pays twice
  authorise_idempotency_key text,
  captured_minor bigint not null default 0 check (captured_minor >= 0),
  refunded_minor bigint not null default 0 check (refunded_minor >= 0 and refunded_minor <= captured_minor),
  -- since when the provider has said "processing" (spec 001 §9: shown as such for up to 5 minutes)
  processing_since timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  unique (requested_by, reference)
);
create index payment_orders_payer_idx on payment_orders (payer_id, created_at);
-- what the sweeper looks at: unpaid orders by deadline, processing ones by age
create index payment_orders_open_idx on payment_orders (deadline)
  where status in ('requires_payment', 'requires_action', 'processing');

-- Every provider event received by the signed webhook, by its own id: a duplicate is ignored.
create table payment_webhook_events (
  provider text not null check (provider in ('stripe', 'offline')),
  provider_event_id text not null check (char_length(provider_event_id) between 1 and 255),
  event_type text not null check (char_length(event_type) <= 100),
  -- the intent it was about, reconciled from the provider's own state (not from the event's body)
  provider_intent_id text,
  received_at timestamptz not null default now(),
  primary key (provider, provider_event_id)
);

-- The offline provider's own intents (the embedded default, no network, no money moved): kept like Stripe keeps its
-- own, so an order is reconciled against them the same way.
create table offline_payment_intents (
  id text primary key,
  amount_minor bigint not null check (amount_minor > 0),
  currency char(3) not null,
  status text not null check (
    status in (
      'requires_payment_method', 'requires_confirmation', 'requires_action', 'processing', 'requires_capture',
      'succeeded', 'canceled'
    )
  ),
  -- what the test card it was paid with does (payment-test-cards.ts)
  behaviour text not null,
  captured_minor bigint not null default 0,
  refunded_minor bigint not null default 0,
  failure_code text,
  client_secret text not null,
  created_at timestamptz not null default now()
);

-- Each provider call's answer by its idempotency key, as Stripe keeps them: the same key again gets the same answer.
create table offline_payment_calls (
  idempotency_key text primary key,
  answer jsonb not null,
  created_at timestamptz not null default now()
);
