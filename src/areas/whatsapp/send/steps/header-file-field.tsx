import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaKind } from '@/api/contracts/whatsapp-template-api';
import { ApiError } from '@/api/errors';
import { checkTemplateMedia, templateMediaRules } from '@/api/rules/whatsapp-template-media';
import { Button } from '@/ui/button';
import { FormField } from '@/ui/form-field';
import { Spinner } from '@/ui/spinner';
import { useBroadcastMediaUpload } from '../queries/use-broadcast-media-upload';

interface HeaderFileFieldProps {
  kind: MediaKind;
  senderId: string;
  /** Meta's media id of the file uploaded for this campaign, or null for the template's sample. */
  mediaId: string | null;
  onChange: (mediaId: string | null) => void;
}

/**
 * The campaign's own file for the template's media header: checked here (type, size), uploaded to
 * Meta through the sender number (spec §7 broadcast mediaUpload) and named by its media id in every
 * message. Without one the template's sample is sent, as before.
 */
export function HeaderFileField({ kind, senderId, mediaId, onChange }: HeaderFileFieldProps) {
  const { t } = useTranslation();
  const upload = useBroadcastMediaUpload();
  const [error, setError] = useState('');
  const [fileName, setFileName] = useState('');
  const rule = templateMediaRules[kind];
  const mb = rule.maxBytes / 1024 / 1024;

  async function pick(input: HTMLInputElement) {
    const file = input.files?.[0];
    if (!file) return;
    const problem = checkTemplateMedia(kind, file);
    if (problem) {
      input.value = '';
      return setError(t(`waSend.header_file.${problem === 'media.wrong_type' ? 'wrong_type' : problem === 'media.empty' ? 'empty' : 'too_large'}`, { types: rule.mimeTypes.join(', '), mb }));
    }
    setError('');
    try {
      const answer = await upload.mutateAsync({ senderId, file });
      setFileName(file.name);
      onChange(answer.mediaId);
    } catch (failure) {
      input.value = '';
      // The server names the field it refused (the bytes, the type); the sentence is the same either way.
      const fields = failure instanceof ApiError ? Object.values(failure.body?.fields ?? {}) : [];
      setError(t('waSend.header_file.failed', { message: fields[0] ?? (failure instanceof Error ? failure.message : '') }));
    }
  }

  return (
    <div className="grid gap-2">
      <FormField label={t(`waSend.header_file.label_${kind}`)} hint={t('waSend.header_file.hint', { types: rule.mimeTypes.join(', '), mb })} error={error || undefined}>
        <input
          type="file"
          accept={rule.accept}
          disabled={upload.isPending || !senderId}
          onChange={(event) => void pick(event.currentTarget)}
          className="text-sm file:me-2 file:rounded-md file:border file:border-input file:bg-muted file:px-3 file:py-1 file:text-sm"
        />
      </FormField>
      <div className="flex flex-wrap items-center gap-2 text-sm" aria-live="polite">
        {upload.isPending ? <Spinner label={t('waSend.header_file.uploading')} size="sm" showLabel /> : null}
        {!upload.isPending && mediaId ? (
          <>
            <span className="inline-flex items-center gap-1 text-success">
              <CircleCheck className="size-4" aria-hidden />
              {fileName ? t('waSend.header_file.uploaded_named', { name: fileName }) : t('waSend.header_file.uploaded', { id: mediaId })}
            </span>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => {
                setFileName('');
                onChange(null);
              }}
            >
              {t('waSend.header_file.use_sample')}
            </Button>
          </>
        ) : null}
        {!upload.isPending && !mediaId ? <span className="text-muted-foreground">{t('waSend.header_file.sample')}</span> : null}
      </div>
    </div>
  );
}
