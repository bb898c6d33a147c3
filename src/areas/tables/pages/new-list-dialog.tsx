import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addContactRowsResponse, contactListSummary, deleteContactListResponse } from '@/api/contracts/tables';
import { useApiClient } from '@/api/react';
import { audienceRows, type AudienceResult } from '@/campaigns';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { ImportDialog } from '../components/import-dialog';
import { sendInChunks } from '../components/send-in-chunks';
import { tablesEndpoint } from '../tables-api';

/** The upload's columns besides the phone, from its first readable file. */
const listColumns = (result: AudienceResult) => {
  const file = result.files.find((candidate) => !candidate.error);
  return (file?.columns ?? []).filter((column) => column !== file?.phoneColumn && column.trim() !== '').slice(0, 50);
};

/**
 * A new contact list from a file: the list is made with the file's columns, then filled a chunk at a
 * time. If a chunk is refused the half-made list is deleted, so the same name can be used again.
 */
export function NewListDialog({ open, onOpenChange, onCreated }: { open: boolean; onOpenChange(open: boolean): void; onCreated(): void }) {
  const { t, i18n } = useTranslation();
  const client = useApiClient();
  const [name, setName] = useState('');
  const number = new Intl.NumberFormat(i18n.language);

  return (
    <ImportDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('tables.contact_lists.new_title')}
      description={t('tables.contact_lists.new_intro')}
      fields={
        <FormField label={t('tables.contact_lists.name')}>
          <Input value={name} maxLength={100} onChange={(event) => setName(event.target.value)} required />
        </FormField>
      }
      importRows={async (result, onProgress) => {
        const columns = listColumns(result);
        const list = await client.call(tablesEndpoint('contact-lists'), { method: 'post', json: { name, columns }, schema: contactListSummary });
        const rowsPath = tablesEndpoint(`contact-lists/${list.id}/rows`);
        let rows = 0;
        try {
          await sendInChunks(
            audienceRows(result.chunks),
            async (chunk) => {
              const answer = await client.call(rowsPath, {
                method: 'post',
                json: { rows: chunk.map((row) => ({ phone: row.phone, cells: Object.fromEntries(columns.map((column) => [column, (row.values[column] ?? '').slice(0, 1024)])) })) },
                schema: addContactRowsResponse,
              });
              rows = answer.rows;
            },
            onProgress,
          );
        } catch (error) {
          await client.call(tablesEndpoint(`contact-lists/${list.id}`), { method: 'delete', schema: deleteContactListResponse }).catch(() => undefined);
          throw error;
        }
        setName('');
        onCreated();
        return t('tables.contact_lists.created', { name: list.name, rows: number.format(rows) });
      }}
    />
  );
}
