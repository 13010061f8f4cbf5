-- Newsletter subscribers of the local mailing-list provider (the embedded default; a hosted provider by configuration).
create table newsletter_subscribers (
  email text primary key check (length(email) <= 50),
  first_name text not null default '',
  last_name text not null default '',
  verified boolean not null default false,
  subscribed_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
