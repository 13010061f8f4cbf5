-- GoSolo group trips. Date sets, room price types and trip bookings arrive with the GoSolo issue.
create table trips (
  id serial primary key,
  title text not null check (length(title) between 1 and 255),
  destination text not null,
  start_date date not null,
  end_date date not null,
  seats integer not null check (seats > 0),
  is_published boolean not null default false,
  created_at timestamptz not null default now(),
  check (end_date >= start_date)
);
