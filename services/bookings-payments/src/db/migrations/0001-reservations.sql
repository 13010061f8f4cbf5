-- Reservations of stays. The full state machine, payments and payouts arrive with the bookings issue.
create extension if not exists btree_gist;

create table reservations (
  id serial primary key,
  listing_id integer not null,
  host_id uuid not null,
  guest_id uuid not null,
  confirmation_code text not null unique,
  check_in date not null,
  check_out date not null,
  reservation_state text not null default 'pending',
  -- money in minor units of `currency`
  total_minor bigint not null check (total_minor >= 0),
  currency char(3) not null,
  created_at timestamptz not null default now(),
  check (check_out > check_in),
  check (guest_id <> host_id)
);
create index reservations_guest_id_idx on reservations (guest_id);
create index reservations_host_id_idx on reservations (host_id);
