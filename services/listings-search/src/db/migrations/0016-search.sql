-- Search (issue 15, decision 0041): what SearchListing needs to stay fast and right over 100,000 listings, and the
-- read-models it reads beside the listings: currency rates, hosts' profiles and the nights bookings-payments holds,
-- each filled from that owner's events (their consumers live in src/events).

-- The map box over live listings only (approved, published, listed, not deleted, host not suspended): a GiST index
-- on the pin as a point (x = longitude, y = latitude), so `point <@ box` walks only the box's part of the index.
-- Measured on 100,000 generated listings against a btree on (lat, lng) (decision 0041): the btree scans a latitude
-- band of the whole world, the GiST the box itself.
create index listings_search_point_idx on listings using gist (point(lng::float8, lat::float8))
  where approval_status = 'approved' and is_published and is_listed and deleted_at is null
    and host_suspended_at is null and lat is not null and lng is not null;

-- Units of `code` for 1 unit of the base currency (USD, rate 1), as bookings-payments publishes them.
create table search_currency_rates (
  code char(3) primary key,
  rate numeric(20, 10) not null check (rate > 0),
  updated_at timestamptz not null default now()
);

-- What search knows of a host beyond her listings: her industry and university (the industry and university
-- filters), and whether accounts put her on hold (her listings are then not found).
create table search_host_profiles (
  user_id text primary key,
  industry text not null default '',
  university_id integer not null default 0,
  on_hold boolean not null default false,
  updated_at timestamptz not null default now()
);
create index search_host_profiles_on_hold_idx on search_host_profiles (user_id) where on_hold;

-- The nights bookings-payments holds or reserved, one row a night of each hold (listing-local dates), so the
-- availability check of a stay is one index range per candidate: (list_id, night between check-in and check-out).
create table search_held_nights (
  list_id integer not null references listings (id) on delete cascade,
  night date not null,
  reservation_id text not null,
  primary key (list_id, night, reservation_id)
);
