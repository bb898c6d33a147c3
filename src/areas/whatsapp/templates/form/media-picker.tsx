import { CircleCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaKind } from '@/api/contracts/whatsapp-template-api';
import { checkTemplateMedia, templateMediaRules } from '@/api/rules/whatsapp-template-media';
import { Spinner } from '@/ui/spinner';
import { useMediaUpload } from '../queries/use-media-upload';
import type { DraftMedia } from '../template-draft';

/** spec §5: what the console says to a file that is not a JPEG or PNG image. */
export const IMAGE_ONLY = 'Please upload image only!!';

interface MediaPickerProps {
  kind: MediaKind;
  wabaId: string;
  media: DraftMedia;
  label: string;
  onChange(media: DraftMedia): void;
  disabled?: boolean;
}

/** Picks a header's sample, checks its type and size here, uploads it (mediaUpload) and keeps a local picture for the preview. */
export function MediaPicker({ kind, wabaId, media, label, onChange, disabled }: MediaPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const upload = useMediaUpload();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const rule = templateMediaRules[kind];

  async function pick(file: File | undefined) {
    if (!file) return;
    const problem = checkTemplateMedia(kind, file);
    if (problem === 'media.wrong_type') return setError(kind === 'IMAGE' ? IMAGE_ONLY : t('waTemplates.media.wrong_type', { types: rule.mimeTypes.join(', ') }));
    if (problem) return setError(t(`waTemplates.media.${problem === 'media.empty' ? 'empty' : 'too_large'}`, { mb: rule.maxBytes / 1024 / 1024 }));
    setError('');
    setBusy(true);
    try {
      const answer = await upload(wabaId, kind, file);
      onChange({ handle: answer.handle, previewUrl: URL.createObjectURL(file) });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('waTemplates.media.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={id}
          type="file"
          accept={rule.accept}
          disabled={disabled || busy || !wabaId}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(event) => void pick(event.target.files?.[0])}
          className="text-sm file:me-2 file:rounded-md file:border file:border-input file:bg-muted file:px-3 file:py-1 file:text-sm"
        />
        {busy ? (
          <Spinner label={t('waTemplates.media.uploading')} size="sm" />
        ) : media.handle ? (
          <span className="inline-flex items-center gap-1 text-xs text-success">
            <CircleCheck className="size-4" aria-hidden />
            {t('waTemplates.media.uploaded')}
          </span>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t('waTemplates.media.hint', { types: rule.mimeTypes.join(', '), mb: rule.maxBytes / 1024 / 1024 })}
      </p>
      {error ? (
        <p role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
