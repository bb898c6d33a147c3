import { useTranslation } from 'react-i18next';
import type { NodeBodyProps } from '../shared/view';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A node body that says what the node does in one sentence of the current language.
 * @example const Body = sentenceBody<TagContactData>((t, data) => t('automationCanvas.body.tag', { tag: data.tag }));
 */
export function sentenceBody<D>(sentence: (t: Translate, data: D) => string) {
  return function SentenceBody({ data }: NodeBodyProps<D>) {
    const { t } = useTranslation();
    return <p className="line-clamp-2 text-surface-foreground">{sentence(t, data) || t('canvas.node.empty')}</p>;
  };
}

/** Settings of a kind without any: says what it does instead of an empty panel. */
export function noSettings(key: string) {
  return function NoSettings() {
    const { t } = useTranslation();
    return <p className="text-sm text-muted-foreground">{t(key)}</p>;
  };
}
