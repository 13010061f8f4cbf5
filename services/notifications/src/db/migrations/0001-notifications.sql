-- In-app notifications kept as a read-model of events. The e-mail log and counts arrive with the notifications issue.
create table notifications (
  id bigserial primary key,
  recipient_id uuid not null,
  kind text not null,
  body text not null,
  read_at timestamptz,
  created_at timestamptz not null default now()
);
create index notifications_recipient_idx on notifications (recipient_id, created_at desc);
