-- Where each listing is and when its guests arrive and leave, as listings-search's ListingTermsChanged says: the
-- booking e-mails name the city and the check-in and check-out times, which a reservation event does not carry.
create table stay_listings (
  list_id integer primary key,
  city text not null,
  -- wall-clock 'HH:MM' on the listing's clock; null when flexible
  check_in_start text,
  check_out_time text,
  -- the terms' version: an older or repeated one changes nothing
  version integer not null,
  updated_at timestamptz not null default now()
);
