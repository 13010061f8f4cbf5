-- What the contract tests' handlers do: one row per applied event, so a second effect shows as a second row.
create table applied_effects (
  id bigserial primary key,
  consumer text not null,
  event_id uuid not null,
  event_type text not null,
  aggregate_id text not null,
  trace_id text,
  applied_at timestamptz not null default now()
);
