-- Which guest has which stay at which listing, as bookings-payments says through ReservationStatusChanged: the street,
-- building and zip of a listing are answered to a guest whose stay there is confirmed, completed or waiting on a
-- cancellation request (decision 0052). One row a reservation, with the time of the event it came from, so an older
-- event arriving late changes nothing.
create table guest_stays (
  reservation_id text primary key,
  list_id integer not null,
  guest_id uuid not null,
  status text not null,
  as_of timestamptz not null
);

create index guest_stays_guest_listing on guest_stays (guest_id, list_id);
