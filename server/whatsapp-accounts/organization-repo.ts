import type { Queryable } from '../platform/db/db';

/** The organisation's details as saved (JSON, with who saved them under `$updatedBy`). */
export interface OrganizationRow {
  details: unknown;
  updated_on: Date;
  updated_by: string | null;
}

export async function findOrganization(q: Queryable, esme: number): Promise<OrganizationRow | undefined> {
  const [row] = await q.query<OrganizationRow>("select details, updated_on, details->>'$updatedBy' as updated_by from whatsapp_organizations where esme = $1", [esme]);
  return row;
}

/** Replaces the account's organisation details. */
export async function saveOrganization(q: Queryable, esme: number, details: Record<string, unknown>, at: Date): Promise<void> {
  await q.query(
    `insert into whatsapp_organizations (esme, details, updated_on) values ($1, $2::jsonb, $3)
         on conflict (esme) do update set details = excluded.details, updated_on = excluded.updated_on`,
    [esme, JSON.stringify(details), at],
  );
}
