-- Security deposits and their claims (decision 0056): one row a reservation whose stay carries a deposit, from the
-- moment its guest pays. The money itself is a payment order of its own (reference deposit-{id}); this row says what
-- the deposit is for and where its claim and its refund stand.
create table security_deposits (
  reservation_id integer primary key references reservations (id),
  -- the stay's currency (the listing's), minor units; what was asked of her card
  amount_minor bigint not null check (amount_minor > 0),
  currency char(3) not null check (currency ~ '^[A-Z]{3}$'),
  -- null when her card did not hold it (3-D Secure on the stay, a declined deposit): nothing to claim against
  payment_order_id uuid unique references payment_orders (id),
  claim_status text not null default 'noClaim' check (claim_status in ('noClaim', 'claimed')),
  claimed_minor bigint check (claimed_minor > 0 and claimed_minor <= amount_minor),
  claim_reason text check (char_length(claim_reason) between 1 and 1000),
  claimed_by uuid,
  claimed_at timestamptz,
  -- the admin's answer to a claim; null while it waits (or when there is no claim)
  claim_decision text check (claim_decision in ('approved', 'refused')),
  decided_by text,
  decided_at timestamptz,
  refund_status text not null default 'pending' check (refund_status in ('pending', 'completed')),
  -- given back to the guest, and kept for the host, once settled
  refunded_minor bigint not null default 0 check (refunded_minor >= 0),
  host_payout_minor bigint not null default 0 check (host_payout_minor >= 0),
  settled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((claim_status = 'claimed') = (claimed_minor is not null and claim_reason is not null and claimed_at is not null)),
  check (claim_decision is null or claim_status = 'claimed'),
  check (refunded_minor + host_payout_minor <= amount_minor)
);
-- the admin's list of claims waiting for an answer, oldest first
create index security_deposits_pending_claims_idx on security_deposits (claimed_at)
  where claim_status = 'claimed' and claim_decision is null;
-- the sweeper's deposits still to settle
create index security_deposits_unsettled_idx on security_deposits (reservation_id) where refund_status = 'pending';
