-- Issue #30: RCS messages still undelivered RBM_MESSAGE_TTL_SECONDS after they went out are revoked by
-- our server (RBM's phones.agentMessages.delete) and taken by the campaign's SMS fallback. A row keeps
-- what the revoke answered, so it is asked once; the campaign counts its revoked messages as they go.
alter table campaign_recipients add column revoke_state text check (revoke_state in ('revoked', 'not_revoked'));
alter table campaigns add column revoked_count bigint not null default 0;
-- The sweep looks only at rows sent on the channel and not yet confirmed or asked about.
create index campaign_recipients_unconfirmed_idx on campaign_recipients (campaign_id, sent_at) where status = 'SENT' and sent_via is null and revoke_state is null;
