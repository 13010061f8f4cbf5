-- A host's payout methods (issue 18 item 1, spec 000 §3 "Payout method", decision 0059): where her share of a stay
-- is sent. Only what identifies the account to her is kept (its last four characters); the full numbers go to the
-- provider (Stripe Connect) or, offline, nowhere. One default per host, held by a partial unique index so two
-- concurrent "make default" calls cannot both win; removed methods are kept (deleted_at) for past payouts' rows.
create table payout_methods (
  id serial primary key,
  user_id uuid not null,
  -- spec 000 §3 paymentMethod {id, name}: 2 is a bank account (the only kind the form adds)
  method_id integer not null default 2,
  account_type text not null check (account_type in ('individual', 'company')),
  holder_name text not null,
  last4 text not null,
  pay_email text not null,
  address1 text not null,
  address2 text not null default '',
  city text not null,
  state text not null default '',
  country text not null,
  zipcode text not null,
  currency text not null,
  is_default boolean not null default false,
  -- offline: recorded only, no money can be sent to it; connected: a Stripe Connect account
  provider text not null check (provider in ('offline', 'stripe')),
  provider_account_id text,
  status text not null default 'verified' check (status in ('verified', 'pending', 'failed')),
  created_at timestamptz not null default now(),
  deleted_at timestamptz
);

create index payout_methods_user_idx on payout_methods (user_id) where deleted_at is null;
create unique index payout_methods_one_default_idx on payout_methods (user_id) where is_default and deleted_at is null;
