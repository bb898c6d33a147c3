-- Issue #30: India's TRAI DLT. An SMS to an Indian number is delivered only when its text matches a
-- template registered on the DLT platform for its header; getdlttemplate lists them per SMS sender
-- id, and an RCS campaign's SMS fallback may send one of them.
create table dlt_templates (
  -- The DLT template id the operator's platform issued (19 digits), sent with every SMS of it.
  id text primary key,
  esme integer not null,
  -- The header (SMS sender id) the template is registered for.
  sender_id text not null,
  name text not null,
  type text not null check (type in ('TRANSACTIONAL', 'SERVICE_IMPLICIT', 'SERVICE_EXPLICIT', 'PROMOTIONAL')),
  -- The registered text; each `{#var#}` is one variable of up to 30 characters.
  content text not null,
  created_on timestamptz not null,
  foreign key (esme, sender_id) references sms_sender_ids (esme, id) on delete cascade
);
create index dlt_templates_sender_idx on dlt_templates (esme, sender_id);

-- The DLT template chosen for the campaign's SMS fallback, and its text as it was when saved.
alter table campaigns add column dlt_template_id text;
alter table campaigns add column dlt_template_text text;
