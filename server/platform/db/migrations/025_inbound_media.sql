-- Files customers send (photos, videos, voice notes, documents), for the pending-download-list. The
-- provider keeps the file; it is fetched by its media id on the first download and kept here after.
create table inbound_media (
  id bigint generated always as identity primary key,
  esme integer not null references accounts (esme) on delete cascade,
  sender_id text not null,
  from_phone text not null,
  provider_message_id text not null unique,
  media_id text not null,
  kind text not null check (kind in ('image', 'video', 'audio', 'document', 'sticker')),
  mime_type text not null,
  file_name text,
  caption text not null default '',
  received_on timestamptz not null,
  data bytea,
  downloaded_on timestamptz
);
create index inbound_media_esme_idx on inbound_media (esme, received_on desc);
create index inbound_media_lookup_idx on inbound_media (esme, media_id);
