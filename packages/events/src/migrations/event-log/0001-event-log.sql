-- The Postgres transport: an append-only log of topics split into partitions, with consumer groups that own
-- partitions through expiring leases and commit an offset per partition. Lives in the events database, not a service's.
create table event_log_topics (
  topic text primary key,
  partitions integer not null check (partitions between 1 and 1024),
  created_at timestamptz not null default now()
);

-- One row per partition: the next offset to hand out. Appenders lock it, so offsets are gapless and commit in order.
create table event_log_partitions (
  topic text not null references event_log_topics (topic),
  partition integer not null,
  next_offset bigint not null default 0,
  primary key (topic, partition)
);

create table event_log (
  topic text not null,
  partition integer not null,
  "offset" bigint not null,
  message_key text not null,
  value bytea not null,
  headers jsonb not null default '{}'::jsonb,
  appended_at timestamptz not null default now(),
  primary key (topic, partition, "offset")
);

create table consumer_group_members (
  group_name text not null,
  member_id uuid not null,
  heartbeat_at timestamptz not null default now(),
  primary key (group_name, member_id)
);

-- A member processes a partition only while it holds the partition's unexpired lease.
create table consumer_partition_leases (
  group_name text not null,
  topic text not null,
  partition integer not null,
  member_id uuid not null,
  expires_at timestamptz not null,
  primary key (group_name, topic, partition)
);

create table consumer_offsets (
  group_name text not null,
  topic text not null,
  partition integer not null,
  -- the offset of the next message to process
  next_offset bigint not null,
  updated_at timestamptz not null default now(),
  primary key (group_name, topic, partition)
);
