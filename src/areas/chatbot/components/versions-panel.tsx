import { Eye, History, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { useFlowVersions } from '../queries/use-flow-versions';
import { useFormat } from '@/ui/format';

interface VersionsPanelProps {
  flowId: string;
  viewing: number | null;
  onOpen: (version: number) => void;
  onRestore: (version: number) => void;
}

/** Published versions of a flow, newest first: open one read-only or restore it as the draft. */
export function VersionsPanel({ flowId, viewing, onOpen, onRestore }: VersionsPanelProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const versions = useFlowVersions(flowId, true);
  return (
    <div className="flex h-full flex-col" data-testid="versions-panel">
      <h2 className="flex items-center gap-2 border-b px-4 py-3 text-sm font-semibold">
        <History className="size-4" aria-hidden />
        {t('chatbot.versions.title')}
      </h2>
      <div className="min-h-0 flex-1 overflow-y-auto p-2">
        {versions.isPending ? <Spinner label={t('chatbot.common.loading')} showLabel /> : null}
        {versions.isError ? <p role="alert" className="p-2 text-sm text-destructive">{t('chatbot.versions.load_failed')}</p> : null}
        {versions.isSuccess && versions.data.length === 0 ? <p className="p-2 text-sm text-muted-foreground">{t('chatbot.versions.none')}</p> : null}
        <ul className="grid gap-1">
          {versions.data?.map((version) => (
            <li key={version.version} className={viewing === version.version ? 'rounded-md bg-primary-soft p-2' : 'rounded-md p-2'}>
              <p className="text-sm font-medium">{t('chatbot.versions.version', { version: version.version })}</p>
              <p className="text-xs text-muted-foreground">
                {format.date(version.published_at)} · {version.published_by}
              </p>
              <div className="mt-1 flex flex-wrap gap-1">
                <Button size="sm" variant="outline" onClick={() => onOpen(version.version)} aria-label={t('chatbot.versions.open', { version: version.version })}>
                  <Eye aria-hidden />
                  {t('chatbot.versions.view')}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => onRestore(version.version)} aria-label={t('chatbot.versions.restore', { version: version.version })}>
                  <RotateCcw aria-hidden />
                  {t('chatbot.versions.restore_short')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
