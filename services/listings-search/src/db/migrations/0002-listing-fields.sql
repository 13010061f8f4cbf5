-- Every field of a listing (spec 001 §3, the preview of spec 000 §3; decision 0034): the host editor's three steps,
-- the booking terms bookings-payments keeps a copy of (money in integer minor units of the listing's currency), the
-- listing's time zone, approval, publication, listing in search and soft deletion. The constraints mirror the domain
-- rules of src/domain, so a bug there cannot store what the rules refuse.

-- Listing numbers stay integers (/rooms/{listId}, UserListing(listId: Int)) but new ones are drawn at random from
-- 1,000,000 to 2,147,483,647, so a stranger can neither count listings nor walk them by adding one. The 122 random
-- bits of gen_random_uuid() (a strong generator, no extension needed) give the 32 taken here. Existing numbers stay.
create or replace function random_listing_id() returns integer
language plpgsql volatile as $$
declare
  candidate integer;
begin
  loop
    candidate := 1000000 + (('x' || substr(replace(gen_random_uuid()::text, '-', ''), 13, 8))::bit(32)::bigint
      % 2146483648)::integer;
    exit when not exists (select 1 from listings where id = candidate);
  end loop;
  return candidate;
end
$$;

alter table listings alter column id set default random_listing_id();
drop sequence listings_id_seq;

alter table listings drop constraint listings_title_check;
alter table listings alter column title set default '';
alter table listings drop constraint listings_person_capacity_check;

alter table listings
  -- step 1: basics
  add column room_type_id integer,
  add column house_type_id integer,
  add column building_size_id integer,
  add column bathroom_type_id integer,
  add column residence_type text check (residence_type in ('primary', 'secondary')),
  add column bedrooms integer not null default 0 check (bedrooms between 0 and 500),
  add column beds integer not null default 1 check (beds between 1 and 1000),
  add column bathrooms numeric(4, 1) not null default 1 check (bathrooms between 0 and 500 and bathrooms * 2 = trunc(bathrooms * 2)),
  add column extra_guest boolean not null default false,
  add column extra_bed boolean not null default false,
  add column extra_bathroom boolean not null default false,
  add column extra_bedroom boolean not null default false,
  add column common_area boolean not null default false,
  add column womens_only boolean not null default false,
  add column men_stay boolean not null default false,
  add column who_else_stays text not null default '' check (length(who_else_stays) <= 255),
  add column street text not null default '' check (length(street) <= 255),
  add column building_name text not null default '' check (length(building_name) <= 255),
  add column zipcode text not null default '' check (length(zipcode) <= 20),
  add column lat numeric(9, 6) check (lat between -90 and 90),
  add column lng numeric(9, 6) check (lng between -180 and 180),
  add column time_zone text not null default 'UTC' check (length(time_zone) between 1 and 64),
  add column business_license_number text not null default '' check (length(business_license_number) <= 50),
  -- step 2: the scene (photos are in listing_photos)
  add column description text not null default '' check (length(description) <= 1000),
  add column neighbourhood text not null default '' check (length(neighbourhood) <= 1000),
  -- step 3: ready for guests. The booking terms: what bookings-payments prices and accepts holds from.
  add column currency char(3) check (currency ~ '^[A-Z]{3}$'),
  add column base_price_minor bigint check (base_price_minor > 0),
  add column cleaning_price_minor bigint not null default 0 check (cleaning_price_minor >= 0),
  add column weekend_price_minor bigint check (weekend_price_minor > 0),
  add column extra_guest_fee_minor bigint not null default 0 check (extra_guest_fee_minor >= 0),
  add column extra_guest_after integer check (extra_guest_after between 1 and 1000),
  add column pet_fee_minor bigint not null default 0 check (pet_fee_minor >= 0),
  add column security_deposit_minor bigint not null default 0 check (security_deposit_minor >= 0),
  add column tax_rate numeric(4, 2) not null default 0 check (tax_rate >= 0 and tax_rate <= 99),
  add column weekly_discount smallint not null default 0 check (weekly_discount between 0 and 99),
  add column monthly_discount smallint not null default 0 check (monthly_discount between 0 and 99),
  add column three_month_discount smallint not null default 0 check (three_month_discount between 0 and 99),
  add column min_night integer not null default 1 check (min_night between 1 and 365),
  add column max_night integer check (max_night between 1 and 1095),
  add column advance_notice_days smallint not null default 0 check (advance_notice_days in (0, 1, 2, 3, 7)),
  add column booking_window_months smallint check (booking_window_months in (3, 6, 9, 12)),
  -- Wall-clock times in the listing's time zone ('HH:MM'); null means flexible.
  add column check_in_start text check (check_in_start ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  add column check_in_end text check (check_in_end ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  add column check_out_time text check (check_out_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  add column blocked_check_in_days text[] not null default '{}'
    check (blocked_check_in_days <@ array['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN']),
  add column instant_book boolean not null default false,
  add column is_exclusive boolean not null default false,
  add column is_longer_stay boolean not null default false,
  add column is_month_plus boolean not null default false,
  add column cancellation_policy text check (cancellation_policy in ('flexible', 'moderate', 'strict', 'superStrict30')),
  add column custom_house_rules text not null default '' check (length(custom_house_rules) <= 1000),
  add column guest_pledge_accepted_at timestamptz,
  -- approval, publication, search, deletion
  add column approval_status text not null default 'draft'
    check (approval_status in ('draft', 'awaitingApproval', 'approved', 'rejected')),
  add column rejection_message text check (length(rejection_message) <= 1000),
  add column submitted_at timestamptz,
  add column reviewed_at timestamptz,
  add column reviewed_by uuid,
  add column created_by_admin uuid,
  add column is_listed boolean not null default true,
  add column unlisted_reason text check (length(unlisted_reason) between 1 and 255),
  add column deleted_at timestamptz,
  add column deleted_by text check (deleted_by in ('host', 'admin')),
  add column updated_at timestamptz not null default now(),
  -- Bumped by every change; the terms event carries it, so a consumer can tell a newer copy from an older one.
  add column version integer not null default 1;

alter table listings
  add constraint listings_title_check check (length(title) <= 255),
  add constraint listings_person_capacity_check check (person_capacity between 1 and 1000),
  add constraint listings_country_check check (country = '' or country ~ '^[A-Z]{2}$'),
  add constraint listings_nights_check check (max_night is null or min_night <= max_night),
  add constraint listings_check_in_window_check check (check_in_start is null or check_in_end is null or check_in_start < check_in_end),
  add constraint listings_prices_need_currency_check check (
    currency is not null or (base_price_minor is null and weekend_price_minor is null and cleaning_price_minor = 0
      and extra_guest_fee_minor = 0 and pet_fee_minor = 0 and security_deposit_minor = 0)),
  -- Live only once an admin approved it; a rejection always carries the admin's message.
  add constraint listings_published_needs_approval_check check (not is_published or approval_status = 'approved'),
  add constraint listings_rejection_has_message check ((approval_status = 'rejected') = (rejection_message is not null)),
  add constraint listings_unlisted_has_reason check (is_listed = (unlisted_reason is null)),
  add constraint listings_deleted_check check ((deleted_at is null) = (deleted_by is null)),
  add constraint listings_deleted_unpublished_check check (deleted_at is null or not is_published);

create index listings_awaiting_approval_idx on listings (submitted_at) where approval_status = 'awaitingApproval' and deleted_at is null;
create index listings_live_idx on listings (id) where is_published and deleted_at is null;
