-- Download jobs (#11 campaign report export; #15's Download Center lists every job of the account).
-- The file is kept in the database in parts written as the job goes, so every process of one
-- PostgreSQL can serve it and no process holds a whole large file in memory.
create table export_jobs (
  id uuid primary key,
  esme integer not null references accounts (esme) on delete cascade,
  user_id uuid not null,
  user_name text not null,
  -- What is exported: `whatsapp_campaign_recipients` today; other pages add their own kinds.
  kind text not null,
  -- The page of `{reports}/download/column_list` the columns came from.
  page_name text not null,
  campaign_id uuid references campaigns (id) on delete cascade,
  -- Filters of the export as the page had them, e.g. {"status": "FAILED"}.
  filter jsonb not null default '{}'::jsonb,
  columns jsonb not null,
  file_type text not null check (file_type in ('csv', 'excel')),
  file_name text not null,
  state text not null check (state in ('QUEUED', 'RUNNING', 'DONE', 'FAILED')),
  rows_done integer not null default 0,
  rows_total integer not null default 0,
  bytes bigint not null default 0,
  error text,
  -- The process running the job; a job of another process that has gone quiet was lost with it.
  runner text,
  created_on timestamptz not null,
  -- Moved on every batch: a QUEUED or RUNNING job not touched for a while lost its process.
  updated_on timestamptz not null,
  finished_on timestamptz
);
create index export_jobs_esme_idx on export_jobs (esme, created_on desc);

create table export_job_parts (
  job_id uuid not null references export_jobs (id) on delete cascade,
  part integer not null,
  content bytea not null,
  primary key (job_id, part)
);
