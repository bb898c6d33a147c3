import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';

export interface PreviewLook {
  theme: 'light' | 'dark';
  dir: 'ltr' | 'rtl';
}

/** Light or dark phone, left-to-right or right-to-left chat: each a pressed-state toggle. */
export function PreviewControls({ look, onChange }: { look: PreviewLook; onChange: (look: PreviewLook) => void }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('rcsTemplates.preview.controls')} className="flex flex-wrap justify-center gap-1">
      {(['light', 'dark'] as const).map((theme) => (
        <Button key={theme} variant={look.theme === theme ? 'secondary' : 'ghost'} size="sm" aria-pressed={look.theme === theme} onClick={() => onChange({ ...look, theme })}>
          {t(`rcsTemplates.preview.${theme}`)}
        </Button>
      ))}
      {(['ltr', 'rtl'] as const).map((dir) => (
        <Button key={dir} variant={look.dir === dir ? 'secondary' : 'ghost'} size="sm" aria-pressed={look.dir === dir} onClick={() => onChange({ ...look, dir })}>
          {t(`rcsTemplates.preview.${dir}`)}
        </Button>
      ))}
    </div>
  );
}
