/** The SQL sources a table's page and its download both read, so the two never disagree. */

/** The account's opt-outs matching a search in the number, the reason or the campaign a STOP answered. */
export const OPT_OUT_WHERE = `from opt_outs o left join campaigns c on c.id = o.source_campaign_id
  where o.esme = $1 and ($2 = '' or strpos(o.phone, $2) > 0 or strpos(lower(o.reason), lower($2)) > 0 or strpos(lower(coalesce(c.name, '')), lower($2)) > 0)`;

/**
 * ENGAGED_USERS as the campaign form counts them (audience-counts.ts): contacts who wrote to any number
 * of the account after `$2`, opted-out contacts left out; with a number search in `$3`.
 */
export const ENGAGED_FROM = `from (select m.from_phone as phone, max(m.at) as last_at, count(*)::int as messages from inbound_messages m
  where m.esme = $1 and m.at > $2 and not exists (select 1 from opt_outs o where o.esme = m.esme and o.phone = m.from_phone)
  group by m.from_phone) e where ($3 = '' or strpos(e.phone, $3) > 0)`;
