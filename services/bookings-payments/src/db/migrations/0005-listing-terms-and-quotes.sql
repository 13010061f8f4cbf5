-- Stay quotes (issue 16 item 1, decision 0047): the listings' booking terms as listings-search publishes them
-- (ListingTermsChanged, DESIGN §8), the club's service fees, and every quote a member was given, with its lines and
-- its expiry, so a booking refers to a quote id and never takes an amount from the client.

-- The read-model of each listing's terms: the last ListingTermsChanged applied, a lower or equal version ignored.
create table listing_terms (
  list_id integer primary key,
  -- the listing's version when the terms were published; an event with a version not above it changes nothing
  version integer not null,
  host_id uuid not null,
  -- approved, published, not deleted, priced and with a cancellation policy (listings-search decides)
  bookable boolean not null,
  deleted boolean not null,
  instant_book boolean not null,
  -- ISO 4217; empty until the host has set prices
  currency text not null,
  time_zone text not null,
  -- the terms as @golightly/stay-rules reads them (StayTerms), with the rest of the event's terms beside them
  terms jsonb not null,
  received_at timestamptz not null default now()
);

-- The guest and host service fees (spec 000 §3 "Guest/host service fee") and the property service fees (spec 000 §3
-- "Property service fee"), one row each. A percentage is of the stay before tax; a fixed fee is an amount in
-- `currency`, once per stay. Read-only until the admin screens settings/servicefees and settings/property-servicefees.
create table service_fees (
  kind text primary key check (kind in ('site', 'property')),
  guest_type text not null check (guest_type in ('percentage', 'fixed')),
  guest_value numeric(12, 2) not null check (guest_value >= 0),
  host_type text not null check (host_type in ('percentage', 'fixed')),
  host_value numeric(12, 2) not null check (host_value >= 0),
  currency char(3) not null references currencies (code),
  updated_at timestamptz not null default now(),
  check (guest_type <> 'percentage' or guest_value < 100),
  check (host_type <> 'percentage' or host_value < 100)
);
insert into service_fees (kind, guest_type, guest_value, host_type, host_value, currency) values
  ('site', 'percentage', 12, 'percentage', 3, 'USD'),
  ('property', 'percentage', 10, 'percentage', 5, 'USD');

-- A quote given to a signed-in member: what she would pay for this stay, line by line, in the listing's currency and
-- in the currency she reads prices in, valid until expires_at.
create table quotes (
  id uuid primary key default gen_random_uuid(),
  list_id integer not null,
  host_id uuid not null,
  guest_id uuid not null,
  -- the listing_terms version it was priced from
  terms_version integer not null,
  check_in date not null,
  check_out date not null,
  women integer not null check (women >= 0),
  men integer not null check (men >= 0),
  children integer not null check (children >= 0),
  others integer not null check (others >= 0),
  infants integer not null check (infants >= 0),
  pets integer not null check (pets >= 0),
  -- null: not chosen yet (a booking needs yes or no)
  booking_protection boolean,
  -- she was a Diamond member when quoted, so it carries no service fee
  diamond boolean not null,
  currency char(3) not null,
  display_currency char(3) not null,
  -- the stored rates it was converted with (units for one unit of rate_base) and when they were stored; null when
  -- the display currency is the listing's
  rate_base char(3),
  listing_rate numeric(18, 8),
  display_rate numeric(18, 8),
  rates_as_of timestamptz,
  -- [{kind, label, amountMinor, displayAmountMinor, deducted, count, percent}] in order; amounts never negative,
  -- deducted lines (discounts) are taken off
  lines jsonb not null,
  total_minor bigint not null check (total_minor >= 0),
  display_total_minor bigint not null check (display_total_minor >= 0),
  -- held, never charged: outside the total
  security_deposit_minor bigint not null check (security_deposit_minor >= 0),
  display_security_deposit_minor bigint not null check (display_security_deposit_minor >= 0),
  host_service_fee_minor bigint not null check (host_service_fee_minor >= 0),
  -- what the host is paid: the stay with its tax, less her service fee
  host_payout_minor bigint not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  check (check_out > check_in),
  check (expires_at > created_at),
  check (guest_id <> host_id)
);
create index quotes_guest_idx on quotes (guest_id, created_at);
