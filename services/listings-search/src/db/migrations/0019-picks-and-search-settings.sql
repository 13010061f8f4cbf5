-- The admins' picks (issue 15 item 5, decision 0045): six ordered lists of homes shown on a signed-in member's home
-- page, each kept by its own picks manager (spec 000 §6), and the search settings (/siteadmin/settings/search).
--
-- pick_lists has one row per kind: a change to a list locks its row first, so two admins adding, moving or removing
-- at once take turns and the limit and the positions stay right. A listing is in a list once; its position is 1..n
-- without gaps (deferred, so a reorder may pass through duplicates inside its transaction). A pick stays while its
-- listing is not live (unpublished, unlisted, suspended with its host, deleted) and is hidden from members until it is
-- live again; only a listing removed from the table takes its picks with it.
create table pick_lists (
  kind text primary key check (kind in ('top', 'longTerm', 'solo', 'unique', 'family', 'business')),
  updated_at timestamptz not null default now()
);
insert into pick_lists (kind) values ('top'), ('longTerm'), ('solo'), ('unique'), ('family'), ('business');

create table listing_picks (
  kind text not null references pick_lists (kind),
  listing_id integer not null references listings (id) on delete cascade,
  position integer not null check (position >= 1),
  added_at timestamptz not null default now(),
  primary key (kind, listing_id),
  constraint listing_picks_position_key unique (kind, position) deferrable initially deferred
);
create index listing_picks_listing_idx on listing_picks (listing_id);

-- One row (id is always true). Prices in whole US dollars, the base currency: a member's own currency is converted
-- from them. price_max is where the price slider ends: a range reaching it means no upper bound (spec 000 §5).
create table search_settings (
  id boolean primary key default true check (id),
  price_min integer not null check (price_min >= 0),
  price_max integer not null check (price_max > price_min and price_max <= 1000000),
  default_price_sort text check (default_price_sort in ('asc', 'desc')),
  page_size integer not null check (page_size between 6 and 60),
  updated_at timestamptz not null default now()
);
insert into search_settings (price_min, price_max, default_price_sort, page_size) values (0, 1000, null, 18);
