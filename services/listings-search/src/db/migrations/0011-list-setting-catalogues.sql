-- The list settings catalogues as admins keep them (decision 0036, /siteadmin/listsettings/{typeId}): what fields an
-- item has depends on its catalogue (src/domain/list-setting-types.ts): counts (2, 5, 6, 8, 16, 18, 19) carry the
-- number they offer, texts (13, 15) a description, choices a name only. Type 17 (the booking window) has no
-- catalogue. Migration 0003 seeded the choices a listing picks; the catalogues it left empty are seeded here.

alter table list_settings
  add column item_description text not null default '' check (length(item_description) <= 1000),
  add column value numeric(6, 1),
  add column created_at timestamptz not null default now(),
  add column updated_at timestamptz not null default now(),
  add constraint list_settings_no_catalogue_17 check (type_id <> 17),
  -- The bounds of the listing field each count feeds (src/domain/listing-basics.ts, listing-booking.ts).
  add constraint list_settings_value_check check (coalesce(
    case
      when type_id in (2, 6) then value between 1 and 1000 and value = trunc(value)
      when type_id = 5 then value between 0 and 500 and value = trunc(value)
      when type_id = 8 then value between 0 and 500 and value * 2 = trunc(value * 2)
      when type_id = 16 then value in (0, 1, 2, 3, 7)
      when type_id = 18 then value between 1 and 365 and value = trunc(value)
      when type_id = 19 then value between 1 and 1095 and value = trunc(value)
      else value is null
    end, false)),
  add constraint list_settings_description_check check (item_description = '' or type_id in (13, 15)),
  add constraint list_settings_text_has_description check (type_id not in (13, 15) or item_description <> '');

-- One item per name (in any case) and per number in a catalogue.
create unique index list_settings_name_idx on list_settings (type_id, lower(item_name));
create unique index list_settings_value_idx on list_settings (type_id, value) where value is not null;

insert into list_settings (type_id, item_name, value)
select 2, n || case when n = 1 then ' guest' else ' guests' end, n from generate_series(1, 16) as n;

insert into list_settings (type_id, item_name, value)
select 5, case when n = 0 then 'Studio (no bedroom)' when n = 1 then '1 bedroom' else n || ' bedrooms' end, n
from generate_series(0, 10) as n;

insert into list_settings (type_id, item_name, value)
select 6, n || case when n = 1 then ' bed' else ' beds' end, n from generate_series(1, 16) as n;

insert into list_settings (type_id, item_name, value)
select 8,
  case when h = 0 then 'No bathroom' when h = 2 then '1 bathroom' else trim_scale(h / 2.0)::text || ' bathrooms' end,
  h / 2.0
from generate_series(0, 16) as h;

insert into list_settings (type_id, item_name, value) values
  (16, 'Same day', 0),
  (16, 'At least 1 day''s notice', 1),
  (16, 'At least 2 days'' notice', 2),
  (16, 'At least 3 days'' notice', 3),
  (16, 'At least 7 days'' notice', 7);

insert into list_settings (type_id, item_name, value)
select 18, n || case when n = 1 then ' night' else ' nights' end, n
from unnest(array[1, 2, 3, 4, 5, 6, 7, 14, 21, 28, 30, 60, 90]) as n;

insert into list_settings (type_id, item_name, value)
select 19, n || ' nights', n from unnest(array[7, 14, 21, 28, 30, 60, 90, 180, 365, 1095]) as n;

insert into list_settings (type_id, item_name, item_description) values
  (13, 'Approved member', 'Every guest is a member the club has vetted and approved.'),
  (13, 'Verified ID', 'An admin has checked her identity document.'),
  (13, 'Confirmed phone number', 'She confirmed her phone number with a code.'),
  (13, 'Agrees to your house rules', 'She accepts your house rules before she sends a request or books.'),
  (13, 'Says what her trip is for', 'She tells you who is coming and why when she writes to you.'),
  (15, 'Members only', 'Only approved women members whose ID is verified can book your home.'),
  (15, 'You set the rules', 'Guests agree to your house rules, nights and check-in times before they book.'),
  (15, 'Requests or instant book', 'Reply to each request within 24 hours, or let members book instantly.'),
  (15, 'Paid when they stay', 'Your payout is released about 24 hours after the guest checks in.');

insert into list_settings (type_id, item_name) values
  (9, 'En-suite bathroom'),
  (20, 'Solo travel'), (20, 'Family trip'), (20, 'Business travel'), (20, 'Girls'' getaway'),
  (20, 'Long-term stay');
