-- Real pacing (shared/design/messaging.md "Pacing", "Send window and expiry").

-- A user counts against the portfolio's 24-hour limit until 24 hours after their LATEST send (a
-- moving window: a user reached at 09:00 and again at 20:00 is still in the window at 09:30 the next
-- day). The row is written when the recipient is claimed, under the portfolio's row lock, so
-- processes sharing the portfolio never overshoot the limit together.
alter table portfolio_recipient_sends rename column window_start to last_sent_at;
drop index portfolio_recipient_sends_window_idx;
create index portfolio_recipient_sends_last_idx on portfolio_recipient_sends (portfolio_id, last_sent_at);

-- A recipient outside its send window (local hours of its number's country) waits PENDING until then.
alter table campaign_recipients add column not_before timestamptz;

-- Each sender number's next free sending slot at its throughput, shared by every process that sends
-- from it (the web server and the workers), so together they keep to the number's rate.
create table sender_pacing (
  sender_id text primary key,
  next_free_at timestamptz not null
);
