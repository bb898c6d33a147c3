import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HANDOVER_ACTIONS, TIMEOUT_ACTIONS, dispatch, type BotSettings } from '@/canvas/engine';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { useEditor } from '../state/editor-context';
import { useFlowState } from '../state/use-flow-state';

/** The spec's action names ("End Session") as translation keys ("End_Session"). */
const actionKey = (action: string) => action.replace(/ /g, '_');

const selectClass = 'h-9 w-full rounded-md border border-input bg-surface px-3 text-sm disabled:opacity-50';

/**
 * What the bot does around the flow: the handover action and, after `timeoutSeconds` without an
 * answer, the timeout action. Shown while no node is selected; each change is one undo step.
 */
export function FlowSettingsPanel() {
  const { t } = useTranslation();
  const { store, readOnly } = useEditor();
  const settings = useFlowState((state) => state.doc.settings);
  // The seconds as typed, so a half-typed or empty value stays in the field; the flow keeps the last valid one.
  const [seconds, setSeconds] = useState<string | null>(null);
  const update = (change: Partial<BotSettings>) => dispatch(store, 'updateSettings', { settings: change });
  const typed = seconds ?? String(settings.timeoutSeconds);
  const secondsValid = /^[1-9]\d*$/.test(typed);
  return (
    <section aria-labelledby="flow-settings-title" className="grid gap-3" data-testid="flow-settings">
      <h2 id="flow-settings-title" className="text-sm font-semibold">
        {t('canvas.flowSettings.title')}
      </h2>
      <FormField label={t('canvas.flowSettings.handoverAction')}>
        <select data-field="settings.handoverAction" className={selectClass} disabled={readOnly} value={settings.handoverAction} onChange={(event) => update({ handoverAction: event.target.value as BotSettings['handoverAction'] })}>
          {HANDOVER_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t(`canvas.flowSettings.actions.${actionKey(action)}`)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label={t('canvas.flowSettings.timeoutAction')}>
        <select data-field="settings.timeoutAction" className={selectClass} disabled={readOnly} value={settings.timeoutAction} onChange={(event) => update({ timeoutAction: event.target.value as BotSettings['timeoutAction'] })}>
          {TIMEOUT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t(`canvas.flowSettings.actions.${actionKey(action)}`)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label={t('canvas.flowSettings.timeoutSeconds')} error={secondsValid ? undefined : t('canvas.flowSettings.secondsInvalid')}>
        <Input
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          data-field="settings.timeoutSeconds"
          readOnly={readOnly}
          value={typed}
          onChange={(event) => {
            const value = event.target.value;
            setSeconds(value);
            if (/^[1-9]\d*$/.test(value)) update({ timeoutSeconds: Number(value) });
          }}
          onBlur={() => setSeconds(null)}
        />
      </FormField>
    </section>
  );
}
