-- What the read-models of migration 0016 need to apply their events out of order (decision 0042): each part of a
-- host's row remembers the time of the event it came from, so an older event of the same kind changes nothing, and
-- the rates remember the as-of of the CurrencyRatesChanged they came from.
alter table search_host_profiles
  -- when accounts said her industry and university (ProfileUpdated); null until it has
  add column profile_as_of timestamptz,
  -- when accounts said whether she is on hold (MemberStatusChanged); null until it has
  add column standing_as_of timestamptz;

-- One row: the as-of of the rates in search_currency_rates; none until the first CurrencyRatesChanged.
create table search_currency_rates_as_of (
  only_row boolean primary key default true check (only_row),
  base char(3) not null,
  as_of timestamptz not null
);
