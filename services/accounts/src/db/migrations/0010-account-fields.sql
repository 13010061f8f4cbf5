-- The account fields of spec 000 §3 that userAccount shows and no column held yet: what an admin grants a member
-- (userAccess, bookWithoutPay), her social-notification choice, how she registered (userData.type), the code she
-- joined with (loginKey) and the identity-check application id the registration form may send (identityAppId).
alter table users
  -- She may use the club; an admin withdraws it without deleting her.
  add column user_access boolean not null default true,
  -- An admin lets her book stays without paying up front (hosts' own test stays, club guests).
  add column book_without_pay boolean not null default false,
  -- She hears about social activity (comments, mentions, event invitations); on unless she turns it off.
  add column social_notification boolean not null default true,
  -- How she signed up: with e-mail and password, or with LinkedIn (the spec's userData.type).
  add column login_type text not null default 'email' check (login_type in ('email', 'linkedin')),
  -- The invitation or referral code she joined with, as she entered it.
  add column login_key text check (login_key ~ '^[A-Za-z0-9]{8}$'),
  -- The identity-check provider's application id, when the registration form sent one.
  add column identity_app_id text check (char_length(identity_app_id) between 1 and 255);

-- Members who joined before this column: the code of the invitation they accepted. One written for a member's
-- referral key carries a generated code, so theirs is the inviter's referral key, which is what they entered.
update users u
set login_key = coalesce(
  (select inviter.referral_key
   from invitations i join users inviter on inviter.id = i.inviter_id
   where i.accepted_by = u.id and i.expires_at <= i.created_at and inviter.referral_key is not null
   limit 1),
  (select i.unique_key from invitations i where i.accepted_by = u.id order by i.created_at limit 1))
where u.login_key is null;
