-- Members and their sign-in sessions. Registration, verification and profile fields arrive with the accounts issue.
create extension if not exists pgcrypto;

create table users (
  id uuid primary key default gen_random_uuid(),
  profile_id serial not null unique,
  first_name text not null check (length(first_name) between 1 and 50),
  last_name text not null default '' check (length(last_name) <= 50),
  picture text,
  created_at timestamptz not null default now(),
  deleted_at timestamptz
);

create table sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  -- sha256 of the cookie value; the cookie itself is never stored
  token_hash bytea not null unique,
  is_admin boolean not null default false,
  is_co_host boolean not null default false,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index sessions_user_id_idx on sessions (user_id);
