-- Cancellations and refunds (issue 17 item 2, decision 0055). A stay is cancelled under the policy and check-in time
-- its listing had when it was booked, so both are copied onto the reservation as it is made (from the listing_terms
-- read-model, in the inserting transaction); rows made before this migration take the listing's current ones.
alter table reservations
  add column cancellation_policy text,
  -- 'HH:MM' on the listing's clock; null when check-in is flexible (read as the start of the check-in day)
  add column check_in_time text,
  -- who asked for the cancellation a 'cancellationRequested' stay waits on
  add column cancellation_requested_by text check (cancellation_requested_by in ('guest', 'host')),
  -- stay-rules' CancellationOutcome as applied (or as requested, until an admin confirms it)
  add column cancellation jsonb,
  -- what the stay's payment order must have given back once the cancellation is settled
  add column refund_target_minor bigint check (refund_target_minor >= 0);

create function reservation_copy_cancellation_terms() returns trigger
  language plpgsql as $$
begin
  if new.cancellation_policy is null then
    select terms ->> 'cancellationPolicy', nullif(terms ->> 'checkInStart', '')
      into new.cancellation_policy, new.check_in_time
      from listing_terms where list_id = new.listing_id;
  end if;
  return new;
end $$;

create trigger reservations_cancellation_terms before insert on reservations
  for each row execute function reservation_copy_cancellation_terms();

update reservations r
   set cancellation_policy = lt.terms ->> 'cancellationPolicy',
       check_in_time = nullif(lt.terms ->> 'checkInStart', '')
  from listing_terms lt
 where lt.list_id = r.listing_id;
