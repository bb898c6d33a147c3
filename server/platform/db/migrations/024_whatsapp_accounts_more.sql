-- #14's remaining WhatsApp account pages: numbers moving here from another provider, and who is
-- told (by e-mail or webhook) when a template, a number or a campaign changes.

-- A number being migrated: the provider's id once added to the WABA, and how far it got.
create table number_migrations (
  id uuid primary key,
  esme integer not null references accounts (esme) on delete cascade,
  waba_id text not null references wabas (id) on delete cascade,
  phone_number_id text not null unique,
  -- E.164 with the plus.
  display_number text not null,
  verified_name text not null,
  state text not null check (state in ('ADDED', 'CODE_SENT', 'VERIFIED', 'REGISTERED', 'DEREGISTERED')),
  code_method text check (code_method in ('SMS', 'VOICE')),
  created_on timestamptz not null,
  updated_on timestamptz not null
);
create index number_migrations_esme_idx on number_migrations (esme, created_on desc);

create table notification_subscriptions (
  id uuid primary key,
  esme integer not null references accounts (esme) on delete cascade,
  channel text not null check (channel in ('EMAIL', 'WEBHOOK')),
  target text not null,
  events text[] not null,
  created_by text not null,
  created_on timestamptz not null
);
create index notification_subscriptions_esme_idx on notification_subscriptions (esme);

-- One row per (subscription, event occurrence); the sweeper delivers it through the outbound proxy
-- or the mail transport and keeps the last attempt's outcome.
create table notification_deliveries (
  id uuid primary key,
  subscription_id uuid not null references notification_subscriptions (id) on delete cascade,
  esme integer not null references accounts (esme) on delete cascade,
  event text not null,
  summary text not null,
  payload jsonb not null,
  status text not null check (status in ('QUEUED', 'RETRYING', 'DELIVERED', 'FAILED')),
  attempts integer not null default 0,
  next_attempt_on timestamptz not null,
  status_code integer,
  error text,
  created_on timestamptz not null,
  delivered_on timestamptz
);
create index notification_deliveries_esme_idx on notification_deliveries (esme, created_on desc);
create index notification_deliveries_due_idx on notification_deliveries (next_attempt_on) where status in ('QUEUED', 'RETRYING');

-- The sandbox mail transport's mailbox: mails kept, labelled, instead of sent (no mail service here).
create table sandbox_mailbox (
  id bigint generated always as identity primary key,
  esme integer not null references accounts (esme) on delete cascade,
  to_address text not null,
  subject text not null,
  body text not null,
  at timestamptz not null
);
create index sandbox_mailbox_esme_idx on sandbox_mailbox (esme, at desc);
