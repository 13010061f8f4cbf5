-- A host's connections to channel managers. Webhooks, polling sync, mapping and logs arrive with the integrations issue.
create table channel_connections (
  id serial primary key,
  host_id uuid not null,
  provider text not null check (provider in
    ('hostaway', 'hostfully', 'interhome', 'nextpax', 'ownerrez', 'rentals_united', 'happy_rentals', 'natural_retreats')),
  status text not null default 'pending' check (status in ('pending', 'active', 'failing', 'disconnected')),
  last_synced_at timestamptz,
  created_at timestamptz not null default now(),
  unique (host_id, provider)
);
