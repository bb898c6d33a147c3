import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadProgressBar } from '@/campaigns';
import { Spinner } from '@/ui/spinner';
import type { PreparePhase, UploadProgressSource } from '../use-prepare-campaign';
import { useFormat } from '@/ui/format';

/**
 * What "Save and review" is doing until the review appears: saving, the numbers going up, then the
 * server swapping them in (for a million rows many seconds after the bar is full, which used to pass in silence).
 */
export function PrepareStatus({ phase }: { phase: PreparePhase }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (phase.phase !== 'saving' && phase.phase !== 'uploading' && phase.phase !== 'checking') return null;
  const rows = phase.phase === 'checking' ? format.number(phase.rows) : '';
  const label = phase.phase === 'checking' ? t('waSend.prepare.checking', { count: phase.rows, n: rows }) : t(`waSend.prepare.${phase.phase}`);
  return (
    <div className="grid gap-2">
      <Spinner label={label} showLabel size="sm" className="text-sm" />
      {phase.phase === 'uploading' ? <LiveUploadProgress source={phase.progress} /> : null}
    </div>
  );
}

/** The bar alone follows the count as chunks arrive. */
function LiveUploadProgress({ source }: { source: UploadProgressSource }) {
  return <UploadProgressBar progress={useSyncExternalStore(source.subscribe, source.current)} />;
}
