import { useTranslation } from 'react-i18next';
import type { FlowDiffResponse } from '@/api/contracts/chatbot';
import { openDialog } from '@/shell/dialogs/dialog-host';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';

interface PublishDialogProps {
  diff: FlowDiffResponse;
  /** Node id → the name the canvas shows, for readable rows. */
  nodeName: (id: string) => string;
  onClose: (confirmed: boolean) => void;
}

function DiffSection({ title, items }: { title: string; items: { key: string; text: string }[] }) {
  if (items.length === 0) return null;
  return (
    <section>
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul className="list-disc space-y-0.5 ps-5 text-sm">
        {items.map((item) => (
          <li key={item.key} className="break-words">
            {item.text}
          </li>
        ))}
      </ul>
    </section>
  );
}

function PublishDialog({ diff, nodeName, onClose }: PublishDialogProps) {
  const { t } = useTranslation();
  const describe = (node: { id: string; kind: string }) => `${nodeName(node.id)} (${node.kind})`;
  const unchanged =
    diff.added.length + diff.removed.length + diff.changed.length + diff.edges.added.length + diff.edges.removed.length + diff.flow_fields.length === 0;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose(false))}>
      <DialogContent closeLabel={t('chatbot.common.close')} className="max-w-xl" data-testid="publish-dialog">
        <DialogHeader>
          <DialogTitle>{t('chatbot.editor.publish_title')}</DialogTitle>
          <DialogDescription>
            {diff.published_version === null
              ? t('chatbot.editor.publish_first', { version: diff.draft_version })
              : t('chatbot.editor.publish_against', { version: diff.draft_version, published: diff.published_version })}
          </DialogDescription>
        </DialogHeader>
        <div className="grid max-h-[50dvh] gap-3 overflow-y-auto">
          {unchanged ? <p className="text-sm text-muted-foreground">{t('chatbot.editor.diff_none')}</p> : null}
          <DiffSection title={t('chatbot.editor.diff_added')} items={diff.added.map((node) => ({ key: node.id, text: describe(node) }))} />
          <DiffSection title={t('chatbot.editor.diff_removed')} items={diff.removed.map((node) => ({ key: node.id, text: describe(node) }))} />
          <DiffSection
            title={t('chatbot.editor.diff_changed')}
            items={diff.changed.map((node) => ({ key: node.id, text: `${describe(node)}: ${node.fields.join(', ')}` }))}
          />
          <DiffSection
            title={t('chatbot.editor.diff_edges')}
            items={[
              ...diff.edges.added.map((id) => ({ key: `+${id}`, text: t('chatbot.editor.diff_edge_added', { id }) })),
              ...diff.edges.removed.map((id) => ({ key: `-${id}`, text: t('chatbot.editor.diff_edge_removed', { id }) })),
            ]}
          />
          <DiffSection title={t('chatbot.editor.diff_flow')} items={diff.flow_fields.map((field) => ({ key: field, text: field }))} />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onClose(false)}>
            {t('chatbot.common.cancel')}
          </Button>
          <Button onClick={() => onClose(true)}>{t('chatbot.editor.publish')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Shows what publishing changes against the published version; resolves true to publish. */
export function confirmPublish(props: Omit<PublishDialogProps, 'onClose'>): Promise<boolean> {
  return openDialog<boolean>((close) => <PublishDialog {...props} onClose={close} />);
}
