-- Issue #32: the business token embedded sign-up gets for a customer's WABA is kept, sealed with the
-- server's WHATSAPP_TOKEN_KEY (AES-256-GCM), and used for that WABA's Cloud API calls; without a row
-- the system user's WHATSAPP_ACCESS_TOKEN is used. Never selected into an answer, log or export.
create table waba_tokens (
  waba_id text primary key references wabas (id) on delete cascade,
  sealed_token text not null,
  stored_on timestamptz not null
);

-- The WhatsApp sandbox's own memory of the businesses it signed up (what Meta keeps): their business
-- tokens and the WABA and number each reaches, so a restarted server or a worker's sandbox knows them.
create table sandbox_whatsapp_signups (
  token text primary key,
  app_id text not null,
  user_id text not null,
  waba_id text not null unique,
  waba_name text not null,
  number_id text not null unique,
  display_phone_number text not null,
  verified_name text not null,
  created_on timestamptz not null default now()
);
