import { useTranslation } from 'react-i18next';
import { keyBindingsOf } from '@/canvas/engine';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/dialog';
import { useEditor } from '../state/editor-context';
import { EDITOR_ACTIONS, type EditorAction } from '../toolbar/editor-actions';
import { formatShortcut, isMac } from './shortcuts';

/** Every action with a key, in registry order; a read-only editor leaves out the editing ones. */
function keyedActions(readOnly: boolean): EditorAction[] {
  return Object.values<EditorAction>(EDITOR_ACTIONS).filter((action) => keyBindingsOf(action).length > 0 && !(readOnly && action.edits));
}

/** The shortcut help (`?`), drawn from the same registry as the key map, so it lists exactly the keys that work. */
export function ShortcutsDialog() {
  const { t } = useTranslation();
  const { panels, setPanels, readOnly } = useEditor();
  const mac = isMac();
  return (
    <Dialog open={panels.shortcutsOpen} onOpenChange={(open) => setPanels({ shortcutsOpen: open })}>
      <DialogContent closeLabel={t('common.close', { defaultValue: 'Close' })} data-testid="shortcuts-dialog" className="max-h-[85dvh] overflow-auto">
        <DialogHeader>
          <DialogTitle>{t('canvasLog.shortcuts.title')}</DialogTitle>
          <DialogDescription>{t('canvasLog.shortcuts.description')}</DialogDescription>
        </DialogHeader>
        <table className="w-full text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">{t('canvasLog.shortcuts.action')}</th>
              <th scope="col">{t('canvasLog.shortcuts.keys')}</th>
            </tr>
          </thead>
          <tbody>
            {keyedActions(readOnly).map((action) => (
              <tr key={action.id} data-testid={`shortcut-${action.id}`} className="border-b border-border last:border-0">
                <th scope="row" className="py-1.5 pe-4 text-start font-normal">
                  {t(action.labelKey)}
                </th>
                <td className="py-1.5">
                  <span className="flex flex-wrap gap-1">
                    {keyBindingsOf(action).map((binding) => (
                      <kbd key={binding.keys} dir="ltr" className="rounded-sm border border-border bg-muted px-1.5 font-mono text-xs">
                        {formatShortcut(binding.keys, mac)}
                      </kbd>
                    ))}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </DialogContent>
    </Dialog>
  );
}
