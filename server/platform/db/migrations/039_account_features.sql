-- Spec §7's account custom features (`/api/v1.0/configs/accountcstmfeature`, `GET /api/v1.0/feature/{name}`):
-- named switches of one account, off until an administrator turns one on. `reports_on_aws` is the
-- template service's `is_aws` answer, which picks the reports host (spec §9).
create table account_features (
  esme integer not null references accounts (esme) on delete cascade,
  name text not null check (name ~ '^[a-z][a-z0-9_]{0,63}$'),
  enabled boolean not null,
  updated_on timestamptz not null,
  updated_by uuid references users (id) on delete set null,
  primary key (esme, name)
);
