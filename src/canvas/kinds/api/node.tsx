import { useTranslation } from 'react-i18next';
import { clip, type NodeBodyProps, NodeChip, VariableText } from '../shared/view';
import type { ApiData } from './model';

/** `METHOD url`. */
export function apiSummary(data: ApiData): string {
  return data.url ? clip(`${data.method} ${data.url}`) : '';
}

/** The call as it is made: method, URL with its variables marked, and what the answer fills in. */
export function ApiNodeBody({ data }: NodeBodyProps<ApiData>) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-1">
      <p className="flex min-w-0 items-start gap-1.5">
        <NodeChip className="shrink-0 font-mono font-semibold">{data.method}</NodeChip>
        <span className="line-clamp-2 font-mono text-xs break-all text-surface-foreground">{data.url ? <VariableText text={data.url} /> : t('canvas.node.empty')}</span>
      </p>
      {data.responseMappings.length > 0 ? (
        <p className="truncate text-xs">
          {t('canvas.node.fills')} <VariableText text={data.responseMappings.map((mapping) => `{{${mapping.variable}}}`).join(', ')} />
        </p>
      ) : null}
    </div>
  );
}
