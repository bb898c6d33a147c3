import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Folder } from '@/api/contracts/chatbot';
import { openDialog } from '@/shell/dialogs/dialog-host';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { FormField } from '@/ui/form-field';
import { NativeSelect } from '@/ui/native-select';

/** '' in the select means "no folder". */
const NO_FOLDER = '';

interface MoveBotDialogProps {
  botName: string;
  folders: readonly Pick<Folder, 'id' | 'name'>[];
  currentFolderId: string | null;
  /** The chosen folder id (null = no folder), or undefined when cancelled. */
  onClose: (folderId: string | null | undefined) => void;
}

function MoveBotDialog({ botName, folders, currentFolderId, onClose }: MoveBotDialogProps) {
  const { t } = useTranslation();
  const [target, setTarget] = useState(currentFolderId ?? NO_FOLDER);
  const descriptionId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onClose(target === NO_FOLDER ? null : target);
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose(undefined))}>
      <DialogContent closeLabel={t('chatbot.common.close')} aria-describedby={descriptionId} className="max-w-md">
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t('chatbot.folders.move_title', { name: botName })}</DialogTitle>
            <DialogDescription id={descriptionId}>{t('chatbot.folders.move_description')}</DialogDescription>
          </DialogHeader>
          <FormField label={t('chatbot.folders.target_folder')}>
            <NativeSelect autoFocus value={target} onChange={(event) => setTarget(event.target.value)}>
              <option value={NO_FOLDER}>{t('chatbot.folders.no_folder')}</option>
              {folders.map((folder) => (
                <option key={folder.id} value={folder.id}>
                  {folder.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onClose(undefined)}>
              {t('chatbot.common.cancel')}
            </Button>
            <Button type="submit" disabled={target === (currentFolderId ?? NO_FOLDER)}>
              {t('chatbot.folders.move')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Asks which folder a bot goes to; resolves null for "no folder", undefined when cancelled. */
export function askBotFolder(props: Omit<MoveBotDialogProps, 'onClose'>): Promise<string | null | undefined> {
  return openDialog<string | null | undefined>((close) => <MoveBotDialog {...props} onClose={close} />);
}
