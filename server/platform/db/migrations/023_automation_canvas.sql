-- Automations become canvas documents (#14): triggers lead to actions on the chatbot canvas engine.
-- The form's keyword and action list turn into a flow document of type 'automation': a keyword
-- trigger, then each action in the old order, chained. Their runs get the path they took.

alter table automations add column document jsonb;

update automations a set document = jsonb_build_object(
  'schemaVersion', 2,
  'id', a.id::text,
  'botId', '',
  'name', a.name,
  'state', 'DRAFT',
  'version', 0,
  'startNodeId', 'trigger',
  'variables', '[]'::jsonb,
  'nodes', jsonb_build_array(jsonb_build_object(
      'id', 'trigger', 'kind', 'KEYWORD_TRIGGER', 'position', jsonb_build_object('x', 0, 'y', 0),
      'data', jsonb_build_object('match', case a.match_kind when 'EQUALS' then 'EXACT' else 'WORD' end, 'keywords', a.keyword)))
    || coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', 'action-' || e.i,
        'kind', case e.x->>'kind' when 'ADD_TAG' then 'TAG_CONTACT' else e.x->>'kind' end,
        'position', jsonb_build_object('x', 0, 'y', e.i * 140),
        'data', case e.x->>'kind'
          when 'SEND_TEMPLATE' then jsonb_build_object('template', coalesce((select t.name from whatsapp_templates t where t.sno = (e.x->>'templateSno')::bigint), ''))
          when 'ADD_TAG' then jsonb_build_object('tag', e.x->>'tag')
          else jsonb_build_object('text', e.x->>'text') end) order by e.i)
      from jsonb_array_elements(a.actions) with ordinality as e(x, i)), '[]'::jsonb),
  'edges', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', 'edge-' || e.i,
        'source', case when e.i = 1 then 'trigger' else 'action-' || (e.i - 1) end,
        'sourceHandle', case when e.i = 1 then 'match' else 'next' end,
        'target', 'action-' || e.i) order by e.i)
      from jsonb_array_elements(a.actions) with ordinality as e(x, i)), '[]'::jsonb),
  'settings', jsonb_build_object('handoverAction', 'End Session', 'timeoutAction', 'End Session', 'timeoutSeconds', 900),
  'documentType', 'automation');

alter table automations alter column document set not null;
alter table automations drop column match_kind, drop column keyword, drop column actions;

-- The nodes a run went through, in order: [{ nodeId, kind, outcome, branch, note, at }]. A run that
-- reaches a WAIT keeps the engine's session and waits; a delayed job resumes it.
alter table automation_runs add column path jsonb not null default '[]'::jsonb;
alter table automation_runs add column session jsonb;
update automation_runs r set path = coalesce((
  select jsonb_agg(jsonb_build_object(
    'nodeId', 'action-' || e.i,
    'kind', case e.o->>'kind' when 'ADD_TAG' then 'TAG_CONTACT' else e.o->>'kind' end,
    'outcome', case when (e.o->>'ok')::boolean then 'next' else 'error' end,
    'branch', 'next',
    'note', e.o->>'detail',
    'at', to_jsonb(r.at)) order by e.i)
  from jsonb_array_elements(r.outcomes) with ordinality as e(o, i)), '[]'::jsonb);
alter table automation_runs drop column outcomes;
alter table automation_runs drop constraint automation_runs_status_check;
alter table automation_runs add constraint automation_runs_status_check check (status in ('RUNNING', 'WAITING', 'DONE', 'FAILED'));

-- Whether the customer tapped a template's quick-reply button rather than typing, for button triggers.
alter table inbound_messages add column is_button boolean not null default false;

-- Conversations an automation handed to an agent: the latest hand-over per number and contact.
create table contact_handovers (
  esme integer not null references accounts (esme) on delete cascade,
  sender_id text not null references sender_numbers (id) on delete cascade,
  phone text not null,
  automation_id uuid references automations (id) on delete set null,
  note text not null,
  at timestamptz not null,
  primary key (sender_id, phone)
);
