-- The list settings a listing picks from (the admin catalogues, type ids 1 to 23 of spec 000 §6: room types, house
-- types, bed types, amenities, spaces, house rules...), what each listing picked, its beds by type, and its photos.
-- The admin screens that edit the catalogue come later (issue 14 item 5); a starter catalogue is seeded here so the
-- host editor has something to choose from on a first start.

create table list_settings (
  id serial primary key,
  -- see src/domain/list-settings.ts for what each type id is
  type_id smallint not null check (type_id between 1 and 23),
  item_name text not null check (length(item_name) between 1 and 255),
  is_enable boolean not null default true,
  unique (type_id, item_name)
);

create table listing_setting_items (
  listing_id integer not null references listings (id) on delete cascade,
  setting_id integer not null references list_settings (id),
  primary key (listing_id, setting_id)
);
create index listing_setting_items_setting_idx on listing_setting_items (setting_id);

create table listing_bed_types (
  listing_id integer not null references listings (id) on delete cascade,
  bed_type_id integer not null references list_settings (id),
  count smallint not null check (count between 1 and 1000),
  primary key (listing_id, bed_type_id)
);

alter table listings
  add constraint listings_room_type_fk foreign key (room_type_id) references list_settings (id),
  add constraint listings_house_type_fk foreign key (house_type_id) references list_settings (id),
  add constraint listings_building_size_fk foreign key (building_size_id) references list_settings (id),
  add constraint listings_bathroom_type_fk foreign key (bathroom_type_id) references list_settings (id);

-- Photos (step 2). Upload, resizing and storage go through the file-store package (a later step); the listing reads
-- them from here. `name` is the stored file name (or a full URL for type 'Golightly', spec 001 §2).
create table listing_photos (
  id serial primary key,
  listing_id integer not null references listings (id) on delete cascade,
  name text not null check (length(name) between 1 and 500),
  photo_description text not null default '' check (length(photo_description) <= 255),
  type text not null default 'upload' check (length(type) between 1 and 50),
  is_cover boolean not null default false,
  sort_order integer not null default 0,
  created_at timestamptz not null default now()
);
create index listing_photos_listing_idx on listing_photos (listing_id, sort_order, id);
create unique index listing_photos_one_cover_idx on listing_photos (listing_id) where is_cover;

insert into list_settings (type_id, item_name) values
  (1, 'Entire place'), (1, 'Private room'), (1, 'Shared room'),
  (3, 'Apartment'), (3, 'House'), (3, 'Loft'), (3, 'Cottage'), (3, 'Villa'), (3, 'Townhouse'), (3, 'Studio'),
  (4, 'Small (up to 50 m²)'), (4, 'Medium (50 to 120 m²)'), (4, 'Large (over 120 m²)'),
  (7, 'Single bed'), (7, 'Double bed'), (7, 'Queen bed'), (7, 'King bed'), (7, 'Sofa bed'), (7, 'Bunk bed'),
  (9, 'Private bathroom'), (9, 'Shared bathroom'),
  (10, 'Wifi'), (10, 'Kitchen'), (10, 'Heating'), (10, 'Air conditioning'), (10, 'Washer'), (10, 'Towels and linens'),
  (11, 'Smoke alarm'), (11, 'Carbon monoxide alarm'), (11, 'First aid kit'), (11, 'Fire extinguisher'),
  (11, 'Lock on bedroom door'),
  (12, 'Kitchen'), (12, 'Laundry'), (12, 'Parking'), (12, 'Garden'), (12, 'Pool'), (12, 'Gym'),
  (14, 'No smoking'), (14, 'No pets'), (14, 'No parties or events'), (14, 'Quiet hours after 10 pm'),
  (14, 'Suitable for children'),
  (21, 'Dedicated workspace'), (21, 'Fast wifi (100 Mbps or more)'), (21, 'Printer'),
  (22, 'Cot'), (22, 'High chair'), (22, 'Children''s books and toys'),
  (23, 'Sea view'), (23, 'Historic building'), (23, 'Hot tub');
