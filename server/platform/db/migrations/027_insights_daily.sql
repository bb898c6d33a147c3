-- Insights daily roll-ups (#15): a period's sums read one row per campaign, UTC day, stage and
-- reason (and per campaign, day, category and country for cost) instead of one per hour, so a month
-- of ten million events is a few thousand rows. The hourly counters (016) stay for the period's
-- edges that cut a UTC day and for the time series, whose days are the reader's.
-- Both roll-ups are written by the statement that records the event, in its transaction: a status
-- webhook retried or repeated moves no recipient the second time (the move compares statuses), and a
-- charge is inserted once per provider message id, so neither is ever counted twice.
create table insights_daily (
  campaign_id uuid not null references campaigns (id) on delete cascade,
  day date not null,
  -- The campaign's, copied so a filtered period needs no join.
  esme integer not null,
  channel text not null,
  sender_id text not null,
  template_sno bigint,
  status text not null,
  code text not null default '',
  text text not null default '',
  count bigint not null default 0,
  primary key (campaign_id, day, status, code)
);
create index insights_daily_account_idx on insights_daily (esme, day);

create or replace function insights_record_events() returns trigger language plpgsql as $$
begin
  with events as (
    select n.campaign_id, s.stage, s.at, s.code, s.text
    from new_rows n
    join old_rows o on o.id = n.id
    cross join lateral (values
      ('SENT', coalesce(n.sent_at, n.delivered_at, n.read_at, now()), 1, '', ''),
      ('DELIVERED', coalesce(n.delivered_at, n.read_at, now()), 2, '', ''),
      ('READ', coalesce(n.read_at, now()), 3, '', '')
    ) as s(stage, at, rank, code, text)
    where n.status is distinct from o.status
      and insights_stage_rank(n.status) >= s.rank
      and (insights_stage_rank(o.status) < s.rank or o.status in ('FAILED', 'SKIPPED'))
    union all
    select n.campaign_id, n.status, coalesce(case n.status when 'FAILED' then n.failed_at else n.skipped_at end, now()),
      coalesce(n.error_code, n.skip_reason, 'unknown'), coalesce(n.error_text, n.skip_reason, '')
    from new_rows n
    join old_rows o on o.id = n.id
    where n.status in ('FAILED', 'SKIPPED') and n.status is distinct from o.status
  ),
  hourly as (
    insert into message_event_buckets (campaign_id, bucket_at, status, code, text, count)
    select campaign_id, date_trunc('hour', at, 'UTC'), stage, code, max(text), count(*)
    from events
    group by campaign_id, date_trunc('hour', at, 'UTC'), stage, code
    -- One order for every writer, so two dispatchers upserting the same rows cannot deadlock.
    order by campaign_id, date_trunc('hour', at, 'UTC'), stage, code
    on conflict (campaign_id, bucket_at, status, code) do update
      set count = message_event_buckets.count + excluded.count, text = excluded.text
  )
  insert into insights_daily (campaign_id, day, esme, channel, sender_id, template_sno, status, code, text, count)
  select e.campaign_id, (e.at at time zone 'UTC')::date, c.esme, c.channel, c.sender_id, c.template_sno, e.stage, e.code, max(e.text), count(*)
  from events e join campaigns c on c.id = e.campaign_id
  group by e.campaign_id, (e.at at time zone 'UTC')::date, c.esme, c.channel, c.sender_id, c.template_sno, e.stage, e.code
  order by e.campaign_id, (e.at at time zone 'UTC')::date, e.stage, e.code
  on conflict (campaign_id, day, status, code) do update
    set count = insights_daily.count + excluded.count, text = excluded.text;
  return null;
end
$$;

insert into insights_daily (campaign_id, day, esme, channel, sender_id, template_sno, status, code, text, count)
select b.campaign_id, (b.bucket_at at time zone 'UTC')::date, c.esme, c.channel, c.sender_id, c.template_sno, b.status, b.code, max(b.text), sum(b.count)
from message_event_buckets b join campaigns c on c.id = b.campaign_id
group by b.campaign_id, (b.bucket_at at time zone 'UTC')::date, c.esme, c.channel, c.sender_id, c.template_sno, b.status, b.code;

-- What the charges of a campaign came to per UTC day, category and country.
create table billing_daily (
  campaign_id uuid not null references campaigns (id) on delete cascade,
  day date not null,
  esme integer not null,
  channel text not null,
  sender_id text not null,
  template_sno bigint,
  category text not null,
  country text not null,
  messages bigint not null default 0,
  amount numeric(18, 6) not null default 0,
  primary key (campaign_id, day, category, country)
);
create index billing_daily_account_idx on billing_daily (esme, day);

-- The transition table holds only the rows the insert wrote: a charge already there
-- (`on conflict do nothing`, a repeated pricing status) is not in it.
create function billing_record_daily() returns trigger language plpgsql as $$
begin
  insert into billing_daily (campaign_id, day, esme, channel, sender_id, template_sno, category, country, messages, amount)
  select n.campaign_id, (n.charged_at at time zone 'UTC')::date, c.esme, c.channel, c.sender_id, c.template_sno, n.category, n.country, count(*), sum(n.amount)
  from new_rows n join campaigns c on c.id = n.campaign_id
  group by n.campaign_id, (n.charged_at at time zone 'UTC')::date, c.esme, c.channel, c.sender_id, c.template_sno, n.category, n.country
  order by n.campaign_id, (n.charged_at at time zone 'UTC')::date, n.category, n.country
  on conflict (campaign_id, day, category, country) do update
    set messages = billing_daily.messages + excluded.messages, amount = billing_daily.amount + excluded.amount;
  return null;
end
$$;

create trigger billing_record_daily after insert on billing_charges
  referencing new table as new_rows
  for each statement execute function billing_record_daily();

insert into billing_daily (campaign_id, day, esme, channel, sender_id, template_sno, category, country, messages, amount)
select b.campaign_id, (b.charged_at at time zone 'UTC')::date, c.esme, c.channel, c.sender_id, c.template_sno, b.category, b.country, count(*), sum(b.amount)
from billing_charges b join campaigns c on c.id = b.campaign_id
group by b.campaign_id, (b.charged_at at time zone 'UTC')::date, c.esme, c.channel, c.sender_id, c.template_sno, b.category, b.country;
