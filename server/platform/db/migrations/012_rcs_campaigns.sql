-- RCS campaigns (#13) on the same campaign core as WhatsApp: the campaign row keeps the RCS template
-- it was saved with, an optional SMS fallback, and the exclusion groups whose numbers leave its audience.

-- The RBM agent's template as saved with the campaign: what dispatch sends, whatever happens to the
-- template afterwards (a scheduled campaign sends what its maker reviewed).
alter table campaigns add column rcs_template_id bigint;
alter table campaigns add column rcs_template_name text;
alter table campaigns add column rcs_template jsonb;
alter table campaigns add column language text;
-- Spec §3 payload `botId`: without a file the audience is the agent's active users (who wrote to it).
alter table campaigns add column bot_id text;
-- SMS header for numbers that cannot receive RCS; null: no fallback, such numbers fail.
alter table campaigns add column sms_sender_id text;
-- How a sent recipient went out: null over the campaign's channel, 'sms' by the fallback.
alter table campaign_recipients add column sent_via text check (sent_via in ('sms'));

-- Audience rows uploaded before the campaign exists (spec §7 `fileUpload`), staged per account.
create table rcs_file_uploads (
  id uuid primary key,
  esme integer not null references accounts (esme) on delete cascade,
  created_on timestamptz not null
);
create index rcs_file_uploads_esme_idx on rcs_file_uploads (esme);

create table exclusion_groups (
  id uuid primary key,
  esme integer not null references accounts (esme) on delete cascade,
  name text not null,
  created_on timestamptz not null,
  updated_on timestamptz not null,
  unique (esme, name)
);

create table exclusion_group_numbers (
  group_id uuid not null references exclusion_groups (id) on delete cascade,
  -- E.164 with the plus, as recipients are stored.
  phone text not null,
  primary key (group_id, phone)
);

create table campaign_exclusion_groups (
  campaign_id uuid not null references campaigns (id) on delete cascade,
  group_id uuid not null references exclusion_groups (id) on delete cascade,
  primary key (campaign_id, group_id)
);
create index campaign_exclusion_groups_group_idx on campaign_exclusion_groups (group_id);

-- Recipients sent as SMS instead (they are SENT too), counted as they go so a report reads a number.
alter table campaigns add column sms_fallback_count bigint not null default 0;
