-- Issue #33: a download's parts are stored as written, not pglz-compressed. The compression of every
-- part cost a large share of a CSV export's database time (docs/performance.md, Session 30), and a
-- part lives only until its file expires.
alter table export_job_parts alter column content set storage external;
