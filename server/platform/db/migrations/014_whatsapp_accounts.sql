-- WhatsApp accounts (#14): embedded sign-up, WABA and number states as the provider reports them,
-- business profiles with auto-response and read receipts, and the organisation's registration form.

-- Auth codes the sandbox social-login dialog hands out; a code is exchanged once, within ten minutes.
create table signup_auth_codes (
  code text primary key,
  app_id text not null,
  -- The user the consent dialog stands for (the provider's user id in the sign-up payload).
  provider_user_id text not null,
  created_on timestamptz not null,
  used_on timestamptz
);

-- What each sign-up did, for support: which app, who, and the provider's answer.
create table signup_events (
  id bigint generated always as identity primary key,
  esme integer not null references accounts (esme) on delete cascade,
  user_id uuid not null,
  app_id text not null,
  result integer not null,
  waba_id text,
  message text not null,
  at timestamptz not null
);
create index signup_events_esme_idx on signup_events (esme, at);

-- The provider's account review status of a WABA; seeded and signed-up WABAs start as it reports them.
alter table wabas add column status text not null default 'APPROVED' check (status in ('PENDING', 'APPROVED', 'REJECTED', 'DISABLED'));
-- A number's registration status at the provider (Cloud API `status`).
alter table sender_numbers add column status text not null default 'CONNECTED' check (status in ('PENDING', 'CONNECTED', 'FLAGGED', 'RESTRICTED', 'DISCONNECTED'));

-- One business profile per number, with its auto-response and read-receipt settings.
create table sender_profiles (
  sender_id text primary key references sender_numbers (id) on delete cascade,
  esme integer not null references accounts (esme) on delete cascade,
  about text not null default '',
  description text not null default '',
  address text not null default '',
  email text not null default '',
  websites jsonb not null default '[]'::jsonb,
  vertical text not null default 'OTHER',
  photo_type text,
  photo bytea,
  auto_response boolean not null default false,
  auto_response_text text not null default '',
  read_receipts boolean not null default false,
  updated_on timestamptz not null
);
create index sender_profiles_esme_idx on sender_profiles (esme);

-- The organisation's details (whatsapp-registration-form), one row per account.
create table whatsapp_organizations (
  esme integer primary key references accounts (esme) on delete cascade,
  details jsonb not null,
  updated_on timestamptz not null
);
