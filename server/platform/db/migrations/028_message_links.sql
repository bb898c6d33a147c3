-- Click tracking per message (#15): a campaign template's URL button whose address is our redirect
-- (`…/r/{{1}}`) gets its own token per recipient at send time; the recipient's value for the button
-- is where the redirect sends them. A resend of the same recipient reuses its token.
create table message_links (
  token text primary key,
  recipient_id bigint not null references campaign_recipients (id) on delete cascade,
  campaign_id uuid not null references campaigns (id) on delete cascade,
  button_index integer not null,
  url text not null,
  clicks integer not null default 0,
  first_clicked_at timestamptz,
  unique (recipient_id, button_index)
);

-- Clicks are counted beside the message events: CLICKED every click, CLICKED_FIRST the first click
-- of a message's link (the messages clicked, for the click rate); code is the button's index.
alter table message_event_buckets drop constraint message_event_buckets_status_check;
alter table message_event_buckets add constraint message_event_buckets_status_check
  check (status in ('SENT', 'DELIVERED', 'READ', 'FAILED', 'SKIPPED', 'CLICKED', 'CLICKED_FIRST'));
