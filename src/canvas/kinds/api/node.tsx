import { useTranslation } from 'react-i18next';
import type { NodeBodyProps } from '../shared/kind-ui-types';
import { clip } from '../shared/settings-kit';
import type { ApiData } from './model';

/** `METHOD url`. */
export function apiSummary(data: ApiData): string {
  return data.url ? clip(`${data.method} ${data.url}`) : '';
}

export function ApiNodeBody({ data }: NodeBodyProps<ApiData>) {
  const { t } = useTranslation();
  return <p className="truncate font-mono text-xs">{apiSummary(data) || t('canvas.node.empty')}</p>;
}
