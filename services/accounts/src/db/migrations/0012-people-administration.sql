-- The admin people screens (issue 13 items 1-2, decision 0029): who deleted an account, what a reversible admin
-- deletion keeps, when personal data was erased, and indexes for the paged lists.
alter table users
  -- Who ended the account: the member herself or an admin. Null for accounts still live, for co-hosts removed by
  -- their host and for deletions made before this column.
  add column deleted_by text check (deleted_by in ('self', 'admin')),
  add column deleted_by_admin_id uuid references admin_users (id),
  -- An admin deletion frees her e-mail (email_hash goes null, so the address can register again) but keeps its
  -- lookup hash here, so the deleted-users screen finds her by address and a restore can take it back.
  add column deleted_email_hash bytea,
  -- When her personal data was erased: at once for a member's own deletion, 30 days after an admin's.
  add column erased_at timestamptz,
  add constraint users_deleted_by_needs_deleted_at check (deleted_by is null or deleted_at is not null),
  add constraint users_deleted_email_hash_only_deleted check (deleted_email_hash is null or deleted_at is not null);

-- Accounts erased before this migration (the erasure left the name "Former member" and no e-mail): erased then.
update users set erased_at = deleted_at
where deleted_at is not null and email_encrypted is null and first_name = 'Former member';

-- Live accounts newest first (users, members), deleted ones by deletion (deleted users), admin deletions still to
-- erase (the purge), and deleted accounts by the address they had.
create index users_live_created_idx on users (created_at desc, id) where deleted_at is null;
create index users_deleted_idx on users (deleted_at desc, id) where deleted_at is not null;
create index users_erase_due_idx on users (deleted_at) where deleted_by = 'admin' and erased_at is null;
create index users_deleted_email_hash_idx on users (deleted_email_hash) where deleted_email_hash is not null;
