-- Replies to inbound WhatsApp messages (#14): a number's auto-response, and keyword automations
-- with their run log. Inbound messages reach them through a pg-boss job per message.

-- One auto-response per inbound message at most; the row is written before the provider is called,
-- so a job retried after a crash never answers twice. A contact gets one per number per 24 hours.
create table auto_response_replies (
  id bigint generated always as identity primary key,
  esme integer not null references accounts (esme) on delete cascade,
  sender_id text not null references sender_numbers (id) on delete cascade,
  phone text not null,
  inbound_message_id text not null unique,
  status text not null check (status in ('SENDING', 'SENT', 'FAILED')),
  provider_message_id text,
  reason text,
  at timestamptz not null
);
create index auto_response_replies_contact_idx on auto_response_replies (sender_id, phone, at);

create table automations (
  id uuid primary key,
  esme integer not null references accounts (esme) on delete cascade,
  sender_id text not null references sender_numbers (id) on delete cascade,
  name text not null,
  match_kind text not null check (match_kind in ('CONTAINS', 'EQUALS')),
  keyword text not null,
  -- [{ kind: 'SEND_TEMPLATE', templateSno } | { kind: 'ADD_TAG', tag } | { kind: 'SEND_TEXT', text }], in order.
  actions jsonb not null,
  state text not null check (state in ('DRAFT', 'PUBLISHED')),
  created_by text not null,
  created_on timestamptz not null,
  updated_on timestamptz not null
);
create index automations_esme_idx on automations (esme, created_on desc);
create index automations_live_idx on automations (sender_id) where state = 'PUBLISHED';

-- One run per automation and inbound message; written before its actions, so a retried job never repeats them.
create table automation_runs (
  id bigint generated always as identity primary key,
  esme integer not null references accounts (esme) on delete cascade,
  automation_id uuid not null references automations (id) on delete cascade,
  inbound_message_id text not null,
  phone text not null,
  trigger_text text not null,
  -- [{ kind, ok, detail }] in the automation's order; empty while the run is under way.
  outcomes jsonb not null default '[]'::jsonb,
  status text not null check (status in ('RUNNING', 'DONE', 'FAILED')),
  at timestamptz not null,
  unique (automation_id, inbound_message_id)
);
create index automation_runs_log_idx on automation_runs (esme, at desc);

-- Tags automations put on contacts (a contact is a phone number of the account).
create table contact_tags (
  esme integer not null references accounts (esme) on delete cascade,
  phone text not null,
  tag text not null,
  at timestamptz not null,
  primary key (esme, phone, tag)
);
