import type { ColumnDef, Row } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Trash2 } from 'lucide-react';
import type { UserListItem } from '@/api/contracts/users';
import { Button } from '@/ui/button';
import type { Formatter } from '@/ui/format';
import { toTitleCase } from '../title-case';

export interface UserColumnsOptions {
  t: TFunction;
  /** Dates as spec §9's user list writes them (`userList`). */
  format: Formatter;
  onDelete: (user: UserListItem) => void;
  /** The user whose delete is in flight; its button is disabled so it is not sent twice. */
  deletingId: string | null;
}

// Spec §9's 35 px rows; a phone's card is as tall as its values.
const cells = { className: 'h-[35px] max-md:h-auto py-0 whitespace-nowrap', headClassName: 'h-[35px]' };
const sized = (width: number) => ({ ...cells, width });

/** Date columns show formatted text (what search matches) but sort by the instant itself. */
const byInstant =
  (field: 'created_on' | 'updated_on') =>
  (a: Row<UserListItem>, b: Row<UserListItem>): number =>
    Date.parse(a.original[field]) - Date.parse(b.original[field]);

/** Spec §2 and §9: user name (title case), Email 250, Created Date 180, Updated Date 180, Delete 110. */
export function userColumns({ t, format, onDelete, deletingId }: UserColumnsOptions): ColumnDef<UserListItem>[] {
  return [
    { id: 'userName', accessorFn: (user) => toTitleCase(user.username), header: t('users.columns.user_name'), meta: cells },
    { id: 'email', accessorKey: 'email', header: t('users.columns.email'), meta: sized(250) },
    {
      id: 'createdDate',
      accessorFn: (user) => format.date(user.created_on, 'userList'),
      header: t('users.columns.created_date'),
      meta: sized(180),
      sortingFn: byInstant('created_on'),
    },
    {
      id: 'updatedDate',
      accessorFn: (user) => format.date(user.updated_on, 'userList'),
      header: t('users.columns.updated_date'),
      meta: sized(180),
      sortingFn: byInstant('updated_on'),
    },
    {
      id: 'delete',
      header: t('users.columns.delete'),
      meta: sized(110),
      enableSorting: false,
      enableGlobalFilter: false,
      cell: ({ row }) => {
        const name = toTitleCase(row.original.username);
        return (
          <Button
            variant="ghost"
            size="icon-sm"
            className="text-destructive hover:bg-destructive-soft"
            aria-label={t('users.delete_user', { name })}
            title={t('users.delete_user', { name })}
            data-testid={`delete-user-${row.original.username}`}
            disabled={deletingId === row.original._id}
            onClick={() => onDelete(row.original)}
          >
            <Trash2 aria-hidden />
          </Button>
        );
      },
    },
  ];
}
