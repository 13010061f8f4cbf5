-- E-mails an event asked for that could not be queued, kept for a person to look at: the recipient was a member
-- notifications has not heard of (no address in member_contacts), e.g. the host named by a listing event.
create table unsent_emails (
  id bigserial primary key,
  event_id uuid not null,
  kind text not null,
  user_id uuid not null,
  reason text not null check (reason in ('recipient_unknown')),
  created_at timestamptz not null default now(),
  -- a redelivered event records nothing new
  unique (event_id, kind, user_id)
);
create index unsent_emails_user_idx on unsent_emails (user_id);
