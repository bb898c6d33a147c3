import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { exclusionGroupNumbersResponse } from '@/api/contracts/rcs-campaigns';
import { useApiClient } from '@/api/react';
import { useSessionValue } from '@/shell/session';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/dialog';
import { Spinner } from '@/ui/spinner';
import { rcsGroups } from './group-import-dialog';
import { useFormat } from '@/ui/format';

const PAGE = 100;

/** A group's numbers in order through the RCS route `getExclusionGroupNumbers`, a keyset page at a time. */
export function GroupNumbersDialog({ group, onClose }: { group: { id: string; name: string; numbers: number } | null; onClose(): void }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const esmeaddr = useSessionValue('id') ?? 0;
  const numbers = useInfiniteQuery({
    queryKey: ['tables', 'exclusion-groups', 'numbers', group?.id],
    enabled: group !== null,
    initialPageParam: '',
    queryFn: ({ pageParam }) =>
      client.call(rcsGroups('getExclusionGroupNumbers'), { method: 'post', json: { esmeaddr, groupId: group?.id, after: pageParam, limit: PAGE }, schema: exclusionGroupNumbersResponse }),
    getNextPageParam: (last) => last.next ?? undefined,
  });
  const shown = numbers.data?.pages.flatMap((page) => page.numbers) ?? [];
  const format = useFormat();

  return (
    <Dialog open={group !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('tables.close')}>
        <DialogHeader>
          <DialogTitle>{group?.name}</DialogTitle>
          <DialogDescription>{t('tables.exclusion_groups.numbers_intro', { shown: format.number(shown.length), total: format.number(group?.numbers ?? 0) })}</DialogDescription>
        </DialogHeader>
        {numbers.isPending ? <Spinner label={t('tables.exclusion_groups.loading_numbers')} showLabel /> : null}
        {numbers.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('tables.load_failed')}
          </p>
        ) : null}
        <ul className="grid max-h-80 grid-cols-1 gap-1 overflow-y-auto text-sm sm:grid-cols-2" aria-label={t('tables.columns.numbers')}>
          {shown.map((phone) => (
            <li key={phone} dir="ltr" className="text-start tabular-nums rtl:text-end">
              {phone}
            </li>
          ))}
        </ul>
        {numbers.hasNextPage ? (
          <Button variant="outline" disabled={numbers.isFetchingNextPage} onClick={() => void numbers.fetchNextPage()}>
            {t('tables.exclusion_groups.more_numbers')}
          </Button>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
