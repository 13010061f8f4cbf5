-- Password guesses counted atomically (issue 11): a row per (account, client) and per client, locked while an attempt
-- is counted, replacing the log of failures that was read before it was written.

-- An account's failures from one client (an address, or an IPv6 /64): a growing wait, never a lockout.
create table sign_in_attempts (
  email_hash bytea not null,
  client inet not null,
  failures integer not null default 0 check (failures >= 0),
  last_failure_at timestamptz,
  primary key (email_hash, client)
);
create index sign_in_attempts_last_failure_idx on sign_in_attempts (last_failure_at);

-- A client's failures across all accounts in its current window (password spraying).
create table sign_in_clients (
  client inet primary key,
  failures integer not null default 0 check (failures >= 0),
  window_started_at timestamptz not null default now()
);

drop table login_failures;
