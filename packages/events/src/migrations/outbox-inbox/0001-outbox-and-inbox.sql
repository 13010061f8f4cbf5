-- The outbox (events this service published, waiting for the relay) and the inbox (events it applied), in the service's own database.
create table outbox (
  id bigserial primary key,
  event_id uuid not null unique,
  topic text not null,
  message_key text not null,
  event_type text not null,
  -- the encoded golightly.events.v1.Envelope
  envelope bytea not null,
  headers jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  -- failed relay attempts and the last error, while the bus is unreachable
  attempts integer not null default 0,
  last_error text
);
-- The relay reads unsent rows in id order; sent rows stay out of this index.
create index outbox_unsent_idx on outbox (id) where sent_at is null;
create index outbox_unsent_key_idx on outbox (topic, message_key, id) where sent_at is null;
create index outbox_sent_at_idx on outbox (sent_at) where sent_at is not null;

create table inbox (
  consumer_group text not null,
  event_id uuid not null,
  topic text not null,
  event_type text not null,
  -- 'applied': the handler's effect committed with this row; 'dead_lettered': sent to <topic>.dlq instead
  outcome text not null check (outcome in ('applied', 'dead_lettered')),
  error text,
  received_at timestamptz not null default now(),
  primary key (consumer_group, event_id)
);
create index inbox_received_at_idx on inbox (received_at);
