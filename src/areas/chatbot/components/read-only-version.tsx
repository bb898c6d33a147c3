import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FlowEditor, type EditorCatalogue } from '@/canvas/editor';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { openFlowSession } from '../flow-draft/open-flow-session';
import { useFlowVersion } from '../queries/use-flow-version';

const ignore = () => undefined;

interface ReadOnlyVersionProps {
  flowId: string;
  version: number;
  onClose: () => void;
  onRestore: () => void;
  /** The draft's catalogue, so an old version's jumps and apps read by name too. */
  catalogue?: EditorCatalogue;
}

/** A published version in the editor with every editing action off. */
export function ReadOnlyVersion({ flowId, version, onClose, onRestore, catalogue }: ReadOnlyVersionProps) {
  const { t } = useTranslation();
  const detail = useFlowVersion(flowId, version);
  const session = useMemo(() => (detail.data ? openFlowSession(detail.data.document, detail.data.version) : null), [detail.data]);
  return (
    <div className="flex h-full min-h-0 flex-col">
      <Alert variant="info" className="rounded-none border-x-0">
        <div className="flex flex-wrap items-center gap-2">
          <span className="min-w-0 flex-1">{t('chatbot.versions.viewing', { version })}</span>
          <Button size="sm" onClick={onRestore}>
            {t('chatbot.versions.restore_short')}
          </Button>
          <Button size="sm" variant="outline" onClick={onClose}>
            {t('chatbot.versions.back_to_draft')}
          </Button>
        </div>
      </Alert>
      {detail.isPending ? <Spinner label={t('chatbot.common.loading')} showLabel /> : null}
      {detail.isError ? <p role="alert" className="p-4 text-sm text-destructive">{t('chatbot.versions.load_failed')}</p> : null}
      {session ? (
        <div className="min-h-0 flex-1">
          <FlowEditor key={session.key} store={session.store} onSave={ignore} onPublish={ignore} readOnly catalogue={catalogue} />
        </div>
      ) : null}
    </div>
  );
}
