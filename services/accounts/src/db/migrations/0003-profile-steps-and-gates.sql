-- What the navigation gates read: profile steps 1-4, the profile-updated flag, the social-area rules, an approved
-- membership application, and property managers (added by an admin, counted as complete).
alter table users
  add column step1 text check (step1 = 'completed'),
  add column step2 text check (step2 = 'completed'),
  add column step3 text check (step3 = 'completed'),
  add column step4 text check (step4 = 'completed'),
  add column is_profile_updated boolean not null default false,
  add column social_enable boolean not null default false,
  add column is_member_verified boolean not null default false,
  add column is_property_manager boolean not null default false;
