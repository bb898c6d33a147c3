-- Issue #14, the automation builder's gaps: template variables filled from the conversation, and the
-- provider's statuses of our replies.

-- The customer's WhatsApp profile name (the webhook's contacts[].profile.name), so an automation can
-- fill a template variable with it. Null for messages stored before, or when the provider gave none.
alter table inbound_messages add column contact_name text;

-- What the provider reported about an auto-response after accepting it: sent, delivered, read or
-- failed (with Meta's error). `status` stays our own send outcome (SENDING, SENT = accepted, FAILED).
alter table auto_response_replies add column delivery text check (delivery in ('sent', 'delivered', 'read', 'failed'));
alter table auto_response_replies add column delivery_error text;
alter table auto_response_replies add column delivery_at timestamptz;

-- Each message an automation run sent (a template, a text, a chatbot's first messages), written
-- before the provider is called so its statuses always find it (they may arrive before the send's
-- answer is stored), with the node that sent it for the run log.
create table automation_replies (
  id bigint generated always as identity primary key,
  esme integer not null references accounts (esme) on delete cascade,
  run_id bigint not null references automation_runs (id) on delete cascade,
  node_id text not null,
  status text not null check (status in ('SENDING', 'SENT', 'FAILED')),
  provider_message_id text,
  reason text,
  delivery text check (delivery in ('sent', 'delivered', 'read', 'failed')),
  delivery_error text,
  delivery_at timestamptz,
  at timestamptz not null
);
create index automation_replies_run_idx on automation_replies (run_id, id);
create index automation_replies_message_idx on automation_replies (provider_message_id) where provider_message_id is not null;
create index auto_response_replies_message_idx on auto_response_replies (provider_message_id) where provider_message_id is not null;
