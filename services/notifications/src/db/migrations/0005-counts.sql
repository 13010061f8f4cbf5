-- The member's counts as read-models of other services' events (decision on counts): one row per unread message
-- (reservation threads from bookings-payments, private messages from social-events) and one per social activity, so a
-- count is count(*) and the same message or activity can never count twice.
create table unread_messages (
  -- 'reservation' (a reservation thread) or 'private' (a private conversation): the two producers' ids may collide.
  source text not null check (source in ('reservation', 'private')),
  message_id text not null,
  recipient_id uuid not null,
  conversation_id text not null,
  -- the recipient's side: host or guest in a reservation thread, private between members
  role text not null check (role in ('host', 'guest', 'private')),
  posted_at timestamptz not null,
  primary key (source, message_id),
  check ((source = 'private') = (role = 'private'))
);
create index unread_messages_recipient_idx on unread_messages (recipient_id, role);
create index unread_messages_conversation_idx on unread_messages (recipient_id, source, conversation_id);

create table social_activities (
  activity_id text primary key,
  member_id uuid not null,
  kind text not null check (kind in ('mention', 'comment', 'connection_request', 'event_invitation')),
  actor_id uuid not null,
  entity_id text not null,
  occurred_at timestamptz not null,
  seen_at timestamptz
);
create index social_activities_unseen_idx on social_activities (member_id) where seen_at is null;

-- The notification list pages newest first; ties (same created_at) break by id.
create index notifications_recipient_page_idx on notifications (recipient_id, created_at desc, id desc);
