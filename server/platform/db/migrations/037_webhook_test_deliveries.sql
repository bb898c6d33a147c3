-- Issue #31: "Send a test event" delivers a sample event through the same path as real ones; the log
-- marks it, and it is tried once (no retries), so a test never keeps knocking on a failing endpoint.
alter table webhook_deliveries add column test boolean not null default false;
