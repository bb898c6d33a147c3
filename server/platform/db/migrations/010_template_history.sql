-- Template management (#12): what happened to each template, and the media samples of headers.

-- Who changed what, and the provider's review outcomes. Rows outlive nothing: a deleted template's
-- history goes with it, as the provider deletes the template itself.
create table whatsapp_template_history (
  id bigint generated always as identity primary key,
  template_sno bigint not null references whatsapp_templates (sno) on delete cascade,
  at timestamptz not null,
  -- A user's name, or 'provider' for what its webhooks said.
  actor text not null,
  action text not null check (action in ('CREATED', 'EDITED', 'REVIEWED', 'QUALITY', 'SYNCED')),
  status text not null,
  quality text not null,
  reason text,
  changes jsonb not null default '[]'::jsonb
);
create index whatsapp_template_history_sno_idx on whatsapp_template_history (template_sno, at);

-- The provider's webhooks update whatsapp_templates in the channel-agnostic event code; this trigger
-- writes their history there, so that code needs no knowledge of it. The template routes set
-- app.template_actor in their own transactions and write richer rows themselves.
create function whatsapp_template_provider_history() returns trigger language plpgsql as $$
begin
  if coalesce(current_setting('app.template_actor', true), '') <> '' then
    return new;
  end if;
  if new.status is distinct from old.status or new.reason is distinct from old.reason then
    insert into whatsapp_template_history (template_sno, at, actor, action, status, quality, reason)
    values (new.sno, new.updated_on, 'provider', 'REVIEWED', new.status, new.quality, new.reason);
  elsif new.quality is distinct from old.quality then
    insert into whatsapp_template_history (template_sno, at, actor, action, status, quality, reason)
    values (new.sno, new.updated_on, 'provider', 'QUALITY', new.status, new.quality, new.reason);
  end if;
  return new;
end;
$$;
create trigger whatsapp_templates_history after update on whatsapp_templates
  for each row execute function whatsapp_template_provider_history();

-- A header's sample as uploaded (mediaUpload); templates carry its handle in header_handle.
create table whatsapp_template_media (
  handle text primary key,
  esme integer not null references accounts (esme) on delete cascade,
  waba_id text not null references wabas (id) on delete cascade,
  kind text not null check (kind in ('IMAGE', 'VIDEO', 'DOCUMENT')),
  mime_type text not null,
  file_name text not null,
  size integer not null,
  data bytea not null,
  created_on timestamptz not null
);
create index whatsapp_template_media_esme_idx on whatsapp_template_media (esme, created_on);
