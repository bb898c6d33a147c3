import { ArrowLeft } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AutomationView } from '@/api/contracts/automation';
import { sendsOneByOne, templateVariableKeys } from '@/api/contracts/template-variables';
import type { WhatsappTemplate } from '@/api/contracts/whatsapp-template';
import { ApiError } from '@/api/errors';
import { FlowEditor, type CatalogueTemplate, type EditorCatalogue } from '@/canvas/editor';
import { createFlowStore, readFlowDocument, type FlowDocument } from '@/canvas/engine';
import { notify } from '@/shell/feedback/notify';
import { Alert } from '@/ui/alert';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { useApprovedTemplates } from '../shared/queries/use-approved-templates';
import { useAccountBots } from './queries/use-account-bots';
import { useSaveAutomation } from './queries/use-save-automation';

/**
 * The number's sendable templates (approved, not carousels), one entry per name and language with
 * its variables, by name and then oldest first: a node saved without a language sends the oldest
 * (server/automation/automation-actions.ts), which the catalogue lists first.
 */
const sendableTemplates = (templates: readonly WhatsappTemplate[]): CatalogueTemplate[] =>
  templates
    .filter(sendsOneByOne)
    .sort((a, b) => a.name.localeCompare(b.name) || a.sno - b.sno)
    .map((template) => ({ name: template.name, language: template.language, variables: templateVariableKeys(template) }));

/** What the canvas may refer to: the number's sendable templates and the account's chatbots. */
function useCatalogue(senderId: string): EditorCatalogue {
  const templates = useApprovedTemplates(senderId);
  const bots = useAccountBots();
  return useMemo(
    () => ({
      ...(templates.data ? { templates: sendableTemplates(templates.data) } : {}),
      ...(bots.data ? { bots: bots.data.map((bot) => ({ id: bot.id, name: bot.name })) } : {}),
    }),
    [templates.data, bots.data],
  );
}

/** A 400's field problems after its message, so the author sees which node to fix. */
function failureText(error: Error): string {
  const fields = error instanceof ApiError ? error.body?.fields : undefined;
  return fields ? `${error.message} ${Object.entries(fields).map(([field, problem]) => `${field}: ${problem}`).join('; ')}` : error.message;
}

/**
 * One automation on the chatbot canvas: the same editor (undo, layout, validation, keyboard
 * editing, search, command log) over its document, with the automation kinds in the palette.
 */
export function AutomationCanvas({ automation }: { automation: AutomationView }) {
  const { t } = useTranslation();
  const read = useMemo(() => readFlowDocument(automation.document), [automation.document]);
  // One store per opened automation: saving refreshes the list, not the canvas being edited.
  const [store] = useState(() => (read.ok ? createFlowStore(read.doc) : null));
  const catalogue = useCatalogue(automation.senderId);
  const save = useSaveAutomation();

  const persist = useCallback(
    async (doc: FlowDocument, publish: boolean) => {
      try {
        await save.mutateAsync({ id: automation.id, input: { name: automation.name, senderId: automation.senderId, document: doc }, publish });
        notify.success(t(publish ? 'automation.done.publish' : 'automationCanvas.saved', { name: automation.name }));
      } catch (error) {
        notify.error(failureText(error as Error));
      }
    },
    [save, automation, t],
  );
  const onSave = useCallback((doc: FlowDocument) => persist(doc, false), [persist]);
  const onPublish = useCallback((doc: FlowDocument) => persist(doc, true), [persist]);

  return (
    <div className="-m-4 flex h-[calc(100dvh-var(--topbar-height))] min-h-[32rem] flex-col sm:-m-6">
      <header className="flex flex-wrap items-center gap-2 border-b bg-surface px-3 py-2">
        <Button variant="ghost" size="sm" asChild>
          <Link to="/whatsapp-campaign/automation-builder">
            <ArrowLeft aria-hidden className="rtl:rotate-180" />
            {t('automationCanvas.back')}
          </Link>
        </Button>
        <h1 id="automation-canvas-title" className="min-w-32 flex-1 truncate text-lg font-semibold" dir="auto">
          {automation.name}
        </h1>
        <span className="text-sm text-muted-foreground" dir="ltr">
          {automation.displayNumber}
        </span>
        <Badge variant={automation.state === 'PUBLISHED' ? 'success' : 'neutral'}>{t(`automation.states.${automation.state}`)}</Badge>
      </header>
      <div className="min-h-0 flex-1">
        {store ? <FlowEditor store={store} onSave={onSave} onPublish={onPublish} catalogue={catalogue} /> : <Alert variant="destructive">{t('automationCanvas.unreadable')}</Alert>}
      </div>
    </div>
  );
}
