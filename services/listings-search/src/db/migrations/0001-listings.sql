-- Listings a host offers. The host editor steps, photos, calendar and the search index arrive with their issues.
create table listings (
  id serial primary key,
  host_id uuid not null,
  title text not null check (length(title) between 1 and 255),
  city text not null default '',
  state text not null default '',
  country text not null default '',
  person_capacity integer not null default 1 check (person_capacity between 1 and 50),
  is_published boolean not null default false,
  created_at timestamptz not null default now()
);
create index listings_host_id_idx on listings (host_id);
