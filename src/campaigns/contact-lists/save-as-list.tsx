import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/errors';
import { useApiClient } from '@/api/react';
import { notify } from '@/shell/feedback/notify';
import { Button } from '@/ui/button';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import type { AudienceResult } from '../audience/audience-types';
import { contactListsKey } from './queries/contact-list-endpoint';
import { saveAudienceAsList } from './save-audience-as-list';
import { useFormat } from '@/ui/format';

/** Keeps a parsed upload as a new contact list, for the next campaign to pick. */
export function SaveAsList({ result }: { result: AudienceResult }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [sent, setSent] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const format = useFormat();
  const busy = sent !== null;

  const save = async () => {
    setError(undefined);
    setSent(0);
    try {
      const saved = await saveAudienceAsList(client, name.trim(), result, setSent);
      notify.success(t('rcsLists.save.saved', { name: saved.list.name, n: format.number(saved.rows) }));
      setName('');
      await queryClient.invalidateQueries({ queryKey: contactListsKey });
    } catch (failure) {
      // A taken name is the user's to change; anything else is said once, the name kept.
      const field = failure instanceof ApiError ? failure.body?.fields?.name : undefined;
      if (field) setError(t('rcsLists.save.name_taken'));
      else notify.error(t('rcsLists.save.failed'));
    } finally {
      setSent(null);
    }
  };

  return (
    <div className="grid items-end gap-3 rounded-lg border p-3 sm:grid-cols-[minmax(0,20rem)_auto]">
      <FormField label={t('rcsLists.save.name')} hint={t('rcsLists.save.hint', { n: format.number(result.counts.valid) })} error={error}>
        <Input value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
      </FormField>
      <Button type="button" variant="outline" className="sm:mb-6" disabled={busy || !name.trim() || result.counts.valid === 0} onClick={() => void save()}>
        {busy ? t('rcsLists.save.saving', { n: format.number(sent) }) : t('rcsLists.save.button')}
      </Button>
    </div>
  );
}
