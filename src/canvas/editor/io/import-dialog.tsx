import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dispatch, documentTypeOf, importFlow, type ImportError } from '@/canvas/engine';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/dialog';
import { Input } from '@/ui/input';
import { useEditor } from '../state/editor-context';

/** File picker for a flow JSON; a refused file lists every bad path so the author can fix it. */
export function ImportDialog() {
  const { t } = useTranslation();
  const { store, panels, setPanels, announce } = useEditor();
  const [errors, setErrors] = useState<readonly ImportError[]>([]);

  async function load(file: File) {
    const result = importFlow(await file.text());
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    if (documentTypeOf(result.doc) !== documentTypeOf(store.getDoc())) {
      setErrors([{ path: 'documentType', message: t('canvas.import.otherType', { type: documentTypeOf(result.doc) }) }]);
      return;
    }
    // One command, so the whole import is one undo step and replays from the command log.
    if (!dispatch(store, 'replaceDocument', { doc: result.doc })) return;
    setErrors([]);
    setPanels({ importOpen: false });
    announce(t('canvas.announce.imported', { count: result.doc.nodes.length }));
  }

  return (
    <Dialog open={panels.importOpen} onOpenChange={(open) => setPanels({ importOpen: open })}>
      <DialogContent closeLabel={t('common.close', { defaultValue: 'Close' })} data-testid="import-dialog">
        <DialogHeader>
          <DialogTitle>{t('canvas.import.title')}</DialogTitle>
          <DialogDescription>{t('canvas.import.description')}</DialogDescription>
        </DialogHeader>
        <Input
          type="file"
          accept="application/json,.json"
          aria-label={t('canvas.import.file')}
          data-testid="import-file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void load(file);
          }}
        />
        {errors.length > 0 ? (
          <div role="alert" className="grid gap-1 text-sm">
            <p className="font-medium text-destructive">{t('canvas.import.failed', { count: errors.length })}</p>
            <ul className="max-h-48 overflow-auto" data-testid="import-errors">
              {errors.map((error, index) => (
                <li key={index}>
                  <code className="rounded-sm bg-muted px-1">{error.path || '/'}</code> {error.message}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
