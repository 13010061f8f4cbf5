-- A listing's calendar and the rest of its terms (issue 14 item 3, decisions 0035 and 0039): the nights its host
-- blocked, the weekdays nobody checks out and the same-day cut-off, seasonal prices, the last-minute and
-- length-of-stay discount rules, and the read-model of the nights bookings-payments holds. Dates are listing-local
-- calendar dates (no zone): a night is named by the date it starts. Time zones are stored canonically from now on.

-- One spelling per zone, as @golightly/stay-rules names it (the runtime's ICU canonical name): the editor canonicalises
-- what the host sends, and the rows stored before it did are rewritten here. First each name gets its tz database
-- casing ('europe/lisbon' is 'Europe/Lisbon'), then each alias becomes its canonical name. The aliases are every name
-- of the tz database whose canonical name differs under Node 20's ICU (generated once from pg_timezone_names and
-- Intl; a zone the runtime did not know was never accepted).
update listings l
set time_zone = z.name
from pg_timezone_names z
where lower(z.name) = lower(l.time_zone) and z.name <> l.time_zone and z.name not like 'posix/%';

update listings l
set time_zone = a.canonical
from (values
    ('Africa/Asmara', 'Africa/Asmera'), ('Africa/Timbuktu', 'Africa/Bamako'),
    ('America/Argentina/Buenos_Aires', 'America/Buenos_Aires'), ('America/Argentina/Catamarca', 'America/Catamarca'),
    ('America/Argentina/ComodRivadavia', 'America/Catamarca'), ('America/Argentina/Cordoba', 'America/Cordoba'),
    ('America/Argentina/Jujuy', 'America/Jujuy'), ('America/Argentina/Mendoza', 'America/Mendoza'),
    ('America/Atikokan', 'America/Coral_Harbour'), ('America/Atka', 'America/Adak'),
    ('America/Ensenada', 'America/Tijuana'), ('America/Fort_Wayne', 'America/Indianapolis'),
    ('America/Indiana/Indianapolis', 'America/Indianapolis'), ('America/Kentucky/Louisville', 'America/Louisville'),
    ('America/Knox_IN', 'America/Indiana/Knox'), ('America/Montreal', 'America/Toronto'),
    ('America/Nipigon', 'America/Toronto'), ('America/Nuuk', 'America/Godthab'),
    ('America/Pangnirtung', 'America/Iqaluit'), ('America/Porto_Acre', 'America/Rio_Branco'),
    ('America/Rainy_River', 'America/Winnipeg'), ('America/Rosario', 'America/Cordoba'),
    ('America/Santa_Isabel', 'America/Tijuana'), ('America/Shiprock', 'America/Denver'),
    ('America/Thunder_Bay', 'America/Toronto'), ('America/Virgin', 'America/St_Thomas'),
    ('America/Yellowknife', 'America/Edmonton'), ('Antarctica/South_Pole', 'Antarctica/McMurdo'),
    ('Asia/Ashkhabad', 'Asia/Ashgabat'), ('Asia/Choibalsan', 'Asia/Ulaanbaatar'), ('Asia/Chongqing', 'Asia/Shanghai'),
    ('Asia/Chungking', 'Asia/Shanghai'), ('Asia/Dacca', 'Asia/Dhaka'), ('Asia/Harbin', 'Asia/Shanghai'),
    ('Asia/Ho_Chi_Minh', 'Asia/Saigon'), ('Asia/Istanbul', 'Europe/Istanbul'), ('Asia/Kashgar', 'Asia/Urumqi'),
    ('Asia/Kathmandu', 'Asia/Katmandu'), ('Asia/Kolkata', 'Asia/Calcutta'), ('Asia/Macao', 'Asia/Macau'),
    ('Asia/Tel_Aviv', 'Asia/Jerusalem'), ('Asia/Thimbu', 'Asia/Thimphu'), ('Asia/Ujung_Pandang', 'Asia/Makassar'),
    ('Asia/Ulan_Bator', 'Asia/Ulaanbaatar'), ('Asia/Yangon', 'Asia/Rangoon'), ('Atlantic/Faroe', 'Atlantic/Faeroe'),
    ('Atlantic/Jan_Mayen', 'Arctic/Longyearbyen'), ('Australia/ACT', 'Australia/Sydney'),
    ('Australia/Canberra', 'Australia/Sydney'), ('Australia/Currie', 'Australia/Hobart'),
    ('Australia/LHI', 'Australia/Lord_Howe'), ('Australia/NSW', 'Australia/Sydney'),
    ('Australia/North', 'Australia/Darwin'), ('Australia/Queensland', 'Australia/Brisbane'),
    ('Australia/South', 'Australia/Adelaide'), ('Australia/Tasmania', 'Australia/Hobart'),
    ('Australia/Victoria', 'Australia/Melbourne'), ('Australia/West', 'Australia/Perth'),
    ('Australia/Yancowinna', 'Australia/Broken_Hill'), ('Brazil/Acre', 'America/Rio_Branco'),
    ('Brazil/DeNoronha', 'America/Noronha'), ('Brazil/East', 'America/Sao_Paulo'), ('Brazil/West', 'America/Manaus'),
    ('CET', 'Europe/Brussels'), ('CST6CDT', 'America/Chicago'), ('Canada/Atlantic', 'America/Halifax'),
    ('Canada/Central', 'America/Winnipeg'), ('Canada/Eastern', 'America/Toronto'),
    ('Canada/Mountain', 'America/Edmonton'), ('Canada/Newfoundland', 'America/St_Johns'),
    ('Canada/Pacific', 'America/Vancouver'), ('Canada/Saskatchewan', 'America/Regina'),
    ('Canada/Yukon', 'America/Whitehorse'), ('Chile/Continental', 'America/Santiago'),
    ('Chile/EasterIsland', 'Pacific/Easter'), ('Cuba', 'America/Havana'), ('EET', 'Europe/Athens'),
    ('EST', 'America/Panama'), ('EST5EDT', 'America/New_York'), ('Egypt', 'Africa/Cairo'), ('Eire', 'Europe/Dublin'),
    ('Etc/GMT', 'UTC'), ('Etc/GMT+0', 'UTC'), ('Etc/GMT-0', 'UTC'), ('Etc/GMT0', 'UTC'), ('Etc/Greenwich', 'UTC'),
    ('Etc/UCT', 'UTC'), ('Etc/UTC', 'UTC'), ('Etc/Universal', 'UTC'), ('Etc/Zulu', 'UTC'),
    ('Europe/Belfast', 'Europe/London'), ('Europe/Kyiv', 'Europe/Kiev'), ('Europe/Nicosia', 'Asia/Nicosia'),
    ('Europe/Tiraspol', 'Europe/Chisinau'), ('Europe/Uzhgorod', 'Europe/Kiev'), ('Europe/Zaporozhye', 'Europe/Kiev'),
    ('GB', 'Europe/London'), ('GB-Eire', 'Europe/London'), ('GMT', 'UTC'), ('GMT+0', 'UTC'), ('GMT-0', 'UTC'),
    ('GMT0', 'UTC'), ('Greenwich', 'UTC'), ('HST', 'Pacific/Honolulu'), ('Hongkong', 'Asia/Hong_Kong'),
    ('Iceland', 'Atlantic/Reykjavik'), ('Iran', 'Asia/Tehran'), ('Israel', 'Asia/Jerusalem'),
    ('Jamaica', 'America/Jamaica'), ('Japan', 'Asia/Tokyo'), ('Kwajalein', 'Pacific/Kwajalein'),
    ('Libya', 'Africa/Tripoli'), ('MET', 'Europe/Brussels'), ('MST', 'America/Phoenix'),
    ('MST7MDT', 'America/Denver'), ('Mexico/BajaNorte', 'America/Tijuana'), ('Mexico/BajaSur', 'America/Mazatlan'),
    ('Mexico/General', 'America/Mexico_City'), ('NZ', 'Pacific/Auckland'), ('NZ-CHAT', 'Pacific/Chatham'),
    ('Navajo', 'America/Denver'), ('PRC', 'Asia/Shanghai'), ('PST8PDT', 'America/Los_Angeles'),
    ('Pacific/Chuuk', 'Pacific/Truk'), ('Pacific/Johnston', 'Pacific/Honolulu'),
    ('Pacific/Kanton', 'Pacific/Enderbury'), ('Pacific/Pohnpei', 'Pacific/Ponape'),
    ('Pacific/Samoa', 'Pacific/Pago_Pago'), ('Pacific/Yap', 'Pacific/Truk'), ('Poland', 'Europe/Warsaw'),
    ('Portugal', 'Europe/Lisbon'), ('ROC', 'Asia/Taipei'), ('ROK', 'Asia/Seoul'), ('Singapore', 'Asia/Singapore'),
    ('Turkey', 'Europe/Istanbul'), ('UCT', 'UTC'), ('US/Alaska', 'America/Anchorage'),
    ('US/Aleutian', 'America/Adak'), ('US/Arizona', 'America/Phoenix'), ('US/Central', 'America/Chicago'),
    ('US/East-Indiana', 'America/Indianapolis'), ('US/Eastern', 'America/New_York'),
    ('US/Hawaii', 'Pacific/Honolulu'), ('US/Indiana-Starke', 'America/Indiana/Knox'),
    ('US/Michigan', 'America/Detroit'), ('US/Mountain', 'America/Denver'), ('US/Pacific', 'America/Los_Angeles'),
    ('US/Samoa', 'Pacific/Pago_Pago'), ('Universal', 'UTC'), ('W-SU', 'Europe/Moscow'), ('WET', 'Europe/Lisbon'),
    ('Zulu', 'UTC')
) as a (alias, canonical)
where l.time_zone = a.alias;

alter table listings
  -- Weekdays on which no stay may end (the check-in ones are blocked_check_in_days).
  add column blocked_check_out_days text[] not null default '{}'
    check (blocked_check_out_days <@ array['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN']),
  -- With same-day notice: the wall-clock time at the home after which today can no longer be booked; null: none.
  add column same_day_cut_off text check (same_day_cut_off ~ '^([01][0-9]|2[0-3]):(00|30)$');

-- The nights a host blocked, one row a night (a range of nights is its rows). The check-out day of a stay is not a
-- night of it, so a block on it never refuses the stay.
create table listing_blocked_nights (
  listing_id integer not null references listings (id) on delete cascade,
  night date not null,
  primary key (listing_id, night)
);

create extension if not exists btree_gist;

-- Seasonal prices (spec 001 §3): the nights from date_from to date_to, both included, take the season's prices and
-- stay limits. Two seasons of a listing never share a night (which price would it take?).
create table listing_seasons (
  id integer generated always as identity primary key,
  listing_id integer not null references listings (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 255),
  date_from date not null,
  date_to date not null,
  nightly_minor bigint not null check (nightly_minor > 0),
  -- null: the season's nightly price on Friday and Saturday nights too.
  weekend_minor bigint check (weekend_minor > 0),
  -- null: the listing's extra-guest fee.
  extra_guest_minor bigint check (extra_guest_minor >= 0),
  -- null: the listing's minimum and maximum nights.
  minimum_stay integer check (minimum_stay between 1 and 365),
  maximum_stay integer check (maximum_stay between 1 and 1095),
  no_check_in_days text[] not null default '{}'
    check (no_check_in_days <@ array['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN']),
  no_check_out_days text[] not null default '{}'
    check (no_check_out_days <@ array['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN']),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (date_from <= date_to),
  check (minimum_stay is null or maximum_stay is null or minimum_stay <= maximum_stay),
  constraint listing_seasons_no_overlap
    exclude using gist (listing_id with =, daterange(date_from, date_to, '[]') with &&)
);
create index listing_seasons_listing_idx on listing_seasons (listing_id, date_from);

-- Discount rules beyond the weekly, monthly and 90+ percentages kept on the listing: last minute (percent off when
-- check-in is from .. to days away) and length of stay (percent off stays of minimum_nights or more, optionally only
-- within days-before-arrival bounds). Kept in the order the host gave them.
create table listing_discount_rules (
  listing_id integer not null references listings (id) on delete cascade,
  kind text not null check (kind in ('lastMinute', 'lengthOfStay')),
  position smallint not null check (position >= 0),
  percent smallint not null check (percent between 0 and 99),
  minimum_nights integer check (minimum_nights between 1 and 1095),
  days_before_arrival_from integer check (days_before_arrival_from between 0 and 1095),
  days_before_arrival_to integer check (days_before_arrival_to between 0 and 1095),
  primary key (listing_id, kind, position),
  check ((kind = 'lengthOfStay') = (minimum_nights is not null)),
  check (kind <> 'lastMinute' or (days_before_arrival_from is not null and days_before_arrival_to is not null)),
  check (days_before_arrival_from is null or days_before_arrival_to is null
    or days_before_arrival_from <= days_before_arrival_to)
);

-- The seam for bookings-payments' holds (DESIGN §8): it alone decides whether nights are taken, and will publish its
-- holds and releases; a handler here will keep one row per hold or reservation (reference: its id there), so the
-- calendar shows those nights reserved and a host cannot block them. No event feeds it yet: until one does, it stays
-- empty and the calendar shows no reserved night.
create table listing_reserved_stays (
  listing_id integer not null references listings (id) on delete cascade,
  reference text not null check (length(reference) between 1 and 100),
  check_in date not null,
  check_out date not null,
  updated_at timestamptz not null default now(),
  primary key (listing_id, reference),
  check (check_in < check_out)
);
create index listing_reserved_stays_dates_idx on listing_reserved_stays (listing_id, check_in);
