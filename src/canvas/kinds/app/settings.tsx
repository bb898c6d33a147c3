import { useTranslation } from 'react-i18next';
import { ListSetting, SelectSetting, type SettingsKit, type SettingsProps, targetOptions, TextSetting, useEditorCatalogue, useSettingsKit } from '../shared/view';
import { appDataSchema, type AppData } from './model';

/** The app, picked from the account's apps when the page gave them, else typed as an id. */
function AppTarget({ kit, appId }: { kit: SettingsKit; appId: string }) {
  const { t } = useTranslation();
  const { apps } = useEditorCatalogue();
  if (!apps) return <TextSetting kit={kit} name="appId" label={t('canvas.settings.app.appId')} />;
  const entries = apps.map((app) => ({ id: app.id, label: app.name }));
  const options = targetOptions(entries, appId, t('canvas.settings.app.none'), (id) => t('canvas.settings.app.missing', { id }));
  return <SelectSetting kit={kit} name="appId" label={t('canvas.settings.app.app')} options={options} testId="app-target" />;
}

/** APP settings: the app and the parameters passed to it. */
export function AppSettings(props: SettingsProps<AppData>) {
  const { t } = useTranslation();
  const kit = useSettingsKit(appDataSchema, props);
  return (
    <div className="grid gap-4">
      <AppTarget kit={kit} appId={props.data.appId} />
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
