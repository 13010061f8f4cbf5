-- The service fee settings screens (issue 16 item 5, decision 0053): the site's fees become editable (a percentage may
-- now be 100, spec 000 §6's settings/servicefees), and the property service fees become per listing
-- (settings/property-servicefees): a listing with a row here is priced with its own guest and host fees instead of
-- the site's. The single 'property' row of 0005 was never read (every quote used the site's) and goes.
alter table service_fees drop constraint service_fees_check;
alter table service_fees drop constraint service_fees_check1;
alter table service_fees
  add constraint service_fees_guest_percentage_max check (guest_type <> 'percentage' or guest_value <= 100),
  add constraint service_fees_host_percentage_max check (host_type <> 'percentage' or host_value <= 100);
delete from service_fees where kind = 'property';

create table property_service_fees (
  id serial primary key,
  -- one override a listing: adding a second is refused by this, even when two admins add at once
  list_id integer not null unique references listing_terms (list_id),
  guest_type text not null check (guest_type in ('percentage', 'fixed')),
  guest_value numeric(12, 2) not null check (guest_value >= 0),
  host_type text not null check (host_type in ('percentage', 'fixed')),
  host_value numeric(12, 2) not null check (host_value >= 0),
  currency char(3) not null references currencies (code),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (guest_type <> 'percentage' or guest_value <= 100),
  check (host_type <> 'percentage' or host_value <= 100)
);
