import { useTranslation } from 'react-i18next';
import type { SettingsProps } from '../shared/kind-ui-types';
import { ListSetting, TextSetting, useSettingsKit } from '../shared/settings-kit';
import { appDataSchema, type AppData } from './model';

/** APP settings: the app id and the parameters passed to it. */
export function AppSettings(props: SettingsProps<AppData>) {
  const { t } = useTranslation();
  const kit = useSettingsKit(appDataSchema, props);
  return (
    <div className="grid gap-4">
      <TextSetting kit={kit} name="appId" label={t('canvas.settings.app.appId')} />
      <ListSetting kit={kit} name="params" label={t('canvas.settings.app.params')} items={props.data.params} createItem={() => ({ key: '', value: '' })}>
        {(_param, index) => (
          <div className="grid grid-cols-2 gap-2">
            <TextSetting kit={kit} name={`params.${index}.key`} label={t('canvas.settings.app.key')} />
            <TextSetting kit={kit} name={`params.${index}.value`} label={t('canvas.settings.app.value')} />
          </div>
        )}
      </ListSetting>
    </div>
  );
}
