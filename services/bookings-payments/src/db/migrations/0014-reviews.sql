-- Reviews of stays (issue 17 item 4, decision 0057): a guest reviews the home and its host, a host reviews her guest,
-- each once per stay; admins write reviews of a listing. Hidden reviews stay stored and out of every member's sight;
-- a deleted one is gone (the admin log keeps that it was). The listing's rating is counted from here.
create table reviews (
  id bigserial primary key,
  list_id integer not null,
  -- The stay reviewed; null for an admin's review.
  reservation_id integer references reservations (id),
  author_role text not null check (author_role in ('guest', 'host', 'admin')),
  -- The member who wrote it, or the admin (admins' ids are accounts' uuids too).
  author_id uuid not null,
  -- The member reviewed: the host for a guest's review, the guest for a host's; null for an admin's review.
  subject_id uuid,
  -- The name an admin's review is signed with (/siteadmin/write-reviews); empty for members' reviews.
  author_name text not null default '' check (char_length(author_name) <= 100),
  rating smallint not null check (rating between 1 and 5),
  review_text text not null check (char_length(review_text) between 1 and 2000),
  hidden boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((author_role = 'admin') = (reservation_id is null)),
  check ((author_role = 'admin') = (subject_id is null))
);

-- One review per side of a stay, whatever the concurrency.
create unique index reviews_one_per_side on reviews (reservation_id, author_role) where reservation_id is not null;
create index reviews_by_listing on reviews (list_id, created_at desc);
create index reviews_by_subject on reviews (subject_id, created_at desc) where subject_id is not null;
create index reviews_by_author on reviews (author_id, created_at desc);

-- Each listing's count of reviews changes: the row a change locks (so one listing's changes are counted one at a time)
-- and the version its ReviewPublished / ReviewChanged / ReviewRemoved carry.
create table listing_review_versions (
  list_id integer primary key,
  version bigint not null default 0
);
