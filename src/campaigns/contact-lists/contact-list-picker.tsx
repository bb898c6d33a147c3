import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '@/api/react';
import { Alert } from '@/ui/alert';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { AudienceCounts, AudiencePreviewTable } from '../audience/audience-report';
import type { AudienceResult } from '../audience/audience-types';
import { NativeSelect } from '@/ui/native-select';
import { useSavedContactLists } from './queries/use-saved-contact-lists';
import { readListAudience } from './read-list-audience';
import { useFormat } from '@/ui/format';

type Loading = { status: 'idle' } | { status: 'loading'; rows: number } | { status: 'done'; result: AudienceResult } | { status: 'error' };

/**
 * Picks one of the account's saved contact lists and reads it whole as the campaign's audience.
 * `active`: the lists are asked for once the picker is shown, not whenever a send form opens.
 */
export function ContactListPicker({ onResult, active = true }: { onResult: (result: AudienceResult | null) => void; active?: boolean }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState('');
  const [loading, setLoading] = useState<Loading>({ status: 'idle' });
  const lists = useSavedContactLists(search, active);
  // Only the last pick counts: a slow read of an earlier list must not replace it.
  const latest = useRef<AbortController | null>(null);
  const format = useFormat();

  const pick = async (id: string) => {
    setChosen(id);
    latest.current?.abort();
    onResult(null);
    const list = lists.data?.rows.find((row) => row.id === id);
    if (!list) {
      setLoading({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    latest.current = controller;
    setLoading({ status: 'loading', rows: 0 });
    try {
      const result = await readListAudience(client, list, (rows) => controller.signal.aborted || setLoading({ status: 'loading', rows }), controller.signal);
      if (controller.signal.aborted) return;
      setLoading({ status: 'done', result });
      onResult(result);
    } catch {
      if (!controller.signal.aborted) setLoading({ status: 'error' });
    }
  };

  const result = loading.status === 'done' ? loading.result : null;
  return (
    <div className="grid gap-3">
      <div className="grid items-start gap-3 sm:grid-cols-2">
        <FormField label={t('rcsLists.picker.search')}>
          <Input type="search" value={search} maxLength={100} onChange={(event) => setSearch(event.target.value)} />
        </FormField>
        <FormField label={t('rcsLists.picker.list')}>
          <NativeSelect value={chosen} onChange={(event) => void pick(event.target.value)} disabled={!lists.data}>
            <option value="">{t('rcsLists.picker.choose')}</option>
            {lists.data?.rows.map((list) => (
              <option key={list.id} value={list.id}>
                {t('rcsLists.picker.option', { name: list.name, n: format.number(list.rows), count: list.rows })}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      {lists.isError ? <Alert variant="destructive">{t('rcsLists.picker.lists_failed')}</Alert> : null}
      {lists.data && lists.data.total === 0 && search === '' ? <p className="text-sm text-muted-foreground">{t('rcsLists.picker.none')}</p> : null}
      <div aria-live="polite">
        {loading.status === 'loading' ? <p className="text-sm text-muted-foreground">{t('rcsLists.picker.reading', { n: format.number(loading.rows) })}</p> : null}
      </div>
      {loading.status === 'error' ? <Alert variant="destructive">{t('rcsLists.picker.read_failed')}</Alert> : null}
      {result ? (
        <div className="grid gap-3">
          <AudienceCounts result={result} />
          <AudiencePreviewTable rows={result.preview} columns={result.files[0]?.columns ?? []} />
        </div>
      ) : null}
    </div>
  );
}
