import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AutomationView } from '@/api/contracts/automation';
import { AccountsPageFrame } from '../accounts/accounts-page-frame';
import { useApprovedTemplates, useSenders } from '../send/campaign-api';
import { QueryState } from '../templates/template-page-frame';
import { Button } from '@/ui/button';
import { useAutomationRuns, useAutomations, useSandboxStatus } from './automation-api';
import { AutomationForm } from './automation-form';
import { AutomationList } from './automation-list';
import { RunLog } from './run-log';
import { SandboxCustomerPanel } from './sandbox-customer-panel';

/** whatsapp-campaign/automation-builder: keyword automations per number, their run log, and the sandbox's customer stand-in. */
export function AutomationBuilderPage() {
  const { t } = useTranslation();
  const senders = useSenders();
  const automations = useAutomations();
  const runs = useAutomationRuns();
  const sandbox = useSandboxStatus();
  const [editing, setEditing] = useState<AutomationView | 'new' | null>(null);
  const [savedId, setSavedId] = useState<string | null>(null);
  const firstSender = senders.data?.[0]?.id ?? '';
  // Template names for the list's summaries; the form loads its own number's.
  const templates = useApprovedTemplates(firstSender);
  const sandboxSenders = (senders.data ?? []).filter((sender) => sandbox.data?.senderIds.includes(sender.id));

  return (
    <AccountsPageFrame
      titleId="automation-builder-title"
      title={t('automation.title')}
      lead={t('automation.lead')}
      actions={
        <Button onClick={() => setEditing('new')} disabled={!senders.data?.length || editing !== null}>
          <Plus aria-hidden />
          {t('automation.new')}
        </Button>
      }
    >
      <QueryState query={senders} failed={t('automation.load_failed')}>
        {(list) =>
          editing ? (
            <AutomationForm key={editing === 'new' ? 'new' : editing.id} senders={list} editing={editing === 'new' ? null : editing} onDone={(saved) => {
                setSavedId(saved?.id ?? null);
                setEditing(null);
              }}
            />
          ) : null
        }
      </QueryState>
      <section className="grid gap-2" aria-labelledby="automation-list-title">
        <h2 id="automation-list-title" className="text-base font-semibold">
          {t('automation.list')}
        </h2>
        <QueryState query={automations} failed={t('automation.load_failed')}>
          {(list) => <AutomationList automations={list} templates={templates.data ?? []} onEdit={setEditing} focusId={savedId} />}
        </QueryState>
      </section>
      {sandbox.data?.sandbox && sandboxSenders.length ? <SandboxCustomerPanel senders={sandboxSenders} /> : null}
      <section className="grid gap-2" aria-labelledby="automation-runs-title">
        <h2 id="automation-runs-title" className="text-base font-semibold">
          {t('automation.runs.title')}
        </h2>
        <QueryState query={runs} failed={t('automation.load_failed')}>
          {(list) => <RunLog runs={list} />}
        </QueryState>
      </section>
    </AccountsPageFrame>
  );
}
