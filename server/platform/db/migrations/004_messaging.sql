-- Messaging backbone (shared/design/messaging.md): senders, templates, campaigns and their
-- recipients, counters kept as events arrive, opt-outs, inbound messages and webhook idempotency.
-- pg-boss keeps its own schema (`pgboss`); the recipient rows here are the truth, jobs only carry work.

-- A business portfolio's messaging limit: unique users in a moving 24 hours; null is unlimited.
create table business_portfolios (
  id uuid primary key,
  esme integer not null references accounts (esme) on delete cascade,
  name text not null,
  messaging_limit integer check (messaging_limit in (250, 2000, 10000, 100000)),
  created_on timestamptz not null,
  updated_on timestamptz not null
);
create index business_portfolios_esme_idx on business_portfolios (esme);

create table wabas (
  -- The provider's WABA id.
  id text primary key,
  esme integer not null references accounts (esme) on delete cascade,
  portfolio_id uuid not null references business_portfolios (id) on delete cascade,
  name text not null,
  created_on timestamptz not null
);
create index wabas_esme_idx on wabas (esme);

create table sender_numbers (
  -- The provider's phone-number id: what a send names as its sender.
  id text primary key,
  esme integer not null references accounts (esme) on delete cascade,
  waba_id text not null references wabas (id) on delete cascade,
  -- E.164 with the plus.
  display_number text not null,
  verified_name text not null,
  -- Messages a second; 80 by default, raised by the provider up to 1,000.
  throughput integer not null default 80 check (throughput between 1 and 1000),
  quality text not null default 'UNKNOWN' check (quality in ('GREEN', 'YELLOW', 'RED', 'UNKNOWN')),
  created_on timestamptz not null
);
create index sender_numbers_esme_idx on sender_numbers (esme);
create unique index sender_numbers_display_key on sender_numbers (display_number);

-- Templates per WABA, components in the Cloud API's shape (src/api/contracts/whatsapp-template.ts).
create table whatsapp_templates (
  -- Spec §3 `sno`: our serial, what the console's links carry.
  sno bigint generated always as identity primary key,
  esme integer not null references accounts (esme) on delete cascade,
  waba_id text not null references wabas (id) on delete cascade,
  provider_id text not null,
  name text not null,
  language text not null,
  category text not null check (category in ('MARKETING', 'UTILITY', 'AUTHENTICATION')),
  parameter_format text not null default 'POSITIONAL' check (parameter_format in ('POSITIONAL', 'NAMED')),
  components jsonb not null,
  status text not null,
  quality text not null default 'UNKNOWN',
  reason text,
  created_on timestamptz not null,
  updated_on timestamptz not null,
  unique (waba_id, name, language)
);
create index whatsapp_templates_esme_idx on whatsapp_templates (esme, status);

create table campaigns (
  id uuid primary key,
  esme integer not null references accounts (esme) on delete cascade,
  channel text not null check (channel in ('whatsapp', 'rcs')),
  name text not null,
  -- A phone-number id (WhatsApp) or an agent id (RCS).
  sender_id text not null,
  template_sno bigint references whatsapp_templates (sno) on delete restrict,
  -- Template variable → { kind: 'column', column } | { kind: 'text', text }.
  variable_mapping jsonb not null default '{}'::jsonb,
  audience_kind text not null check (audience_kind in ('UPLOAD_FILE', 'ENGAGED_USERS', 'OPT_IN_USERS')),
  -- ENGAGED_USERS: contacts who wrote in the last N days.
  audience_days integer,
  -- Null with schedule_now: as soon as it may go; the local date-time and zone as the user typed them.
  schedule_now boolean not null default true,
  schedule_at timestamptz,
  schedule_local text,
  time_zone text,
  -- Optional send window in the recipient's local hours [start, end), and expiry after the planned time.
  window_start_hour smallint check (window_start_hour between 0 and 23),
  window_end_hour smallint check (window_end_hour between 1 and 24),
  expiry_hours integer check (expiry_hours between 1 and 720),
  state text not null check (state in ('DRAFT', 'PENDING_APPROVAL', 'SCHEDULED', 'RUNNING', 'PAUSED', 'COMPLETED', 'CANCELLED', 'REJECTED', 'FAILED')),
  maker_id uuid not null,
  maker_name text not null,
  checker_id uuid,
  checker_name text,
  reject_reason text,
  failure_reason text,
  -- The audience import: one per campaign, staged until it completes (campaign_import_rows).
  import_id uuid,
  import_state text check (import_state in ('IN_PROGRESS', 'COMPLETE')),
  -- When a paced campaign may send again ("continues at HH:MM").
  continues_at timestamptz,
  created_on timestamptz not null,
  updated_on timestamptz not null,
  started_on timestamptz,
  finished_on timestamptz
);
create index campaigns_esme_idx on campaigns (esme, created_on desc);
create index campaigns_due_idx on campaigns (state, schedule_at);

create table campaign_recipients (
  id bigint generated always as identity primary key,
  campaign_id uuid not null references campaigns (id) on delete cascade,
  -- Normalised E.164 with the plus: the never-twice key.
  phone text not null,
  variables jsonb not null default '{}'::jsonb,
  status text not null default 'PENDING' check (status in ('PENDING', 'SENDING', 'SENT', 'DELIVERED', 'READ', 'FAILED', 'SKIPPED')),
  skip_reason text,
  provider_message_id text,
  error_code text,
  error_text text,
  -- A SENDING row whose lease has passed was left by a stopped dispatcher.
  lease_until timestamptz,
  created_on timestamptz not null,
  sending_at timestamptz,
  sent_at timestamptz,
  delivered_at timestamptz,
  read_at timestamptz,
  failed_at timestamptz,
  skipped_at timestamptz,
  unique (campaign_id, phone)
);
create index campaign_recipients_status_idx on campaign_recipients (campaign_id, status, id);
create index campaign_recipients_provider_idx on campaign_recipients (provider_message_id);
-- Crash recovery looks only at rows being sent.
create index campaign_recipients_lease_idx on campaign_recipients (lease_until) where status = 'SENDING';

-- Uploaded rows wait here until the import completes, so a half import leaves no recipients.
create table campaign_import_rows (
  import_id uuid not null,
  chunk_index integer not null,
  row_index integer not null,
  phone text not null,
  variables jsonb not null,
  primary key (import_id, chunk_index, row_index)
);

create table campaign_import_chunks (
  import_id uuid not null,
  chunk_index integer not null,
  row_count integer not null,
  primary key (import_id, chunk_index)
);

-- Recipients per status, moved in the same transaction as the recipient rows.
create table campaign_counters (
  campaign_id uuid not null references campaigns (id) on delete cascade,
  status text not null,
  count bigint not null default 0,
  primary key (campaign_id, status)
);

-- FAILED and SKIPPED recipients by reason (provider code, or ours: interrupted, opted_out, expired…).
create table campaign_reason_counters (
  campaign_id uuid not null references campaigns (id) on delete cascade,
  status text not null check (status in ('FAILED', 'SKIPPED')),
  code text not null,
  text text not null,
  count bigint not null default 0,
  primary key (campaign_id, status, code)
);

create table campaign_state_history (
  id bigint generated always as identity primary key,
  campaign_id uuid not null references campaigns (id) on delete cascade,
  from_state text,
  to_state text not null,
  actor_id uuid,
  -- `system` for the scheduler and the dispatcher.
  actor_name text not null,
  note text,
  at timestamptz not null
);
create index campaign_state_history_idx on campaign_state_history (campaign_id, id);

create table opt_outs (
  esme integer not null references accounts (esme) on delete cascade,
  phone text not null,
  reason text not null,
  source_campaign_id uuid references campaigns (id) on delete set null,
  at timestamptz not null,
  primary key (esme, phone)
);

-- OPT_IN_USERS: contacts who sent an opt-in keyword (START, SUBSCRIBE…) and have not opted out since.
create table opt_ins (
  esme integer not null references accounts (esme) on delete cascade,
  phone text not null,
  source text not null,
  at timestamptz not null,
  primary key (esme, phone)
);

create table inbound_messages (
  id bigint generated always as identity primary key,
  esme integer not null references accounts (esme) on delete cascade,
  provider_message_id text not null unique,
  from_phone text not null,
  sender_id text not null,
  text text not null,
  at timestamptz not null
);
create index inbound_messages_engaged_idx on inbound_messages (esme, at);

-- Webhook idempotency: one row per (provider message id, status) ever applied.
create table processed_webhook_events (
  provider_message_id text not null,
  status text not null,
  processed_at timestamptz not null,
  primary key (provider_message_id, status)
);

-- A status for a message id we have not stored yet: the provider answered, then the dispatcher
-- stopped (or the webhook beat it). Recovery and the dispatcher adopt these instead of guessing.
create table orphan_status_events (
  provider_message_id text not null,
  status text not null,
  recipient text not null,
  error_code text,
  error_text text,
  at timestamptz not null,
  primary key (provider_message_id, status)
);
create index orphan_status_events_recipient_idx on orphan_status_events (recipient, at);

-- Unique recipients per portfolio for the moving 24 h tier window; window_start moves when it passes.
create table portfolio_recipient_sends (
  portfolio_id uuid not null references business_portfolios (id) on delete cascade,
  phone text not null,
  window_start timestamptz not null,
  primary key (portfolio_id, phone)
);
create index portfolio_recipient_sends_window_idx on portfolio_recipient_sends (portfolio_id, window_start);
