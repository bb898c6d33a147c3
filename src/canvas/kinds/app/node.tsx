import { useTranslation } from 'react-i18next';
import type { NodeBodyProps } from '../shared/kind-ui-types';
import { clip } from '../shared/settings-kit';
import type { AppData } from './model';

/** The app opened. */
export function appSummary(data: AppData): string {
  return clip(data.appId);
}

export function AppNodeBody({ data }: NodeBodyProps<AppData>) {
  const { t } = useTranslation();
  return <p className="truncate">{appSummary(data) || t('canvas.node.empty')}</p>;
}
