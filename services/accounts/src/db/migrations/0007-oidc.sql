-- The OpenID Connect provider admins sign in with (decision 0011): its stored artefacts and its signing keys.

-- Sessions, interactions, grants, authorization codes, refresh tokens: one row per artefact, kept until expiry.
create table oidc_payloads (
  model text not null,
  id text not null,
  payload jsonb not null,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  primary key (model, id)
);
create index oidc_payloads_grant_idx on oidc_payloads (grant_id) where grant_id is not null;
create index oidc_payloads_uid_idx on oidc_payloads (model, uid) where uid is not null;
create index oidc_payloads_user_code_idx on oidc_payloads (model, user_code) where user_code is not null;
create index oidc_payloads_expiry_idx on oidc_payloads (expires_at);

-- Token signing keys: the private JWK, encrypted with the accounts data key. The newest signs; older ones verify.
create table oidc_signing_keys (
  kid text primary key,
  private_jwk_encrypted text not null,
  created_at timestamptz not null default now()
);
