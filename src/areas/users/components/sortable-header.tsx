import { flexRender, type Header } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { UserListItem } from '@/api/contracts/users';
import { TableHead } from '@/ui/table';

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/** A header cell; sortable columns get a button (keyboard operable) and announce their order with aria-sort. */
export function SortableHeader({ header }: { header: Header<UserListItem, unknown> }) {
  const { column } = header;
  const label = flexRender(column.columnDef.header, header.getContext());
  const sorted = column.getIsSorted();
  const width = column.columnDef.size;
  const style = width ? { width, minWidth: width } : undefined;

  if (!column.getCanSort()) {
    return (
      <TableHead className="h-[35px]" style={style}>
        {label}
      </TableHead>
    );
  }
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <TableHead className="h-[35px] px-1" style={style} aria-sort={sorted ? ariaSort[sorted] : 'none'}>
      <button
        type="button"
        onClick={column.getToggleSortingHandler()}
        className="inline-flex h-7 cursor-pointer items-center gap-1 rounded px-2 font-semibold hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring"
      >
        {label}
        <Icon className="size-3.5" aria-hidden />
      </button>
    </TableHead>
  );
}
