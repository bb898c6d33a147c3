import { ArrowLeft, ChartNoAxesColumnDecreasing, FlaskConical, History } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { FlowDetail } from '@/api/contracts/chatbot';
import { useApiClient } from '@/api/react';
import { FlowEditor, type CanvasOverlay } from '@/canvas/editor';
import { Alert } from '@/ui/alert';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';
import { Spinner } from '@/ui/spinner';
import { ReadOnlyVersion } from '../components/read-only-version';
import { RestoreUnsavedBanner } from '../components/restore-unsaved-banner';
import { VersionsPanel } from '../components/versions-panel';
import { dropoffOverlay } from '../dropoff/dropoff-overlay';
import { DropoffStatus } from '../dropoff/dropoff-status';
import { useEditorCatalogue } from '../flow-draft/use-editor-catalogue';
import { useFlowWorkspace } from '../flow-draft/use-flow-workspace';
import { createSimulatorFetcher } from '../queries/simulate-fetch';
import { fetchFlow, useFlow } from '../queries/use-flow';
import { useFlowDropoff } from '../queries/use-flow-dropoff';
import { SimulatorPanel } from '../simulator/simulator-panel';

/** Side panels are columns from 768 px up and full-screen sheets below, so the phone keeps the canvas. */
const sidePanel = 'fixed inset-0 z-40 md:static md:z-auto md:w-96 md:shrink-0 md:border-s';

function FlowWorkspace({ detail }: { detail: FlowDetail }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const catalogue = useEditorCatalogue(detail);
  const workspace = useFlowWorkspace(detail, catalogue);
  const [panel, setPanel] = useState<'simulator' | 'versions' | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const [simulatorOverlay, setSimulatorOverlay] = useState<CanvasOverlay | null>(null);
  const [showDropoff, setShowDropoff] = useState(false);
  const dropoff = useFlowDropoff(detail.id, showDropoff);
  const dropoffFigures = showDropoff ? dropoff.data : undefined;
  // Built once per answer, not per simulator step: a large flow has a mark per node.
  const dropoffMarks = useMemo(() => (dropoffFigures ? dropoffOverlay(dropoffFigures, t) : null), [dropoffFigures, t]);
  // Drop-off counts and the simulator's path use different marks, so both can show at once.
  const overlay = useMemo<CanvasOverlay | undefined>(
    () => (dropoffMarks || simulatorOverlay ? { ...dropoffMarks, ...simulatorOverlay } : undefined),
    [dropoffMarks, simulatorOverlay],
  );
  const fetcher = useMemo(() => createSimulatorFetcher(client), [client]);
  const loadFlow = useCallback(async (flowId: string) => (await fetchFlow(client, flowId)).document, [client]);
  const toggle = (name: 'simulator' | 'versions') => setPanel((open) => (open === name ? null : name));
  const { session } = workspace;

  return (
    <div className="-m-4 flex h-[calc(100dvh-var(--topbar-height))] min-h-[32rem] flex-col sm:-m-6">
      <header className="flex flex-wrap items-center gap-2 border-b bg-surface px-3 py-2">
        <Button variant="ghost" size="icon-sm" asChild>
          <Link to={`/chatbot/flow-list?botId=${encodeURIComponent(detail.bot_id)}`} aria-label={t('chatbot.editor.back_to_flows')}>
            <ArrowLeft aria-hidden className="rtl:rotate-180" />
          </Link>
        </Button>
        <h1 id="edit-flow-title" className="min-w-0 flex-1 truncate text-lg font-semibold">
          {detail.name}
        </h1>
        <Badge variant={detail.state === 'PUBLISH' ? 'success' : 'warning'}>{detail.state}</Badge>
        <span className="text-xs text-muted-foreground">{t('chatbot.editor.base_version', { version: session.baseVersion })}</span>
        <Button size="sm" variant={showDropoff ? 'secondary' : 'outline'} aria-pressed={showDropoff} data-testid="dropoff-toggle" onClick={() => setShowDropoff((on) => !on)}>
          <ChartNoAxesColumnDecreasing aria-hidden />
          {t('chatbot.dropoff.toggle')}
        </Button>
        <Button size="sm" variant={panel === 'versions' ? 'secondary' : 'outline'} aria-pressed={panel === 'versions'} onClick={() => toggle('versions')}>
          <History aria-hidden />
          {t('chatbot.versions.title')}
        </Button>
        <Button size="sm" variant={panel === 'simulator' ? 'secondary' : 'outline'} aria-pressed={panel === 'simulator'} onClick={() => toggle('simulator')}>
          <FlaskConical aria-hidden />
          {t('chatbot.simulator.title')}
        </Button>
      </header>
      {showDropoff ? <DropoffStatus figures={dropoff.data} pending={dropoff.isPending} failed={dropoff.isError} /> : null}
      {workspace.offer ? <RestoreUnsavedBanner savedAt={workspace.offer.savedAt} onRestore={workspace.restoreOffer} onDiscard={workspace.discardOffer} /> : null}
      <div className="flex min-h-0 flex-1">
        <div className="min-w-0 flex-1">
          {viewing !== null ? (
            <ReadOnlyVersion flowId={detail.id} version={viewing} onClose={() => setViewing(null)} onRestore={() => void workspace.restoreVersion(viewing).then(() => setViewing(null))} catalogue={catalogue} />
          ) : (
            <FlowEditor key={session.key} store={session.store} onSave={workspace.save} onPublish={workspace.publish} overlay={overlay} catalogue={catalogue} />
          )}
        </div>
        {panel === 'simulator' ? (
          <aside className={sidePanel} aria-label={t('chatbot.simulator.title')}>
            <SimulatorPanel key={session.key} store={session.store} fetcher={fetcher} loadFlow={loadFlow} onClose={() => setPanel(null)} onOverlay={setSimulatorOverlay} catalogue={catalogue} />
          </aside>
        ) : null}
        {panel === 'versions' ? (
          <aside className={cn(sidePanel, 'bg-surface')} aria-label={t('chatbot.versions.title')}>
            <div className="flex justify-end border-b p-1 md:hidden">
              <Button variant="ghost" size="sm" onClick={() => setPanel(null)}>
                {t('chatbot.common.close')}
              </Button>
            </div>
            <VersionsPanel flowId={detail.id} viewing={viewing} onOpen={setViewing} onRestore={(version) => void workspace.restoreVersion(version)} />
          </aside>
        ) : null}
      </div>
    </div>
  );
}

/** The canvas page edit-flow/:flowId: the editor over the flow's draft, with versions and the simulator. */
export function EditFlowPage() {
  const { t } = useTranslation();
  const { flowId = '' } = useParams();
  const flow = useFlow(flowId);
  if (flow.isPending) return <Spinner label={t('chatbot.editor.loading')} showLabel />;
  if (flow.isError) {
    return (
      <Alert variant="destructive">
        {t('chatbot.editor.load_failed')}{' '}
        <Link to="/chatbot/flow-list" className="underline">
          {t('chatbot.editor.back_to_flows')}
        </Link>
      </Alert>
    );
  }
  return <FlowWorkspace key={flowId} detail={flow.data} />;
}
