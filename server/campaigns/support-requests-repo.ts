import { randomUUID } from 'node:crypto';
import type { SupportRequest, SupportRequestBody } from '@/api/contracts/support-requests';
import type { Queryable } from '../platform/db/db';

interface Row {
  id: string;
  subject: string;
  area: SupportRequest['area'];
  description: string;
  contact_email: string | null;
  status: SupportRequest['status'];
  created_by: string;
  created_at: string | Date;
}

const COLUMNS = 'id, subject, area, description, contact_email, status, created_by, created_at';

const toRequest = (row: Row): SupportRequest => ({
  id: row.id,
  subject: row.subject,
  area: row.area,
  description: row.description,
  contactEmail: row.contact_email,
  status: row.status,
  createdBy: row.created_by,
  createdAt: new Date(row.created_at).toISOString(),
});

export async function createSupportRequest(db: Queryable, esme: number, username: string, body: SupportRequestBody): Promise<SupportRequest> {
  const [row] = await db.query<Row>(
    `insert into support_requests (id, esme, created_by, subject, area, description, contact_email) values ($1, $2, $3, $4, $5, $6, $7) returning ${COLUMNS}`,
    [randomUUID(), esme, username, body.subject, body.area, body.description, body.contactEmail || null],
  );
  if (!row) throw new Error('support request not stored');
  return toRequest(row);
}

/** The account's requests, newest first; a help desk answers far fewer than a page's worth. */
export async function listSupportRequests(db: Queryable, esme: number): Promise<SupportRequest[]> {
  const rows = await db.query<Row>(`select ${COLUMNS} from support_requests where esme = $1 order by created_at desc, id limit 200`, [esme]);
  return rows.map(toRequest);
}
