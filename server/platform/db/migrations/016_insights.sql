-- Insights (#15): message events per campaign and hour, so a period's funnel, time series and
-- failure reasons are sums over a few rows per campaign-hour, never a scan of recipients.
-- An event is a recipient reaching a stage: SENT, DELIVERED, READ, FAILED or SKIPPED. A move that
-- jumps stages (a `read` webhook before `delivered`) counts every stage it passed, so the funnel
-- never shows more read than delivered.
create table message_event_buckets (
  campaign_id uuid not null references campaigns (id) on delete cascade,
  -- The hour the events happened in (UTC), from the recipient's own stage time.
  bucket_at timestamptz not null,
  status text not null check (status in ('SENT', 'DELIVERED', 'READ', 'FAILED', 'SKIPPED')),
  -- FAILED: the provider's error code; SKIPPED: our reason; '' for the others.
  code text not null default '',
  text text not null default '',
  count bigint not null default 0,
  primary key (campaign_id, bucket_at, status, code)
);
create index message_event_buckets_time_idx on message_event_buckets (bucket_at, campaign_id);

-- The funnel rank of a status; FAILED and SKIPPED are counted on their own.
create function insights_stage_rank(status text) returns integer language sql immutable as $$
  select case status when 'SENT' then 1 when 'DELIVERED' then 2 when 'READ' then 3 else 0 end
$$;

-- Every recipient move is one statement (server/messaging/campaigns/recipient-moves.ts); this
-- statement-level trigger adds the moved rows' events grouped, one upsert per campaign-hour-stage.
create function insights_record_events() returns trigger language plpgsql as $$
begin
  insert into message_event_buckets (campaign_id, bucket_at, status, code, text, count)
  select campaign_id, date_trunc('hour', at, 'UTC'), stage, code, max(text), count(*)
  from (
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
  ) events
  group by campaign_id, date_trunc('hour', at, 'UTC'), stage, code
  -- One order for every writer, so two dispatchers upserting the same hours cannot deadlock.
  order by campaign_id, date_trunc('hour', at, 'UTC'), stage, code
  on conflict (campaign_id, bucket_at, status, code) do update
    set count = message_event_buckets.count + excluded.count, text = excluded.text;
  return null;
end
$$;

create trigger insights_record_events after update on campaign_recipients
  referencing old table as old_rows new table as new_rows
  for each statement execute function insights_record_events();

-- What was recorded before this migration, from the recipients' stage times.
insert into message_event_buckets (campaign_id, bucket_at, status, code, text, count)
select campaign_id, date_trunc('hour', at, 'UTC'), stage, code, max(text), count(*)
from (
  select r.campaign_id, s.stage, s.at, '' as code, '' as text
  from campaign_recipients r
  cross join lateral (values ('SENT', coalesce(r.sent_at, r.delivered_at, r.read_at), 1), ('DELIVERED', coalesce(r.delivered_at, r.read_at), 2), ('READ', r.read_at, 3)) as s(stage, at, rank)
  where insights_stage_rank(r.status) >= s.rank and s.at is not null
  union all
  select campaign_id, status, coalesce(failed_at, skipped_at), coalesce(error_code, skip_reason, 'unknown'), coalesce(error_text, skip_reason, '')
  from campaign_recipients where status in ('FAILED', 'SKIPPED') and coalesce(failed_at, skipped_at) is not null
) events
group by campaign_id, date_trunc('hour', at, 'UTC'), stage, code;

-- Click tracking for URL buttons: a short code our server redirects through and counts (per hour).
create table tracked_links (
  code text primary key,
  esme integer not null references accounts (esme) on delete cascade,
  campaign_id uuid references campaigns (id) on delete cascade,
  label text not null,
  url text not null,
  created_on timestamptz not null
);
create index tracked_links_esme_idx on tracked_links (esme, created_on desc);

create table link_clicks (
  code text not null references tracked_links (code) on delete cascade,
  bucket_at timestamptz not null,
  count bigint not null default 0,
  primary key (code, bucket_at)
);
