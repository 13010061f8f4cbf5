-- The admin log (issue 13 item 4, DESIGN §8, decision 0028): every admin action in every service, who did it with
-- which privilege, what, on which record, when and from where. accounts appends its own actions in their transaction
-- and every other service's from their AdminActionRecorded events (event_id makes a replay append nothing).
-- Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE, so nothing rewrites or removes an entry.
create table admin_log (
  id bigserial primary key,
  -- The AdminActionRecorded event an entry came from; null for accounts' own actions, appended directly.
  event_id uuid unique,
  -- The service the action happened in.
  producer text not null check (producer ~ '^[a-z][a-z0-9-]{0,62}$'),
  admin_id uuid not null,
  -- The admin's e-mail when she acted, encrypted as admin_users keeps it, so a deleted or renamed admin still shows.
  -- Null only for an admin accounts does not know.
  admin_email_encrypted text,
  privilege_id integer,
  privilege_name text not null check (char_length(privilege_name) between 1 and 200),
  action text not null check (action ~ '^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$' and char_length(action) <= 100),
  area text not null check (area in ('overview', 'people', 'membership', 'listings', 'reservations', 'settings',
    'reviews', 'content', 'gosolo', 'hustle', 'integrations', 'oversight')),
  record_type text not null check (char_length(record_type) between 1 and 100),
  record_id text not null check (char_length(record_id) between 1 and 200),
  summary text not null check (char_length(summary) between 1 and 500),
  client_address text not null check (char_length(client_address) <= 100),
  occurred_at timestamptz not null default now()
);

create index admin_log_occurred_at_idx on admin_log (occurred_at desc, id desc);
create index admin_log_admin_idx on admin_log (admin_id, occurred_at desc);
create index admin_log_area_idx on admin_log (area, occurred_at desc);

create function admin_log_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'the admin log is append-only: % is not allowed', tg_op using errcode = 'insufficient_privilege';
end
$$;

create trigger admin_log_no_update_or_delete before update or delete on admin_log
  for each row execute function admin_log_append_only();
create trigger admin_log_no_truncate before truncate on admin_log
  for each statement execute function admin_log_append_only();
