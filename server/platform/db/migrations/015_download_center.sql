-- #15 Download Center: a finished file is kept `downloadRetentionDays` (config.json); the sweep then
-- removes its parts and marks it EXPIRED, so the list still says what it was and why it is gone.
alter table export_jobs drop constraint export_jobs_state_check;
alter table export_jobs add constraint export_jobs_state_check check (state in ('QUEUED', 'RUNNING', 'DONE', 'FAILED', 'EXPIRED'));
alter table export_jobs add column expires_on timestamptz;
-- The sweep's question: which ready files are past their day.
create index export_jobs_expiry_idx on export_jobs (expires_on) where state = 'DONE';
