-- The travel-credit ledger (DESIGN §2: bookings-payments owns it; spec 000 §3's travelCredit). One row per credit
-- granted (a referral reward, a refund as credit) or spent on a stay; a member's balance is the sum of her rows.
-- Nothing writes it yet: referral rewards and paying with credit arrive with the bookings issue, so every balance
-- reads zero until then.
create table travel_credit_entries (
  id bigserial primary key,
  user_id uuid not null,
  -- positive when granted, negative when spent; minor units of `currency`
  amount_minor bigint not null check (amount_minor <> 0),
  currency char(3) not null references currencies (code),
  reason text not null check (reason in ('referral', 'refund', 'admin', 'stay')),
  -- the reservation or invitation it came from, when there is one
  reference text check (char_length(reference) <= 100),
  created_at timestamptz not null default now()
);
create index travel_credit_entries_user_idx on travel_credit_entries (user_id, created_at);
