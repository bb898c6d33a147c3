import { z } from 'zod';
import { DOWNLOAD_PAGES } from '@/api/contracts/downloads';
import { roleId } from '@/api/contracts/users';
import { forbidden } from '../../platform/api-error';
import { instantCell } from '../cell';
import { pickColumns, type ExportKind } from '../export-kind';

interface UserExportRow {
  id: string;
  esme: number;
  username: string;
  email: string;
  role_id: number;
  active: boolean;
  created_on: Date;
  updated_on: Date;
}

// The names of GET /api/roles (server/users/routes/users.ts).
const ROLE_NAMES: Record<number, string> = { [roleId.admin]: 'Admin', [roleId.userAdmin]: 'User administrator', [roleId.customer]: 'Customer', [roleId.other]: 'Other' };

const COLUMNS = {
  username: { header: 'Username', cell: (row: UserExportRow) => row.username },
  email: { header: 'Email', cell: (row: UserExportRow) => row.email },
  account: { header: 'Account', cell: (row: UserExportRow) => String(row.esme) },
  role: { header: 'Role', cell: (row: UserExportRow) => ROLE_NAMES[row.role_id] ?? String(row.role_id) },
  active: { header: 'Active', cell: (row: UserExportRow) => (row.active ? 'yes' : 'no') },
  created: { header: 'Created', cell: (row: UserExportRow) => instantCell(row.created_on) },
  updated: { header: 'Updated', cell: (row: UserExportRow) => instantCell(row.updated_on) },
};

// `$1` null: every account (an administrator's list); otherwise that account only, as the user list.
const WHERE = 'from users u where ($1::integer is null or u.esme = $1)';

/** The user list as its page shows it to the caller: administrators every account, user administrators their own. */
export const usersExport: ExportKind = {
  kind: 'users',
  pageName: DOWNLOAD_PAGES.userList,
  sections: { All: Object.keys(COLUMNS) },
  filter: z.object({}),
  authorize(_db, auth) {
    return auth.roleId === roleId.admin || auth.roleId === roleId.userAdmin ? Promise.resolve() : Promise.reject(forbidden('Only user administrators export the user list.'));
  },
  async prepare(db, auth) {
    const scope = auth.roleId === roleId.admin ? null : auth.esme;
    const [count] = await db.query<{ total: number }>(`select count(*)::integer as total ${WHERE}`, [scope]);
    return { rowsTotal: count?.total ?? 0, subject: 'users', filter: { scope: scope === null ? 'all' : String(scope) }, campaignId: null };
  },
  source(db, job) {
    const layout = pickColumns(COLUMNS, job.columns);
    const scope = job.filter.scope === 'all' ? null : job.esme;
    return Promise.resolve({
      header: layout.header,
      async batch(after, limit) {
        const rows = await db.query<UserExportRow>(
          `select u.id, u.esme, u.username, u.email, u.role_id, u.active, u.created_on, u.updated_on
           ${WHERE} and ($2::text is null or lower(u.username) > $2) order by lower(u.username) limit $3`,
          [scope, after, limit],
        );
        return { rows: rows.map(layout.cells), next: rows.length === limit ? (rows.at(-1)?.username.toLowerCase() ?? null) : null };
      },
    });
  },
};
