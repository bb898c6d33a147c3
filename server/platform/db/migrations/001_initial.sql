-- Accounts (an esme each), their users, permission profiles and server-side sessions.
create table accounts (
  esme integer primary key,
  name text not null,
  whitelabel boolean not null default false,
  wl_logo text,
  timezone text not null default 'UTC',
  ip_policy text not null default 'any' check (ip_policy in ('any', 'allowlist')),
  allowed_ips jsonb not null default '[]'::jsonb,
  services text not null default '1,2',
  contact_scrubbing boolean not null default false,
  created_on timestamptz not null default now()
);

create table permission_profiles (
  id uuid primary key,
  esme integer not null references accounts (esme) on delete cascade,
  name text not null,
  data jsonb not null,
  unique (esme, name)
);

create table users (
  id uuid primary key,
  esme integer not null references accounts (esme) on delete cascade,
  username text not null,
  email text not null,
  -- Null for users who only enter through customer login, sandbox login or the portal address.
  password_hash text,
  role_id smallint not null check (role_id between 0 and 3),
  services text not null,
  service_names jsonb not null default '[]'::jsonb,
  is_lounge boolean not null default false,
  profile_id uuid references permission_profiles (id) on delete set null,
  active boolean not null default true,
  created_on timestamptz not null,
  updated_on timestamptz not null
);
create unique index users_username_key on users (lower(username));
create index users_esme_idx on users (esme);

create table sessions (
  id text primary key,
  -- SHA-256 of the bearer token: a copied table does not hand out live tokens.
  token_hash text not null unique,
  user_id uuid not null references users (id) on delete cascade,
  esme integer not null,
  -- The role this session acts with; customer login opens role 2 whatever the user's own role.
  role_id smallint not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  revoked boolean not null default false,
  impersonated_by uuid references users (id) on delete cascade
);
create index sessions_user_idx on sessions (user_id);

create table reports_tokens (
  token_hash text primary key,
  session_id text not null references sessions (id) on delete cascade,
  app_name text not null,
  host_name text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  revoked boolean not null default false
);

create table log_entries (
  id bigint generated always as identity primary key,
  received_at timestamptz not null,
  user_id uuid,
  esme integer,
  reason text not null,
  status text not null,
  payload text not null,
  user_agent text not null,
  domain text not null,
  session_id text not null,
  uname text not null,
  esmeaddr text not null,
  ctime text not null
);

create table client_errors (
  id bigint generated always as identity primary key,
  received_at timestamptz not null,
  request_id text not null,
  session_id text,
  message text not null,
  status integer,
  url text,
  method text,
  stack text,
  user_agent text
);

create table login_failures (
  username text primary key,
  failures integer not null,
  locked_until timestamptz,
  last_failure_at timestamptz not null
);

-- One-time facts about this database, such as whether the demo data was seeded.
create table app_meta (
  key text primary key,
  value text not null
);
