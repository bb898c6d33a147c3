import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dispatch, kindOf, nodeOutputs } from '@/canvas/engine';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { FormField } from '@/ui/form-field';
import { focusNodeElement } from '../canvas/use-reveal-node';
import { useEditor } from '../state/editor-context';
import { nodeName } from '../state/node-names';
import { useFlowState } from '../state/use-flow-state';

const selectClass = 'h-9 w-full rounded-md border border-input bg-surface px-3 text-sm';

/** "Connect…": pick a source node, one of its branches and a target from lists, no pointer needed. */
function ConnectForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  const { store, announce } = useEditor();
  const nodes = useFlowState((state) => state.doc.nodes);
  const selected = useFlowState((state) => state.selection.nodeIds[0]);
  const sources = useMemo(() => nodes.filter((node) => nodeOutputs(node).length > 0), [nodes]);
  const [sourceId, setSourceId] = useState(() => sources.find((node) => node.id === selected)?.id ?? sources[0]?.id ?? '');
  const source = sources.find((node) => node.id === sourceId);
  const branches = useMemo(() => (source ? nodeOutputs(source) : []), [source]);
  const [branchId, setBranchId] = useState('');
  const branch = branches.find((candidate) => candidate.id === branchId) ?? branches[0];
  const targets = useMemo(() => nodes.filter((node) => node.id !== sourceId && kindOf(node.kind).acceptsInput), [nodes, sourceId]);
  const [targetId, setTargetId] = useState('');
  const target = targets.find((node) => node.id === targetId) ?? targets[0];

  function connect() {
    if (!source || !branch || !target) return;
    if (!dispatch(store, 'connect', { source: source.id, sourceHandle: branch.id, target: target.id })) return;
    announce(t('canvas.announce.connected', { from: nodeName(source, t), to: nodeName(target, t) }));
    onDone();
  }

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        connect();
      }}
    >
      <FormField label={t('canvas.connect.source')}>
        <select data-testid="connect-source" className={selectClass} value={sourceId} onChange={(event) => setSourceId(event.target.value)}>
          {sources.map((node) => (
            <option key={node.id} value={node.id}>
              {nodeName(node, t)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label={t('canvas.connect.branch')}>
        <select data-testid="connect-branch" className={selectClass} value={branch?.id ?? ''} onChange={(event) => setBranchId(event.target.value)}>
          {branches.map((handle) => (
            <option key={handle.id} value={handle.id}>
              {handle.label || t(handle.labelKey)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label={t('canvas.connect.target')}>
        <select data-testid="connect-target" className={selectClass} value={target?.id ?? ''} onChange={(event) => setTargetId(event.target.value)}>
          {targets.map((node) => (
            <option key={node.id} value={node.id}>
              {nodeName(node, t)}
            </option>
          ))}
        </select>
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          {t('common.cancel', { defaultValue: 'Cancel' })}
        </Button>
        <Button type="submit" data-testid="connect-submit" disabled={!source || !branch || !target}>
          {t('canvas.connect.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}

export function ConnectDialog() {
  const { t } = useTranslation();
  const { store, panels, setPanels } = useEditor();
  return (
    <Dialog open={panels.connectOpen} onOpenChange={(open) => setPanels({ connectOpen: open })}>
      <DialogContent
        closeLabel={t('common.close', { defaultValue: 'Close' })}
        data-testid="connect-dialog"
        // Left to Radix, focus ended on the page body after connecting by keyboard, outside the
        // editor, so its shortcuts (Ctrl+Z right after) did nothing. Land on the selected node instead.
        onCloseAutoFocus={(event) => {
          const nodeId = store.getState().selection.nodeIds[0];
          if (!nodeId) return;
          event.preventDefault();
          focusNodeElement(nodeId);
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('canvas.connect.title')}</DialogTitle>
          <DialogDescription>{t('canvas.connect.description')}</DialogDescription>
        </DialogHeader>
        {panels.connectOpen ? <ConnectForm onDone={() => setPanels({ connectOpen: false })} /> : null}
      </DialogContent>
    </Dialog>
  );
}
