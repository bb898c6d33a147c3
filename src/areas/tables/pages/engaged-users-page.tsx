import type { ColumnDef } from '@tanstack/react-table';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TABLE_DOWNLOAD_PAGES, type EngagedRow } from '@/api/contracts/tables';
import { Label } from '@/ui/label';
import { ExportButton } from '../components/export-button';
import { ServerTable } from '../components/server-table';
import { TablesPage } from '../components/tables-page';
import { useListState } from '../components/use-list-state';
import { useEngagedUsers } from '../queries/use-engaged-users';
import { useFormat } from '@/ui/format';

/** The windows the campaign form offers most; the server takes any 1 to 90. */
const WINDOWS = [1, 7, 14, 30, 60, 90];

/** Engaged users, read-only: contacts who wrote in the last N days, as the ENGAGED_USERS audience counts them. */
export function EngagedUsersPage() {
  const { t } = useTranslation();
  const daysId = useId();
  const [days, setDays] = useState(30);
  const list = useListState<string>('lastAt', true);
  const query = useEngagedUsers(list.state, days);
  const format = useFormat();
  const columns: ColumnDef<EngagedRow>[] = [
    { id: 'phone', header: t('tables.columns.phone'), cell: ({ row }) => <span dir="ltr">{row.original.phone}</span> },
    { id: 'lastAt', header: t('tables.columns.last_message_at'), cell: ({ row }) => format.date(row.original.lastAt) },
    { id: 'messages', header: t('tables.columns.messages'), cell: ({ row }) => format.number(row.original.messages) },
  ];
  const total = query.data?.total ?? 0;
  const filter = { ...(query.data ? { since: query.data.since } : {}), ...(list.state.search ? { search: list.state.search } : {}) };

  return (
    <TablesPage titleId="engaged-users-title" title={t('tables.engaged_users.title')} intro={t('tables.engaged_users.intro')}>
      <ServerTable
        label={t('tables.engaged_users.title')}
        columns={columns}
        page={query}
        list={list}
        getRowId={(row) => row.phone}
        searchLabel={t('tables.engaged_users.search')}
        emptyText={t('tables.engaged_users.empty', { days: format.number(days) })}
        toolbar={
          <>
            <div className="grid gap-2">
              <Label htmlFor={daysId}>{t('tables.engaged_users.window')}</Label>
              <select
                id={daysId}
                className="h-9 rounded-md border bg-background px-2"
                value={days}
                onChange={(event) => {
                  setDays(Number(event.target.value));
                  list.setPage(1);
                }}
              >
                {WINDOWS.map((value) => (
                  <option key={value} value={value}>
                    {t('tables.engaged_users.days', { count: value, n: format.number(value) })}
                  </option>
                ))}
              </select>
            </div>
            <div className="self-end">{query.data ? <ExportButton pagename={TABLE_DOWNLOAD_PAGES.engagedUsers} filter={filter} rows={total} /> : null}</div>
          </>
        }
      />
    </TablesPage>
  );
}
