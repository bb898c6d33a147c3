import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dispatch, flowLanguagesOf, nodeTexts, textDirection, type FlowLanguage, type FlowNode, type NodeText, type Problem } from '@/canvas/engine';
import { problemText } from '@/canvas/kinds/shared/view';
import { cn } from '@/ui/cn';
import { FormField } from '@/ui/form-field';
import { useEditor } from '../state/editor-context';
import { useFlowState } from '../state/use-flow-state';

const controlClass =
  'flex w-full min-w-0 rounded-md border border-input bg-surface px-3 py-1 text-sm text-foreground shadow-xs placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40 aria-invalid:border-destructive';

interface TranslationFieldProps {
  node: FlowNode;
  text: NodeText;
  language: FlowLanguage;
  problems: readonly Problem[];
  readOnly: boolean;
}

/** One text in one language: typed in that language's direction, its channel limit counted as typed. */
function TranslationField({ node, text, language, problems, readOnly }: TranslationFieldProps) {
  const { t } = useTranslation();
  const { store } = useEditor();
  const field = `translations.${language}.${text.key}`;
  const value = node.translations?.[language]?.[text.key] ?? '';
  const error = problems.find((found) => found.field === field && found.severity === 'error');
  const common = {
    'data-field': field,
    lang: language,
    dir: textDirection(language),
    value,
    readOnly,
    placeholder: t('flowLanguages.inspector.fallback'),
    onChange: (event: { target: { value: string } }) => dispatch(store, 'updateTranslation', { nodeId: node.id, language, key: text.key, value: event.target.value }),
  };
  return (
    <FormField
      label={t(`flowLanguages.names.${language}`)}
      hint={text.maxLength === undefined ? undefined : t('canvas.settings.count', { count: value.length, max: text.maxLength })}
      error={error ? problemText(t, error) : undefined}
    >
      {text.multiline ? <textarea {...common} rows={2} className={cn(controlClass, 'min-h-14 py-2')} /> : <input type="text" {...common} className={cn(controlClass, 'h-9')} />}
    </FormField>
  );
}

/**
 * The selected node's texts in the flow's other languages, each beside its default-language text.
 * Edits go through `updateTranslation`, so undo and the command log cover them.
 */
export function NodeTranslations({ node, problems, readOnly }: { node: FlowNode; problems: readonly Problem[]; readOnly: boolean }) {
  const { t } = useTranslation();
  const declared = useFlowState((state) => state.doc.languages);
  const texts = useMemo(() => nodeTexts(node), [node]);
  const languages = flowLanguagesOf({ languages: declared });
  if (languages.others.length === 0 || texts.length === 0) return null;
  const base = languages.default;
  return (
    <section aria-labelledby="node-translations-title" className="grid gap-3 border-t border-border pt-3" data-testid="node-translations">
      <h3 id="node-translations-title" className="text-sm font-semibold">
        {t('flowLanguages.inspector.title')}
      </h3>
      {texts.map((text) => (
        <fieldset key={text.key} className="grid gap-1 rounded-md border border-border p-2" data-testid={`translation-${text.key}`}>
          <legend className="px-1 text-sm font-medium">{t(text.labelKey, text.labelParams)}</legend>
          <p className="text-xs text-muted-foreground">
            {t('flowLanguages.inspector.defaultText', { language: t(`flowLanguages.names.${base}`) })}
            {': '}
            {text.text ? (
              <bdi lang={base} dir={textDirection(base)} className="text-foreground">
                {text.text}
              </bdi>
            ) : (
              t('flowLanguages.inspector.emptyDefault')
            )}
          </p>
          {languages.others.map((language) => (
            <TranslationField key={language} node={node} text={text} language={language} problems={problems} readOnly={readOnly} />
          ))}
        </fieldset>
      ))}
    </section>
  );
}
