-- What the declined request e-mail needs to suggest other homes (decision 0051), from the same ListingTermsChanged
-- that fills the city and times: whose listing it is, its title and country, whether members may find and book it
-- now (approved, published, listed, not deleted, bookable), its nightly price in its currency, and whom it takes.
-- Rows kept before this migration are not live until their listing's next terms arrive.
alter table stay_listings
  add column host_user_id text not null default '',
  add column title text not null default '',
  add column country text not null default '',
  add column live boolean not null default false,
  add column nightly_price_minor bigint not null default 0,
  add column currency text not null default '',
  -- guests the home takes (infants and pets aside), and whether only women stay in it
  add column person_capacity integer not null default 0,
  add column womens_only boolean not null default false;

-- The suggestions' search: live listings of one country, the city compared without case or outer spaces.
create index stay_listings_live_place_idx on stay_listings (country, lower(city)) where live;
