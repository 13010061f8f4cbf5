-- The timed steps of confirmed stays that are not a reservation's own status window (issue 17 item 5, decision
-- 0058): the arrival reminders, the check-in notice and the review prompt. Written with the stay's confirmation in
-- its transaction, cancelled with its cancellation; the stay-step worker claims due rows with FOR UPDATE SKIP LOCKED,
-- publishes each step's StayStepDue and marks it done in one transaction, so a step is published exactly once.
create table stay_steps (
  id bigserial primary key,
  reservation_id integer not null references reservations (id),
  kind text not null check (kind in ('reminderWeek', 'reminderDay', 'checkInNotice', 'reviewPrompt')),
  -- the instant on the listing's clock the step is due (computed from its dates, zone and check-in time)
  due_at timestamptz not null,
  done_at timestamptz,
  -- set when the stay was cancelled or given up before the step: it is never published
  cancelled_at timestamptz,
  -- failed tries so far (each rolled back whole), and the last one's error for whoever looks
  attempts integer not null default 0,
  last_error text,
  created_at timestamptz not null default now(),
  unique (reservation_id, kind),
  check (done_at is null or cancelled_at is null)
);

-- The worker finds what is due without scanning the done rows.
create index stay_steps_due_idx on stay_steps (due_at) where done_at is null and cancelled_at is null;
