-- What each billable message cost (issue #14, transaction-history): one row per provider message id,
-- written when the provider's status webhook says the message is billable, priced from the rate card.
create table billing_charges (
  provider_message_id text primary key,
  esme integer not null references accounts (esme) on delete cascade,
  campaign_id uuid references campaigns (id) on delete set null,
  sender_id text not null,
  category text not null,
  -- ISO 3166-1 alpha-2 of the recipient's number; ZZ when it has none.
  country text not null,
  pricing_model text not null,
  amount numeric(12, 6) not null check (amount >= 0),
  currency text not null,
  charged_at timestamptz not null
);
create index billing_charges_account_time_idx on billing_charges (esme, charged_at);
