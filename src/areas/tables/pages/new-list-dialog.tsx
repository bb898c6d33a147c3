import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '@/api/react';
import { saveAudienceAsList } from '@/campaigns/contact-lists';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { ImportDialog } from '../components/import-dialog';
import { useFormat } from '@/ui/format';

/** A new contact list from a file (the send forms save an upload as a list the same way). */
export function NewListDialog({ open, onOpenChange, onCreated }: { open: boolean; onOpenChange(open: boolean): void; onCreated(): void }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const [name, setName] = useState('');
  const format = useFormat();

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
        const { list, rows } = await saveAudienceAsList(client, name, result, onProgress);
        setName('');
        onCreated();
        return t('tables.contact_lists.created', { name: list.name, rows: format.number(rows) });
      }}
    />
  );
}
