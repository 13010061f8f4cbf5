-- The host's account id at each channel manager (spec 000 §3's hostAwayId, hostFullyAgencyId, rentalsUnitedId,
-- nextPaxId, ownerRezId): what the connector sends with every call and matches every webhook against. Null until the
-- host links the account. Secrets (HostAway's client secret) will be kept encrypted beside it, never read back.
alter table channel_connections
  add column external_account_id text check (char_length(external_account_id) between 1 and 255);
