-- Audience imports stage a chunk as one row (docs/performance.md, "Load into PostgreSQL"): its phones
-- and its variables (JSON) as newline-joined lines. A row per recipient made every imported row cost
-- a tuple and an index entry twice, once staged and once as a recipient. Stored uncompressed: the
-- lines are read once, at completion, and compressing them took longer than writing them (1.9 s
-- instead of 3.4 s for a million rows).
alter table campaign_import_chunks add column phones text, add column variables text;

-- An import under way while this runs keeps its chunks.
update campaign_import_chunks c
set phones = s.phones, variables = s.variables
from (
  select import_id, chunk_index, string_agg(phone, E'\n' order by row_index) as phones, string_agg(variables::text, E'\n' order by row_index) as variables
  from campaign_import_rows
  group by import_id, chunk_index
) s
where s.import_id = c.import_id and s.chunk_index = c.chunk_index;
delete from campaign_import_chunks where phones is null;

alter table campaign_import_chunks
  alter column phones set not null,
  alter column variables set not null,
  alter column phones set storage external,
  alter column variables set storage external;

drop table campaign_import_rows;

-- Webhooks look recipients up by the provider's message id, which a recipient has only once sent:
-- an import's rows (all without one) no longer each add an entry to this index.
drop index campaign_recipients_provider_idx;
create index campaign_recipients_provider_idx on campaign_recipients (provider_message_id) where provider_message_id is not null;

-- The foreign key from recipients to campaigns ran a lookup per inserted row: a million for a million-row
-- import, all for the one campaign the import has locked. The same rule is now checked once per
-- statement, over the campaigns the statement's rows name, with the same lock the key took.
alter table campaign_recipients drop constraint campaign_recipients_campaign_id_fkey;

create function campaign_recipients_check_campaign() returns trigger language plpgsql as $$
declare
  wanted uuid[];
  found integer;
begin
  select array_agg(campaign_id) into wanted from (select distinct campaign_id from added) named;
  if wanted is null then return null; end if;
  -- FOR KEY SHARE as the key took it: a named campaign cannot be deleted until this transaction ends.
  perform 1 from campaigns where id = any(wanted) for key share;
  get diagnostics found = row_count;
  if found <> cardinality(wanted) then
    raise foreign_key_violation using message = 'A recipient names a campaign that does not exist.';
  end if;
  return null;
end $$;
create trigger campaign_recipients_check_campaign after insert on campaign_recipients
  referencing new table as added for each statement execute function campaign_recipients_check_campaign();

create function campaign_recipients_keep_campaign() returns trigger language plpgsql as $$
begin
  raise foreign_key_violation using message = 'A recipient cannot move to another campaign.';
end $$;
create trigger campaign_recipients_keep_campaign before update of campaign_id on campaign_recipients
  for each row when (old.campaign_id is distinct from new.campaign_id) execute function campaign_recipients_keep_campaign();

-- What `on delete cascade` did.
create function campaigns_delete_recipients() returns trigger language plpgsql as $$
begin
  delete from campaign_recipients where campaign_id = old.id;
  return old;
end $$;
create trigger campaigns_delete_recipients before delete on campaigns for each row execute function campaigns_delete_recipients();
