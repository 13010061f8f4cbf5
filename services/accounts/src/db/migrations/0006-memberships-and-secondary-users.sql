-- Membership applications, member status history, co-hosts, press users, property managers and invitations sent
-- by e-mail (decision 0010). A co-host is a users row of her own (own e-mail and password) that works on the
-- account of the member named in co_host_of; her sessions act as that member with the co-host flag.
alter table users
  add column co_host_of uuid references users (id) on delete cascade,
  add column is_press_user boolean not null default false,
  add column application_source text check (application_source in ('referral', 'press', 'social', 'other')),
  add column application_source_detail text check (length(application_source_detail) <= 255),
  add column applied_at timestamptz,
  add column reviewed_at timestamptz,
  add column reviewed_by uuid references admin_users (id),
  add constraint users_co_host_not_self check (co_host_of is null or co_host_of <> id);
create index users_co_host_of_idx on users (co_host_of) where co_host_of is not null;
create index users_pending_applications_idx on users (applied_at) where member_status = 'pending';

-- Who changed a member's status, from what to what: the admins' record of reviews and holds.
create table member_status_changes (
  id bigserial primary key,
  user_id uuid not null references users (id) on delete cascade,
  from_status text not null,
  to_status text not null,
  admin_id uuid references admin_users (id),
  reason text check (length(reason) <= 1000),
  created_at timestamptz not null default now()
);
create index member_status_changes_user_idx on member_status_changes (user_id, created_at);

-- Invitations sent by e-mail: the address (encrypted) so the member can read her list, and her message.
alter table invitations
  add column email_encrypted text,
  add column personal_message text check (length(personal_message) <= 1000),
  add column cancelled_at timestamptz;
create index invitations_inviter_email_idx on invitations (inviter_id, email_hash) where status = 'pending';
