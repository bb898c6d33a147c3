-- Rotating a webhook rule's secret (#12): the secret it replaced still signs (and encrypts) every
-- delivery beside the new one until `previous_secret_until`, so the customer's endpoint can switch
-- without losing events.
alter table webhook_rules
  add column previous_secret text,
  add column previous_secret_until timestamptz,
  add constraint webhook_rules_previous_secret_check check ((previous_secret is null) = (previous_secret_until is null));
