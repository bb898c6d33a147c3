-- Chatbot builder: folders, bots, flows with immutable published versions, account-wide
-- resources (intents, apps, enterprise APIs) and the gateway's conversations and turns.
create table bot_folders (
  id uuid primary key,
  esme integer not null references accounts (esme) on delete cascade,
  name text not null,
  created_on timestamptz not null,
  updated_on timestamptz not null
);
create unique index bot_folders_name_key on bot_folders (esme, lower(name));

create table bots (
  id uuid primary key,
  esme integer not null references accounts (esme) on delete cascade,
  -- restrict: a folder is deleted only when empty (the API answers 409 first).
  folder_id uuid references bot_folders (id) on delete restrict,
  name text not null,
  description text not null default '',
  channel text not null check (channel in ('RCS', 'WHATSAPP')),
  -- No foreign key: flows reference bots, and deleting a flow clears this in the same transaction.
  entry_flow_id uuid,
  -- Shown to the bot's owners so a connector can be configured; regenerating replaces it.
  gateway_token text not null unique,
  created_on timestamptz not null,
  updated_on timestamptz not null
);
create index bots_esme_idx on bots (esme);

create table flows (
  id uuid primary key,
  bot_id uuid not null references bots (id) on delete cascade,
  name text not null,
  -- The draft's revision: +1 on every save or restore; the optimistic-concurrency token.
  version integer not null,
  document jsonb not null,
  created_on timestamptz not null,
  updated_on timestamptz not null,
  updated_by text not null
);
create index flows_bot_idx on flows (bot_id);

-- Published versions never change; `version` is the draft revision that was frozen.
create table flow_versions (
  flow_id uuid not null references flows (id) on delete cascade,
  version integer not null,
  document jsonb not null,
  published_at timestamptz not null,
  published_by text not null,
  primary key (flow_id, version)
);

create table intents (
  id uuid primary key,
  esme integer not null references accounts (esme) on delete cascade,
  name text not null,
  phrases jsonb not null default '[]'::jsonb,
  response text not null default '',
  created_on timestamptz not null,
  updated_on timestamptz not null
);
create unique index intents_name_key on intents (esme, lower(name));

create table bot_apps (
  id uuid primary key,
  esme integer not null references accounts (esme) on delete cascade,
  name text not null,
  description text not null default '',
  callback_url text not null,
  params jsonb not null default '[]'::jsonb,
  created_on timestamptz not null,
  updated_on timestamptz not null
);
create unique index bot_apps_name_key on bot_apps (esme, lower(name));

create table enterprise_apis (
  id uuid primary key,
  esme integer not null references accounts (esme) on delete cascade,
  name text not null,
  method text not null,
  url text not null,
  headers jsonb not null default '[]'::jsonb,
  body_type text not null check (body_type in ('raw', 'form_data', 'urlencoded')),
  body text not null default '',
  access text not null check (access in ('Public', 'Private')),
  response_sample text not null default '',
  created_on timestamptz not null,
  updated_on timestamptz not null
);
create unique index enterprise_apis_name_key on enterprise_apis (esme, lower(name));

-- One row per (bot, connector conversation id); the runtime's session state lives in `state`.
create table conversations (
  id uuid primary key,
  bot_id uuid not null references bots (id) on delete cascade,
  external_id text not null,
  state jsonb,
  started_at timestamptz not null,
  updated_at timestamptz not null,
  ended boolean not null default false,
  turn_count integer not null default 0,
  last_message text,
  unique (bot_id, external_id)
);
create index conversations_started_idx on conversations (started_at);

create table turns (
  conversation_id uuid not null references conversations (id) on delete cascade,
  seq integer not null,
  at timestamptz not null,
  input jsonb not null,
  output jsonb not null,
  trace jsonb not null,
  primary key (conversation_id, seq)
);
