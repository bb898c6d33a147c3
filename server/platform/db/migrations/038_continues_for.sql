-- Issue #31: a campaign that waits said "Waiting for limit" whatever it waited for. The dispatcher now
-- stores why beside when: the portfolio's 24-hour limit, the recipients' send window, or the provider
-- asking it to slow down.
alter table campaigns add column continues_for text check (continues_for in ('limit', 'sendWindow', 'slowedDown'));
