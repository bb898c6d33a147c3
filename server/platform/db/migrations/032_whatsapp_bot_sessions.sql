-- Issue #14: a chatbot an automation started on WhatsApp keeps the conversation. The contact's later
-- messages to the number go to the same bot session until it ends (docs/decisions.md).

-- A tapped button's id (template quick-reply payload, interactive reply id): a bot's reply button
-- carries the suggestion's postback data, which its flow matches. Null for typed messages.
alter table inbound_messages add column payload text;

-- One open session per number and contact; the ended ones stay for the record. `conversation_id` is the
-- bot conversation's external id (conversations.external_id), so the gateway keeps its state and turns.
create table whatsapp_bot_sessions (
  id bigint generated always as identity primary key,
  esme integer not null references accounts (esme) on delete cascade,
  sender_id text not null references sender_numbers (id) on delete cascade,
  phone text not null,
  bot_id uuid not null references bots (id) on delete cascade,
  conversation_id text not null,
  automation_id uuid references automations (id) on delete set null,
  -- The inbound message whose automation started the bot: it is not the bot's to answer again.
  started_by text not null,
  -- The replies the bot offered last ({ id, label, event }) and whether as a numbered list, so "2" or a tap finds its choice.
  choices jsonb not null default '[]'::jsonb,
  numbered boolean not null default false,
  started_at timestamptz not null,
  -- The contact's last message: the 24-hour window, and the idle expiry of a flow that never times out.
  last_inbound_at timestamptz not null,
  ended_at timestamptz,
  end_reason text check (end_reason in ('flow_ended', 'handed_over', 'timed_out', 'expired', 'opted_out', 'replaced', 'bot_unavailable'))
);
create unique index whatsapp_bot_sessions_open_idx on whatsapp_bot_sessions (sender_id, phone) where ended_at is null;
create index whatsapp_bot_sessions_contact_idx on whatsapp_bot_sessions (esme, phone) where ended_at is null;

-- What the bot answered, once: an inbound message (`msg:<provider id>`) or a timeout (`timeout:<session>:<turn>`).
-- Claimed before the bot runs, so a redelivered webhook or a retried job does not answer twice.
create table whatsapp_bot_turns (
  trigger text primary key,
  session_id bigint not null references whatsapp_bot_sessions (id) on delete cascade,
  at timestamptz not null
);

-- Each message the bot sent after its first turn, written before the provider is called, with the
-- provider's statuses (reply:bot:<id>), as automation_replies keeps an automation's.
create table whatsapp_bot_replies (
  id bigint generated always as identity primary key,
  esme integer not null references accounts (esme) on delete cascade,
  session_id bigint not null references whatsapp_bot_sessions (id) on delete cascade,
  status text not null check (status in ('SENDING', 'SENT', 'FAILED')),
  provider_message_id text,
  reason text,
  delivery text check (delivery in ('sent', 'delivered', 'read', 'failed')),
  delivery_error text,
  delivery_at timestamptz,
  at timestamptz not null
);
create index whatsapp_bot_replies_session_idx on whatsapp_bot_replies (session_id, id);
create index whatsapp_bot_replies_message_idx on whatsapp_bot_replies (provider_message_id) where provider_message_id is not null;
