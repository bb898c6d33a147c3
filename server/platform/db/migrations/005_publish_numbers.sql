-- Published versions are numbered 1, 2, 3 per flow; the draft revision they were published from is
-- kept beside the number, to tell whether the draft is still the published one. Rows published
-- before this migration keep their number, which was that revision.
alter table flow_versions add column draft_version integer;
update flow_versions set draft_version = version;
alter table flow_versions alter column draft_version set not null;
create unique index flow_versions_draft_version on flow_versions (flow_id, draft_version);
