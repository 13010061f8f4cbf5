-- Wish lists (spec 000 §3-§4, §7; decision 0043): a member's named groups of saved homes, public or private.
-- Group ids are random uuids, so a stranger cannot walk them; every read still proves the group is public or hers.
create table wish_list_groups (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null,
  name text not null check (char_length(name) between 1 and 100),
  is_public boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index wish_list_groups_user_idx on wish_list_groups (user_id, updated_at desc);

-- A saved home. A listing deleted (soft) or no longer live keeps its rows, hidden until it is live again; only a row
-- removed from listings takes its saves with it. user_id is the group's owner, kept here so her limit and her hearts
-- (wishListStatus) are read from one index.
create table wish_list_items (
  group_id uuid not null references wish_list_groups (id) on delete cascade,
  list_id integer not null references listings (id) on delete cascade,
  user_id uuid not null,
  created_at timestamptz not null default now(),
  primary key (group_id, list_id)
);
create index wish_list_items_user_listing_idx on wish_list_items (user_id, list_id);
create index wish_list_items_listing_idx on wish_list_items (list_id);

-- Which member a public profile number is (accounts' UserRegistered and MemberApplied), so
-- getAllWishListGroup(profileId) finds her public groups without asking accounts.
create table wish_list_owners (
  user_id uuid primary key,
  profile_id integer not null unique
);
