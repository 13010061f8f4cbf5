-- Registration, sign-in and verification. Personal data (e-mail, phone, birth date) is stored encrypted;
-- e-mail is found through a keyed hash so no plaintext index exists.
alter table users
  add column email_hash bytea unique,
  add column email_encrypted text,
  add column password_hash text,
  add column gender text check (gender in ('male', 'female')),
  add column date_of_birth_encrypted text,
  add column phone_encrypted text,
  add column dial_code text,
  add column country_code char(2),
  add column zip_code text,
  add column intend text check (intend in ('host', 'travel', 'both')),
  add column user_type text not null default 'inviteForm' check (user_type in ('memberForm', 'inviteForm')),
  add column member_status text not null default 'standard'
    check (member_status in ('pending', 'standard', 'on_hold', 'rejected')),
  add column is_diamond boolean not null default false,
  add column referral_key text unique check (referral_key ~ '^[A-Za-z0-9]{8}$'),
  add column max_invite integer not null default 5 check (max_invite >= 0),
  add column admin_invite_limit integer not null default 0 check (admin_invite_limit >= 0),
  add column invited_by uuid references users (id),
  add column social_media_url text,
  add column linkedin_url text,
  add column password_changed_at timestamptz;

create table user_verifications (
  user_id uuid primary key references users (id) on delete cascade,
  is_email_confirmed boolean not null default false,
  is_phone_verified boolean not null default false,
  is_id_verification boolean not null default false,
  is_govt_proof_verification boolean not null default false,
  email_verification_count integer not null default 0
);

-- Invitations: one row per code a member hands out (with or without the invitee's e-mail).
create table invitations (
  id serial primary key,
  inviter_id uuid not null references users (id) on delete cascade,
  unique_key text not null unique check (unique_key ~ '^[A-Za-z0-9]{8}$'),
  email_hash bytea,
  status text not null default 'pending' check (status in ('pending', 'accepted', 'cancelled')),
  expires_at timestamptz not null,
  accepted_by uuid references users (id),
  created_at timestamptz not null default now()
);
create index invitations_inviter_idx on invitations (inviter_id);

-- Single-use tokens sent by e-mail: confirmation and password reset. Only their hash is kept.
create table email_tokens (
  id serial primary key,
  user_id uuid not null references users (id) on delete cascade,
  purpose text not null check (purpose in ('confirm_email', 'reset_password')),
  token_hash bytea not null unique,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index email_tokens_user_idx on email_tokens (user_id, purpose);

-- Admins sign in with their own accounts; their privileges arrive with the admin roles.
create table admin_users (
  id uuid primary key default gen_random_uuid(),
  email_hash bytea not null unique,
  email_encrypted text not null,
  password_hash text not null,
  is_super_admin boolean not null default false,
  role_id integer,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);

-- A session belongs to a member or to an admin.
alter table sessions
  alter column user_id drop not null,
  add column admin_id uuid references admin_users (id) on delete cascade,
  add constraint sessions_owner check ((user_id is null) <> (admin_id is null));

-- Failed sign-ins, for throttling per account and per address.
create table login_failures (
  id bigserial primary key,
  email_hash bytea not null,
  ip inet,
  created_at timestamptz not null default now()
);
create index login_failures_email_idx on login_failures (email_hash, created_at);
create index login_failures_ip_idx on login_failures (ip, created_at);
