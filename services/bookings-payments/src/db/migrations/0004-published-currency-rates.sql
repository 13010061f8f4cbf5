-- The rates as last published in CurrencyRatesChanged (decision 0042): a start or a write publishes only when the
-- rates now stored differ from these, so restarts do not send the same rates again. One row.
create table currency_rates_published (
  only_row boolean primary key default true check (only_row),
  base char(3) not null,
  -- [{code, rate, enabled}] by code, as the event carried them
  rates jsonb not null,
  as_of timestamptz not null
);
