-- The listing page (decision 0037): views counted once per viewer per day for "viewed N times this week" (spec 001
-- §9), the day's salt that makes a visitor's address unreadable, and each listing's fixed offset for the approximate
-- map point shown to those who may not know its address.

-- A viewer is a member ('m:' and her user id) or a visitor ('v:' and the hex HMAC-SHA256 of her address under the
-- day's salt); never an address itself. Rows older than the week are pruned as new views come in.
create table listing_views (
  listing_id integer not null references listings (id) on delete cascade,
  day date not null,
  viewer text not null check (viewer ~ '^(m:[0-9a-f-]{36}|v:[0-9a-f]{64})$'),
  primary key (listing_id, day, viewer)
);

-- One random salt a day, dropped once the day is over: from then on nobody, not even with this database, can tell
-- which address a visitor's row came from.
create table listing_view_salts (
  day date primary key,
  salt bytea not null check (length(salt) = 32)
);

-- Drawn once per listing, the first time its approximate point is asked for, and kept: the point does not wander
-- between visits (averaging many draws would give the pin away). 150 to 400 m from the pin (domain rule).
create table listing_map_offsets (
  listing_id integer primary key references listings (id) on delete cascade,
  north_m double precision not null,
  east_m double precision not null,
  check (sqrt(north_m * north_m + east_m * east_m) between 149 and 401)
);
