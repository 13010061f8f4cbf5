-- CMS pages (spec 000 §2, §3): admin-written content at /page/{pageUrl}, listed in the footer's four columns.
create table cms_pages (
  id serial primary key,
  page_title text not null check (length(btrim(page_title)) between 1 and 120),
  -- the {pageUrl} of /page/{pageUrl}: lower-case words joined by hyphens
  page_url text not null unique check (page_url ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(page_url) <= 100),
  meta_title text,
  meta_description text,
  footer_category text not null check (footer_category in ('company', 'discover', 'policies', 'newfeatures')),
  -- public pages are for everyone, private ones only for signed-in members
  access text not null default 'public' check (access in ('public', 'private')),
  is_enable boolean not null default true,
  content text not null default '',
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index cms_pages_footer_idx on cms_pages (footer_category, sort_order, id) where is_enable;
