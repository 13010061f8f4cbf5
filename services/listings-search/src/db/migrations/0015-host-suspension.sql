-- A host whose account an admin deleted (decision 0040): her listings are suspended while accounts may still restore
-- her. Hidden from everyone but the admins who manage listings, never bookable, never edited; their approval,
-- publication and listed states stay as they were, so a restore (which clears the stamp) loses nothing. A host's
-- listings are found by listings_host_id_idx (migration 0001).
alter table listings add column host_suspended_at timestamptz;
