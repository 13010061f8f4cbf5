-- Hustle job posts. Industries, job types and applications arrive with the hustle issue.
create table jobs (
  id serial primary key,
  posted_by uuid not null,
  title text not null check (length(title) between 1 and 255),
  company text not null default '',
  location text not null default '',
  is_enabled boolean not null default true,
  created_at timestamptz not null default now()
);
create index jobs_posted_by_idx on jobs (posted_by);
