-- Webhook configuration (#12): rules that forward a WhatsApp number's events to the customer's URL,
-- and the log of every delivery and attempt (the page shows it and can resend one).

create table webhook_rules (
  id uuid primary key,
  esme integer not null references accounts (esme) on delete cascade,
  -- The provider's phone-number id; the console names the number by its display number.
  sender_number_id text not null references sender_numbers (id) on delete cascade,
  url text not null,
  request_type text not null check (request_type in ('POST', 'PUT')),
  http_headers jsonb not null default '[]'::jsonb,
  retry_count integer not null check (retry_count between 0 and 10),
  retry_delay_sec integer not null check (retry_delay_sec between 1 and 3600),
  event_categories text[] not null,
  default_rule boolean not null default false,
  -- Spec §3 rule labels, echoed in every forwarded payload for the customer's own routing.
  event_type text not null default '',
  channel_id text not null default '',
  sender_label text not null default '',
  handover_template text not null default '',
  encrypt_payload boolean not null default false,
  algorithm text check (algorithm in ('AES-256-GCM', 'AES-256-CBC')),
  -- Keys the HMAC signature and the payload encryption; shown to the rule's owner.
  secret text not null,
  created_by text not null,
  created_on timestamptz not null,
  updated_on timestamptz not null
);
create index webhook_rules_number_idx on webhook_rules (sender_number_id);
create index webhook_rules_esme_idx on webhook_rules (esme);
-- One default rule per number: it takes the categories no other rule of the number lists.
create unique index webhook_rules_default_key on webhook_rules (sender_number_id) where default_rule;

create table webhook_deliveries (
  id uuid primary key,
  rule_id uuid not null references webhook_rules (id) on delete cascade,
  category text not null,
  -- The event before encryption.
  payload jsonb not null,
  status text not null check (status in ('QUEUED', 'RETRYING', 'DELIVERED', 'FAILED')),
  -- Set once pg-boss holds the job; a QUEUED row without it is queued again when a worker starts.
  enqueued boolean not null default false,
  resend_of uuid references webhook_deliveries (id) on delete set null,
  created_on timestamptz not null
);
create index webhook_deliveries_rule_idx on webhook_deliveries (rule_id, created_on desc);
create index webhook_deliveries_unqueued_idx on webhook_deliveries (created_on) where not enqueued;

create table webhook_delivery_attempts (
  id bigint generated always as identity primary key,
  delivery_id uuid not null references webhook_deliveries (id) on delete cascade,
  attempt integer not null,
  at timestamptz not null,
  status_code integer,
  duration_ms integer not null,
  request_body text not null,
  response_excerpt text not null default '',
  error text,
  unique (delivery_id, attempt)
);
