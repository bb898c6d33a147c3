import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIENCE_CHUNK_MAX_ROWS } from '@/api/contracts/campaigns';
import type { Endpoint } from '@/api/contracts/config';
import { exclusionGroupSummary } from '@/api/contracts/rcs-campaigns';
import { useApiClient } from '@/api/react';
import { audienceRows, uploadInChunks } from '@/campaigns';
import { useSessionValue } from '@/shell/session';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { ImportDialog } from '../components/import-dialog';
import { useFormat } from '@/ui/format';

export const rcsGroups = (call: string): Endpoint => ({ service: 'campaign', path: `/rcs/groups/${call}` });

/**
 * Numbers from a file into an exclusion group through the RCS route `rcs/groups/saveExclusionGroup`:
 * without `group` the first chunk makes a new group of the typed name, later chunks fill it.
 */
export function GroupImportDialog({ group, open, onOpenChange, onSaved }: { group: { id: string; name: string } | null; open: boolean; onOpenChange(open: boolean): void; onSaved(): void }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const esmeaddr = useSessionValue('id') ?? 0;
  const [name, setName] = useState('');
  const format = useFormat();

  return (
    <ImportDialog
      open={open}
      onOpenChange={onOpenChange}
      title={group ? t('tables.exclusion_groups.add_numbers_title', { name: group.name }) : t('tables.exclusion_groups.new_title')}
      description={t('tables.exclusion_groups.import_intro')}
      fields={
        group ? undefined : (
          <FormField label={t('tables.exclusion_groups.name')}>
            <Input value={name} maxLength={100} onChange={(event) => setName(event.target.value)} required />
          </FormField>
        )
      }
      importRows={async (result, onProgress) => {
        let target = group;
        let numbers = 0;
        await uploadInChunks({
          rows: audienceRows(result.chunks),
          rowsTotal: result.counts.valid,
          maxRows: AUDIENCE_CHUNK_MAX_ROWS,
          post: async (chunk) => {
            const saved = await client.call(rcsGroups('saveExclusionGroup'), {
              method: 'post',
              json: { esmeaddr, ...(target ? { groupId: target.id, name: target.name } : { name }), numbers: chunk.map((row) => row.phone) },
              schema: exclusionGroupSummary,
            });
            target = { id: saved.id, name: saved.name };
            numbers = saved.numbers;
          },
          onProgress: ({ rowsSent }) => onProgress(rowsSent),
        });
        setName('');
        onSaved();
        return t('tables.exclusion_groups.saved', { name: target?.name ?? name, numbers: format.number(numbers) });
      }}
    />
  );
}
