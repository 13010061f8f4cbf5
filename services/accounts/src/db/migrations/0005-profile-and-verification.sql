-- A member's profile and its verification (decision 0009): the profile fields of spec 000 §3 not stored yet, phone
-- verification codes, identity documents with their admin review, and profile pictures. Image bytes live in the
-- file store (ACCOUNTS_FILES_DIR); these tables keep their keys and what was checked about them.

-- Limits of spec 001 §5/§9: descriptions at most 300 characters, other fields at most 50, links at most 255.
alter table users
  add column preferred_language text check (preferred_language in ('en-US', 'cs-CZ', 'es', 'it-IT', 'fr-FR', 'pt-PT')),
  add column preferred_currency char(3) check (preferred_currency ~ '^[A-Z]{3}$'),
  add column location text check (char_length(location) <= 50),
  add column info text check (char_length(info) <= 300),
  add column summary text check (char_length(summary) <= 300),
  add column current_position text check (char_length(current_position) <= 50),
  add column education text check (char_length(education) <= 50),
  add column university_id integer check (university_id > 0),
  add column other_university text check (char_length(other_university) <= 50),
  add column company_name text check (char_length(company_name) <= 50),
  add column industry text check (char_length(industry) <= 50),
  -- Encrypted like the primary address; its keyed hash lets the database refuse the primary address itself.
  add column secondary_email_encrypted text,
  add column secondary_email_hash bytea,
  add column facebook_url text check (char_length(facebook_url) <= 255),
  add column instagram_url text check (char_length(instagram_url) <= 255),
  add column website_url text check (char_length(website_url) <= 255),
  add column profile_updated_at timestamptz,
  add constraint users_secondary_email_differs check (secondary_email_hash is null or secondary_email_hash <> email_hash),
  add constraint users_secondary_email_pair check ((secondary_email_hash is null) = (secondary_email_encrypted is null));

-- Social connections of the verification record (spec 000 §3); updateUserVerifiedInfo disconnects them.
alter table user_verifications
  add column is_facebook_connected boolean not null default false,
  add column is_google_connected boolean not null default false,
  add column is_linkedin_connected boolean not null default false;

-- 4-digit phone codes: only a keyed hash of the code (with a per-row salt) is kept. A new code voids the older ones;
-- a code works until it expires, is used, or has been guessed wrong too often. The number it was sent to becomes the
-- member's verified number once the code is entered.
create table phone_verification_codes (
  id bigserial primary key,
  user_id uuid not null references users (id) on delete cascade,
  code_hash bytea not null,
  salt bytea not null,
  phone_encrypted text not null,
  dial_code text not null check (dial_code ~ '^\+[0-9]{1,4}$'),
  country_code char(2) not null,
  failed_attempts integer not null default 0 check (failed_attempts >= 0),
  expires_at timestamptz not null,
  used_at timestamptz,
  voided_at timestamptz,
  created_at timestamptz not null default now()
);
create index phone_verification_codes_user_idx on phone_verification_codes (user_id, created_at desc);

-- Identity documents (spec 001 §4-6): PNG or JPG under 1 MB, reviewed by an admin.
create table identity_documents (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  document_type text not null check (document_type in ('passport', 'drivingLicense', 'nationalIdCard', 'residencePermit')),
  -- The file's name in the store ("<uuid>.png"), which is also its public name in /id-proof/{fileName}.
  file_name text not null unique check (file_name ~ '^[0-9a-f-]{36}\.(png|jpg)$'),
  content_type text not null check (content_type in ('image/png', 'image/jpeg')),
  byte_size integer not null check (byte_size > 0 and byte_size < 1048576),
  sha256 bytea not null,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected', 'flagged')),
  review_message text check (char_length(review_message) <= 1000),
  reviewed_by uuid references admin_users (id),
  reviewed_at timestamptz,
  created_at timestamptz not null default now()
);
create index identity_documents_user_idx on identity_documents (user_id, created_at desc);
create index identity_documents_review_idx on identity_documents (status, created_at);

-- Profile pictures: every upload, so replaced files can be cleaned up later; users.picture names the current one.
create table profile_pictures (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  file_name text not null unique check (file_name ~ '^[0-9a-f-]{36}\.(png|jpg)$'),
  content_type text not null check (content_type in ('image/png', 'image/jpeg')),
  byte_size integer not null check (byte_size > 0 and byte_size < 1048576),
  sha256 bytea not null,
  created_at timestamptz not null default now(),
  replaced_at timestamptz
);
create index profile_pictures_user_idx on profile_pictures (user_id, created_at desc);
