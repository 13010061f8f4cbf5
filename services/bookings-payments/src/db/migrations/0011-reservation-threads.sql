-- Message threads (issue 17 item 1, decision 0054): one per reservation or inquiry, between its guest and its host
-- (a co-host writes as the host). Created with the reservation by a trigger, so no reservation, however inserted
-- (a booking, the demo seed, an import), is ever without its thread. A thread's number is its reservation's, so the
-- booking e-mails' /message/{threadId} links (decision 0051) open it; a missing thread and another member's read the
-- same ('No thread found'), so the number tells a stranger nothing. Messages are kept as written, with what the
-- free-text screening found: a flagged message is delivered all the same.
create table reservation_threads (
  id integer primary key,
  reservation_id integer not null unique references reservations (id) check (reservation_id = id),
  -- The newest message's time, for the inbox's order; null until someone writes.
  last_message_at timestamptz,
  created_at timestamptz not null default now()
);

create table reservation_messages (
  id bigint generated always as identity primary key,
  thread_id integer not null references reservation_threads (id),
  sender_id uuid not null,
  sender_role text not null check (sender_role in ('guest', 'host')),
  body text not null check (char_length(body) between 1 and 2000),
  flagged boolean not null,
  -- The screening's findings: [{ kind, start, end, text, platform? }].
  findings jsonb not null default '[]',
  created_at timestamptz not null
);
create index reservation_messages_thread_idx on reservation_messages (thread_id, id);
create index reservation_messages_flagged_idx on reservation_messages (thread_id) where flagged;

-- How far each side has read a thread: every message up to this id is read.
create table reservation_thread_reads (
  thread_id integer not null references reservation_threads (id),
  reader_role text not null check (reader_role in ('guest', 'host')),
  last_read_message_id bigint not null,
  primary key (thread_id, reader_role)
);

create function open_reservation_thread() returns trigger language plpgsql as $$
begin
  insert into reservation_threads (id, reservation_id) values (new.id, new.id) on conflict do nothing;
  return new;
end $$;

create trigger reservations_open_thread after insert on reservations
  for each row execute function open_reservation_thread();

insert into reservation_threads (id, reservation_id) select id, id from reservations order by id on conflict do nothing;
