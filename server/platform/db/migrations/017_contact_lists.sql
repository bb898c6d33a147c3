-- #15 tables area: contact lists saved from uploads, with the columns the file had besides the phone.
create table contact_lists (
  id uuid primary key,
  esme integer not null references accounts (esme) on delete cascade,
  name text not null,
  columns text[] not null default '{}',
  created_by text not null,
  created_on timestamptz not null,
  updated_on timestamptz not null,
  unique (esme, name)
);

create table contact_list_rows (
  list_id uuid not null references contact_lists (id) on delete cascade,
  -- E.164 with the plus, as recipients are stored; once per list.
  phone text not null,
  -- Column title → cell, for the list's columns.
  cells jsonb not null default '{}',
  primary key (list_id, phone)
);

-- The opt-out table is read newest first; its primary key already serves phone order.
create index opt_outs_at_idx on opt_outs (esme, at);
