-- The members notifications writes to: a read-model of accounts' UserRegistered (and later profile changes).
create table member_contacts (
  user_id uuid primary key,
  profile_id integer not null,
  email text not null,
  first_name text not null,
  last_name text not null default '',
  gender text,
  registered_at timestamptz not null,
  updated_at timestamptz not null default now()
);
