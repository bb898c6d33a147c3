-- Issue #32: Marketing Messages Lite (spec §3 feature type MMLITE). A WABA signed up through embedded
-- sign-up with featureType marketing_messages_lite is onboarded to it from then on: its campaigns'
-- marketing templates go through Meta's /{phone-number-id}/marketing_messages (docs/decisions.md).
alter table wabas add column mm_lite_onboarded_on timestamptz;
