-- Currencies and their exchange rates (spec 000 §3 Currency, §7 getCurrencies and Currency). The rates start as a
-- fixed set relative to the base currency until the rate feed arrives (decision 0013); every environment needs them,
-- so they are reference data here rather than demo data.
create table currencies (
  id serial primary key,
  -- ISO 4217 code, the spec's `symbol`
  code char(3) not null unique check (code ~ '^[A-Z]{3}$'),
  -- what a price is written with, e.g. $ or Kč
  sign text not null check (length(sign) between 1 and 4),
  is_enable boolean not null default true,
  is_payment boolean not null default false,
  is_base_currency boolean not null default false,
  -- the base currency is always one a member can choose
  check (not is_base_currency or is_enable)
);
-- exactly one base currency at a time
create unique index currencies_one_base_idx on currencies ((true)) where is_base_currency;

create table currency_rates (
  base char(3) not null references currencies (code),
  code char(3) not null references currencies (code),
  -- units of `code` for one unit of `base`
  rate numeric(18, 8) not null check (rate > 0),
  updated_at timestamptz not null default now(),
  primary key (base, code)
);

insert into currencies (code, sign, is_enable, is_payment, is_base_currency) values
  ('USD', '$', true, true, true),
  ('EUR', '€', true, true, false),
  ('GBP', '£', true, true, false),
  ('CAD', 'CA$', true, true, false),
  ('AUD', 'A$', true, true, false),
  ('CHF', 'CHF', true, false, false),
  ('CZK', 'Kč', true, false, false),
  ('MXN', 'MX$', true, false, false),
  ('JPY', '¥', false, false, false),
  ('BRL', 'R$', false, false, false);

insert into currency_rates (base, code, rate) values
  ('USD', 'USD', 1),
  ('USD', 'EUR', 0.862),
  ('USD', 'GBP', 0.761),
  ('USD', 'CAD', 1.402),
  ('USD', 'AUD', 1.534),
  ('USD', 'CHF', 0.803),
  ('USD', 'CZK', 20.95),
  ('USD', 'MXN', 18.42),
  ('USD', 'JPY', 154.6),
  ('USD', 'BRL', 5.32);
