import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_ORIENTATIONS, CARD_WIDTHS, MEDIA_HEIGHTS, RCS_LIMITS, THUMBNAIL_ALIGNMENTS } from '@/canvas/kernel';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { plainOptions, problemText, SelectSetting, type SettingsKit, TextSetting } from '../shared/view';
import { MEDIA_UPLOAD_MAX_BYTES, isUploadedMedia, type Card, type Suggestion } from './model';
import { SuggestionList } from './suggestion-fields';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * A card's media: its URL and thumbnail URL typed, or an image picked from the computer and kept in
 * the flow as a data URL (docs/decisions.md, "Card media upload"). No URL and no thumbnail is no media.
 */
function MediaFields({ kit, card, path }: { kit: SettingsKit; card: Card; path: string }) {
  const { t } = useTranslation();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const media = card.media ?? { url: '', thumbnailUrl: '' };
  const set = (change: Partial<typeof media>) => {
    const next = { ...media, ...change };
    kit.onChange(`${path}.media`, next.url === '' && next.thumbnailUrl === '' ? null : next);
  };
  const urlProblem = kit.problems.find((problem) => problem.field === `${path}.media.url`);
  const uploaded = isUploadedMedia(media.url);
  return (
    <>
      <FormField label={t('canvas.settings.message.mediaUrl')} error={urlProblem ? problemText(t, urlProblem) : undefined}>
        <Input
          type="url"
          data-field={`${path}.media.url`}
          readOnly={kit.readOnly}
          value={uploaded ? '' : media.url}
          placeholder={uploaded ? t('canvas.settings.message.uploadedMedia') : undefined}
          onChange={(event) => set({ url: event.target.value })}
        />
      </FormField>
      <FormField label={t('canvas.settings.message.uploadMedia')} hint={t('canvas.settings.message.uploadHint', { kb: MEDIA_UPLOAD_MAX_BYTES / 1024 })} error={uploadError ?? undefined}>
        <input
          type="file"
          accept="image/*"
          data-field={`${path}.media.upload`}
          disabled={kit.readOnly}
          className="text-sm file:me-2 file:rounded-md file:border file:border-input file:bg-surface file:px-3 file:py-1"
          onChange={async (event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            if (file.size > MEDIA_UPLOAD_MAX_BYTES) {
              setUploadError(t('canvas.settings.message.uploadTooLarge', { kb: MEDIA_UPLOAD_MAX_BYTES / 1024 }));
              return;
            }
            setUploadError(null);
            set({ url: await readAsDataUrl(file) });
          }}
        />
      </FormField>
      {uploaded ? <img src={media.url} alt={t('canvas.settings.message.mediaPreview')} className="max-h-24 justify-self-start rounded-md border border-border" /> : null}
      <FormField label={t('canvas.settings.message.thumbnailUrl')}>
        <Input type="url" data-field={`${path}.media.thumbnailUrl`} readOnly={kit.readOnly} value={media.thumbnailUrl} onChange={(event) => set({ thumbnailUrl: event.target.value })} />
      </FormField>
    </>
  );
}

/** One card: title and description counted against the RCS limits, media, and its own suggestions. */
export function CardFields({ kit, card, path, takenIds }: { kit: SettingsKit; card: Card; path: string; takenIds: readonly Suggestion[] }) {
  const { t } = useTranslation();
  return (
    <>
      <TextSetting kit={kit} name={`${path}.title`} label={t('canvas.settings.message.cardTitle')} maxLength={RCS_LIMITS.cardTitleMaxChars} />
      <TextSetting kit={kit} name={`${path}.description`} label={t('canvas.settings.message.cardDescription')} multiline maxLength={RCS_LIMITS.cardDescriptionMaxChars} />
      <MediaFields kit={kit} card={card} path={path} />
      <SuggestionList
        kit={kit}
        name={`${path}.suggestions`}
        label={t('canvas.settings.message.cardSuggestions')}
        items={card.suggestions}
        max={RCS_LIMITS.suggestionsPerCard}
        takenIds={takenIds}
      />
    </>
  );
}

/** Options shared by every card of the message. */
export function CardOptions({ kit }: { kit: SettingsKit }) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-2 gap-2">
      <SelectSetting kit={kit} name="content.options.width" label={t('canvas.settings.message.width')} options={plainOptions(CARD_WIDTHS)} />
      <SelectSetting kit={kit} name="content.options.orientation" label={t('canvas.settings.message.orientation')} options={plainOptions(CARD_ORIENTATIONS)} />
      <SelectSetting kit={kit} name="content.options.thumbnailAlignment" label={t('canvas.settings.message.thumbnailAlignment')} options={plainOptions(THUMBNAIL_ALIGNMENTS)} />
      <SelectSetting kit={kit} name="content.options.mediaHeight" label={t('canvas.settings.message.mediaHeight')} options={plainOptions(MEDIA_HEIGHTS)} />
    </div>
  );
}
