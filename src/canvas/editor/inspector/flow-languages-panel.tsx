import { useTranslation } from 'react-i18next';
import { FLOW_LANGUAGES, dispatch, flowLanguagesOf, isFlowLanguage, type FlowLanguages } from '@/canvas/engine';
import { FormField } from '@/ui/form-field';
import { useEditor } from '../state/editor-context';
import { useFlowState } from '../state/use-flow-state';

const selectClass = 'h-9 w-full rounded-md border border-input bg-surface px-3 text-sm disabled:opacity-50';

/**
 * The flow's languages: the one its texts are written in, and those they are translated into. Shown
 * with the flow settings while no node is selected; each change is one undo step.
 */
export function FlowLanguagesPanel() {
  const { t } = useTranslation();
  const { store, readOnly } = useEditor();
  const declared = useFlowState((state) => state.doc.languages);
  const languages = flowLanguagesOf({ languages: declared });
  const set = (next: FlowLanguages) => dispatch(store, 'setFlowLanguages', { languages: next });
  const toggle = (language: FlowLanguages['default'], on: boolean) =>
    set({ ...languages, others: FLOW_LANGUAGES.filter((code) => (code === language ? on : languages.others.includes(code))) });
  return (
    <section aria-labelledby="flow-languages-title" aria-describedby="flow-languages-hint" className="grid gap-3" data-testid="flow-languages">
      <h2 id="flow-languages-title" className="text-sm font-semibold">
        {t('flowLanguages.title')}
      </h2>
      <p id="flow-languages-hint" className="text-xs text-muted-foreground">
        {t('flowLanguages.hint')}
      </p>
      <FormField label={t('flowLanguages.defaultLanguage')}>
        <select
          data-field="languages.default"
          className={selectClass}
          disabled={readOnly}
          value={languages.default}
          onChange={(event) => {
            const chosen = event.target.value;
            if (isFlowLanguage(chosen)) set({ default: chosen, others: languages.others.filter((code) => code !== chosen) });
          }}
        >
          {FLOW_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {t(`flowLanguages.names.${code}`)}
            </option>
          ))}
        </select>
      </FormField>
      <fieldset className="grid gap-2" disabled={readOnly}>
        <legend className="mb-1 text-sm font-medium">{t('flowLanguages.otherLanguages')}</legend>
        <div className="grid grid-cols-2 gap-x-3 gap-y-1.5">
          {FLOW_LANGUAGES.filter((code) => code !== languages.default).map((code) => (
            <label key={code} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                data-field={`languages.others.${code}`}
                checked={languages.others.includes(code)}
                onChange={(event) => toggle(code, event.target.checked)}
                className="size-4 accent-primary"
              />
              {t(`flowLanguages.names.${code}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  );
}
