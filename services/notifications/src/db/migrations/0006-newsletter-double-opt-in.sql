-- Newsletter double opt-in (decision 0024): a subscription waits for its address's owner to follow an e-mailed link,
-- and confirmation mails are limited per address and per client address each day.

-- One pending request per confirmation mail. Only the SHA-256 of the link's token is kept, so a database reader
-- cannot confirm anyone; a token works once, until it expires.
create table newsletter_confirmations (
  token_hash bytea primary key check (length(token_hash) = 32),
  email text not null check (length(email) <= 50),
  first_name text not null default '' check (char_length(first_name) <= 50),
  last_name text not null default '' check (char_length(last_name) <= 50),
  requested_at timestamptz not null default now(),
  expires_at timestamptz not null,
  confirmed_at timestamptz
);
create index newsletter_confirmations_email_idx on newsletter_confirmations (email);
create index newsletter_confirmations_expires_idx on newsletter_confirmations (expires_at);

-- Confirmation mails sent per (address | client) and UTC day, counted with one atomic upsert per request.
create table newsletter_mail_counts (
  scope text not null check (scope in ('address', 'client')),
  key text not null,
  day date not null,
  sent integer not null check (sent > 0),
  primary key (scope, key, day)
);
create index newsletter_mail_counts_day_idx on newsletter_mail_counts (day);

-- The local list holds confirmed subscribers only. Rows written before this migration were never confirmed by their
-- address's owner, so they stay unconfirmed (and unsubscribed) until she confirms.
alter table newsletter_subscribers add column confirmed_at timestamptz;
