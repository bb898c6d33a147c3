-- Issue #33: a recipient move appends its counter changes here, in the same statement as the rows it
-- moves, instead of updating the campaign's few campaign_counters rows: those rows were held by every
-- moving transaction until its commit, so the send recorder and every webhook of a campaign queued on
-- them. The scheduler's tick folds these rows into campaign_counters (foldCounterDeltas in
-- server/messaging/campaigns/recipient-moves.ts); a read adds both. No foreign key: its check would
-- lock the campaign's row on every insert; the fold drops the rows of a campaign deleted meanwhile.
create table campaign_counter_deltas (
  campaign_id uuid not null,
  status text not null,
  count bigint not null
);
create index campaign_counter_deltas_campaign on campaign_counter_deltas (campaign_id);
