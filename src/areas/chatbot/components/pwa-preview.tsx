import { useTranslation } from 'react-i18next';

interface PwaPreviewProps {
  appName: string;
  shortName: string;
  themeColour: string;
  backgroundColour: string;
  iconUrl: string;
  welcomeText: string;
}

const HEX = /^#[0-9a-f]{6}$/i;
const colour = (value: string, fallback: string) => (HEX.test(value) ? value : fallback);
const isWebAddress = (value: string) => /^https?:\/\/\S+$/i.test(value);

/** How the installed web chat will look: its home-screen icon and the top of its window. */
export function PwaPreview({ appName, shortName, themeColour, backgroundColour, iconUrl, welcomeText }: PwaPreviewProps) {
  const { t } = useTranslation();
  return (
    <figure className="grid gap-2" aria-label={t('chatbot.pwa.preview')}>
      <figcaption className="text-sm font-medium">{t('chatbot.pwa.preview')}</figcaption>
      <div className="flex items-start gap-4">
        <div className="grid w-16 justify-items-center gap-1 text-center">
          <div className="flex size-12 items-center justify-center overflow-hidden rounded-xl border" style={{ backgroundColor: colour(backgroundColour, '#ffffff') }}>
            {isWebAddress(iconUrl) ? <img src={iconUrl} alt="" className="size-10 object-contain" /> : null}
          </div>
          <span className="w-full truncate text-xs">{shortName}</span>
        </div>
        <div className="min-w-0 flex-1 overflow-hidden rounded-lg border" style={{ backgroundColor: colour(backgroundColour, '#ffffff') }}>
          <div className="truncate px-3 py-2 text-sm font-medium text-white" style={{ backgroundColor: colour(themeColour, '#444444') }}>
            {appName}
          </div>
          {welcomeText ? <p className="m-3 w-fit max-w-[85%] rounded-2xl bg-muted px-3 py-2 text-sm text-foreground">{welcomeText}</p> : <div className="h-10" />}
        </div>
      </div>
    </figure>
  );
}
