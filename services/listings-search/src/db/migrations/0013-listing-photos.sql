-- Listing photos uploaded through the file store (decision 0038). `sort_order` is the host's order (0 first); the
-- one cover is `is_cover` (migration 0003's unique index). The demo listings share a small set of made pictures, so
-- a photo's files are removed only once no row names them any more: that lookup is by name.
alter table listing_photos
  add constraint listing_photos_sort_order_check check (sort_order >= 0);

create index listing_photos_name_idx on listing_photos (name);
