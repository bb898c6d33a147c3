import { useTranslation } from 'react-i18next';
import { SelectSetting, type SettingsProps, TextSetting, useSettingsKit } from '../shared/view';
import { NOTE_COLORS, noteDataSchema, type NoteData } from './model';

/** NOTE settings: the text and the colour of the sticky note. */
export function NoteSettings(props: SettingsProps<NoteData>) {
  const { t } = useTranslation();
  const kit = useSettingsKit(noteDataSchema, props);
  return (
    <div className="grid gap-4">
      <TextSetting kit={kit} name="text" label={t('canvas.settings.note.text')} multiline />
      <SelectSetting
        kit={kit}
        name="color"
        label={t('canvas.settings.note.color')}
        options={NOTE_COLORS.map((color) => ({ value: color, label: t(`canvas.settings.note.colors.${color}`) }))}
      />
    </div>
  );
}
