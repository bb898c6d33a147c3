-- PWA profiles: a bot published as an installable web chat (docs/pwa-profiles.md).
create table pwa_profiles (
  id uuid primary key,
  esme integer not null references accounts (esme) on delete cascade,
  name text not null,
  bot_id uuid not null references bots (id) on delete cascade,
  app_name text not null,
  short_name text not null,
  theme_color text not null,
  background_color text not null,
  icon_url text not null,
  welcome_text text not null default '',
  created_on timestamptz not null,
  updated_on timestamptz not null
);
create unique index pwa_profiles_name_key on pwa_profiles (esme, lower(name));
create index pwa_profiles_bot_idx on pwa_profiles (bot_id);
