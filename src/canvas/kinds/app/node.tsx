import { useTranslation } from 'react-i18next';
import { catalogueName, clip, type EditorCatalogue, type NodeBodyProps, useEditorCatalogue } from '../shared/view';
import type { AppData } from './model';

/** The app opened, by name when the catalogue knows it. */
export function appSummary(data: AppData, catalogue?: EditorCatalogue): string {
  return data.appId ? clip(catalogueName(catalogue?.apps, data.appId) ?? data.appId) : '';
}

export function AppNodeBody({ data }: NodeBodyProps<AppData>) {
  const { t } = useTranslation();
  const catalogue = useEditorCatalogue();
  return <p className="truncate">{appSummary(data, catalogue) || t('canvas.node.empty')}</p>;
}
