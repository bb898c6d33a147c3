-- RCS (#13): the account's RBM agents (its RCS sender ids), its SMS sender ids for numbers that
-- cannot receive RCS, and RCS templates per agent (content as src/api/contracts/rcs-template.ts).

create table rcs_senders (
  -- The RBM agent id: what an agent message names as `agentId`, and the console's `senderId`.
  id text primary key,
  esme integer not null references accounts (esme) on delete cascade,
  -- The agent's display name on the phone.
  name text not null,
  description text not null default '',
  -- Brand colour of the agent, shown by the preview's header.
  color text not null default '#1a73e8',
  created_on timestamptz not null
);
create index rcs_senders_esme_idx on rcs_senders (esme);

create table sms_sender_ids (
  esme integer not null references accounts (esme) on delete cascade,
  -- An SMS header (alphanumeric, such as ACMERT) as registered with the SMS provider.
  id text not null,
  created_on timestamptz not null,
  primary key (esme, id)
);

create table rcs_templates (
  id bigint generated always as identity primary key,
  esme integer not null references accounts (esme) on delete cascade,
  sender_id text not null references rcs_senders (id) on delete cascade,
  name text not null,
  language text not null default 'en',
  type text not null check (type in ('text_message', 'rich_card', 'carousel')),
  content jsonb not null,
  -- 'syncup' when brought in from a chatbot's message; then the bot it came from.
  source text not null default 'console' check (source in ('console', 'syncup')),
  bot_id text,
  created_by text not null,
  created_on timestamptz not null,
  updated_on timestamptz not null,
  unique (sender_id, name, language)
);
create index rcs_templates_esme_idx on rcs_templates (esme, sender_id, updated_on desc);

-- Card media uploaded in the builder, served publicly at .../rcstemplate/media/{id} for RBM to fetch.
create table rcs_template_media (
  id uuid primary key,
  esme integer not null references accounts (esme) on delete cascade,
  mime_type text not null,
  file_name text not null,
  size integer not null,
  data bytea not null,
  created_on timestamptz not null
);
create index rcs_template_media_esme_idx on rcs_template_media (esme, created_on);
