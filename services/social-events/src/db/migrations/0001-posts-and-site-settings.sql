-- Social posts and the site settings shown in the shell. Comments, events and connections arrive with their issue.
create table posts (
  id serial primary key,
  author_id uuid not null,
  content text not null check (length(content) between 1 and 5000),
  is_enabled boolean not null default true,
  created_at timestamptz not null default now()
);
create index posts_author_id_idx on posts (author_id);

create table site_settings (
  type text not null,
  name text not null,
  value text not null,
  primary key (type, name)
);

insert into site_settings (type, name, value) values
  ('site_settings', 'siteName', 'Golightly'),
  ('site_settings', 'siteTitle', 'Golightly: the travel club for women'),
  ('site_settings', 'Logo', ''),
  ('site_settings', 'logoHeight', '40'),
  ('site_settings', 'logoWidth', '160'),
  ('site_settings', 'facebookLink', ''),
  ('site_settings', 'twitterLink', ''),
  ('site_settings', 'instagramLink', '');
