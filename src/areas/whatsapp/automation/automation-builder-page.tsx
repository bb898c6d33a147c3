import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { PageFrame } from '@/shell/page/page-frame';
import { useSenders } from '../shared/queries/use-senders';
import { QueryBoundary } from '@/shell/page/query-boundary';
import { useAutomationRuns } from './queries/use-automation-runs';
import { useAutomations } from './queries/use-automations';
import { useSandboxStatus } from './queries/use-sandbox-status';
import { AutomationCanvas } from './automation-canvas';
import { AutomationList, canvasLink } from './automation-list';
import { NewAutomationForm } from './new-automation-form';
import { RunLog } from './run-log';
import { SandboxCustomerPanel } from './sandbox-customer-panel';

/** The automations, the sandbox's customer stand-in and the run log. */
function AutomationOverview() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const senders = useSenders();
  const automations = useAutomations();
  const runs = useAutomationRuns();
  const sandbox = useSandboxStatus();
  const [creating, setCreating] = useState(false);
  const sandboxSenders = (senders.data ?? []).filter((sender) => sandbox.data?.senderIds.includes(sender.id));

  return (
    <PageFrame
      titleId="automation-builder-title"
      title={t('automation.title')}
      lead={t('automation.lead')}
      actions={
        <Button onClick={() => setCreating(true)} disabled={!senders.data?.length || creating}>
          <Plus aria-hidden />
          {t('automation.new')}
        </Button>
      }
    >
      {creating ? (
        <QueryBoundary query={senders} failed={t('automation.load_failed')}>
          {(list) => <NewAutomationForm senders={list} onCreated={(created) => void navigate(canvasLink(created.id))} onCancel={() => setCreating(false)} />}
        </QueryBoundary>
      ) : null}
      <section className="grid gap-2" aria-labelledby="automation-list-title">
        <h2 id="automation-list-title" className="text-base font-semibold">
          {t('automation.list')}
        </h2>
        <QueryBoundary query={automations} failed={t('automation.load_failed')}>
          {(list) => <AutomationList automations={list} />}
        </QueryBoundary>
      </section>
      {sandbox.data?.sandbox && sandboxSenders.length ? <SandboxCustomerPanel senders={sandboxSenders} /> : null}
      <section className="grid gap-2" aria-labelledby="automation-runs-title">
        <h2 id="automation-runs-title" className="text-base font-semibold">
          {t('automation.runs.title')}
        </h2>
        <QueryBoundary query={runs} failed={t('automation.load_failed')}>
          {(list) => <RunLog runs={list} />}
        </QueryBoundary>
      </section>
    </PageFrame>
  );
}

/** whatsapp-campaign/automation-builder: the automations and their run log; `?automation=<id>` opens one on the canvas. */
export function AutomationBuilderPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('automation');
  const automations = useAutomations();
  if (!id) return <AutomationOverview />;
  const automation = automations.data?.find((candidate) => candidate.id === id);
  // Just created: the list is being fetched again and does not hold it yet.
  if (!automation && (automations.isPending || automations.isFetching)) return <Spinner label={t('automationCanvas.loading')} showLabel />;
  if (!automation) return <AutomationOverview />;
  return <AutomationCanvas key={automation.id} automation={automation} />;
}
