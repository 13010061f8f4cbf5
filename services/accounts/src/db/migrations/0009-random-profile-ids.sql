-- New accounts get a profile number drawn at random from 1,000,000 to 2,147,483,647 instead of the next serial one
-- (decision 0023): /users/show/{profileId} and userByProfileId stay Int as the spec's calls have them, but a stranger
-- can no longer count members or walk every profile by adding one. Existing numbers are kept (links to them live on).

create or replace function random_profile_id() returns integer
language plpgsql volatile as $$
declare
  candidate integer;
begin
  loop
    -- 32 random bits from pgcrypto's strong generator, folded into the range; a taken number draws again. Two inserts
    -- drawing the same free number at once are stopped by the unique constraint, not by this check.
    candidate := 1000000 + (('x' || encode(gen_random_bytes(4), 'hex'))::bit(32)::bigint % 2146483648)::integer;
    exit when not exists (select 1 from users where profile_id = candidate);
  end loop;
  return candidate;
end
$$;

alter table users alter column profile_id set default random_profile_id();
drop sequence users_profile_id_seq;
