-- Reservations as a state machine (issue 16 items 2-3, decision 0048): the status codes of spec 001 §4, the columns of
-- the inquiry, special-price, counter-offer, request-to-book and instant-book flows, the history of every transition,
-- and the exclusion constraint that makes a double booking impossible whatever the concurrency.

-- Which statuses keep a listing's nights from everyone else. The one place this list is written for SQL: the
-- exclusion constraint and every query of taken nights call it, and the domain's HOLDING_STATUSES is tested against it.
create function reservation_holds_nights(status text) returns boolean
  language sql immutable parallel safe
  as $$ select status in ('pending', 'requestToBook', 'intantBooking', 'approved', 'confirmed', 'cancellationRequested', 'completed') $$;

alter table reservations
  -- Reservations written before this migration keep theirs; a new one always states it.
  alter column reservation_state drop default,
  add constraint reservations_status_known check (reservation_state in (
    'inquiry', 'preApproved', 'declined', 'approved', 'pending', 'cancelledByHost', 'cancelledByGuest',
    'intantBooking', 'confirmed', 'expired', 'requestToBook', 'completed', 'specialPriceInquiry',
    'specialPriceHostAccepted', 'specialPriceHostDeclined', 'specialPriceHostRequest', 'specialPriceGuestDeclined',
    'specialPriceGuestAccepted', 'cancellationRequested', 'cancelled')),
  -- The stored quote the amounts came from (the quotes table of migration 0005); never an amount from the client.
  add column quote_id uuid,
  add column booking_type text not null default 'request' check (booking_type in ('request', 'instant', 'inquiry')),
  add column guest_women smallint not null default 1 check (guest_women >= 0),
  add column guest_men smallint not null default 0 check (guest_men >= 0),
  add column guest_children smallint not null default 0 check (guest_children >= 0),
  add column guest_others smallint not null default 0 check (guest_others >= 0),
  add column guest_infants smallint not null default 0 check (guest_infants >= 0),
  add column pets smallint not null default 0 check (pets >= 0),
  -- The listing's zone and title when booked: windows end and stays complete on its clock; e-mails name it.
  add column time_zone text not null default 'UTC',
  add column listing_title text not null default '',
  -- When the stay is over (check-out day at the listing's check-out time): completion is due from then.
  add column check_out_at timestamptz,
  -- The end of the window the status is waiting in (a host's 24 hours, a guest's 24 hours); null when none runs.
  add column expires_at timestamptz,
  -- A special price the guest asked for or the host granted, and the host's counter-offer; minor units of `currency`.
  add column special_price_minor bigint check (special_price_minor > 0),
  add column counter_offer_minor bigint check (counter_offer_minor > 0),
  add column message text check (char_length(message) <= 2000),
  add column decline_reason text check (char_length(decline_reason) <= 1000),
  -- Who acted last: the role and the member or admin id.
  add column last_actor_role text check (last_actor_role in ('guest', 'host', 'coHost', 'admin', 'system')),
  add column last_actor_id text,
  add column updated_at timestamptz not null default now(),
  add column version integer not null default 1,
  add constraint reservations_no_double_booking exclude using gist (
    listing_id with =,
    daterange(check_in, check_out) with &&
  ) where (reservation_holds_nights(reservation_state));

-- The sweeper claims what is due without scanning the table.
create index reservations_expires_at_idx on reservations (expires_at) where expires_at is not null;
create index reservations_completion_idx on reservations (check_out_at) where reservation_state = 'confirmed';
create index reservations_listing_idx on reservations (listing_id, check_in);

create table reservation_transitions (
  id bigserial primary key,
  reservation_id integer not null references reservations (id),
  from_status text,
  action text not null,
  to_status text not null,
  actor_role text not null check (actor_role in ('guest', 'host', 'coHost', 'admin', 'system')),
  -- the member's or admin's id; null for the system
  actor_id text,
  reason text check (char_length(reason) <= 1000),
  occurred_at timestamptz not null default now()
);
create index reservation_transitions_reservation_idx on reservation_transitions (reservation_id, id);
