-- Every e-mail the club sends: queued by an event handler, then delivered (with retries) by the mail worker.
create table email_messages (
  id bigserial primary key,
  -- the event that asked for it: one e-mail per event, whatever redelivery does
  event_id uuid not null unique,
  kind text not null,
  recipient text not null,
  subject text not null,
  html text not null,
  text_body text not null,
  status text not null default 'queued' check (status in ('queued', 'sent', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  sent_at timestamptz,
  created_at timestamptz not null default now()
);
create index email_messages_due_idx on email_messages (next_attempt_at) where status = 'queued';
