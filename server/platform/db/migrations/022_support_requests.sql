-- Help center support requests (issue #14): what a customer asked support, with its status.
create table support_requests (
  id uuid primary key,
  esme integer not null references accounts (esme) on delete cascade,
  created_by text not null,
  subject text not null check (char_length(subject) between 1 and 120),
  area text not null,
  description text not null check (char_length(description) between 1 and 2000),
  contact_email text,
  status text not null default 'OPEN' check (status in ('OPEN', 'IN_PROGRESS', 'RESOLVED', 'CLOSED')),
  created_at timestamptz not null default now()
);
create index support_requests_account_idx on support_requests (esme, created_at desc);
