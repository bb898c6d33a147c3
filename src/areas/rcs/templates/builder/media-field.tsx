import { Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '@/ui/label';
import { checkMediaFile, MEDIA_ACCEPT } from '@/api/rules/rcs-media-rules';
import { CountedField } from './counted-field';

interface MediaFieldProps {
  url: string;
  onChange: (url: string) => void;
  inCarousel: boolean;
  error?: string;
  /** Stores the file and answers its public URL (what RBM fetches). */
  upload: (file: File) => Promise<string>;
}

/** A card's media: a public URL typed in, or a file checked for RBM's types and sizes, then uploaded. */
export function MediaField({ url, onChange, inCarousel, error, upload }: MediaFieldProps) {
  const { t } = useTranslation();
  const fileId = useId();
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function pick(file: File | undefined) {
    if (!file) return;
    const problem = checkMediaFile(file, inCarousel);
    if (problem) {
      setFileProblem(t(`rcsTemplates.rules.${problem.rule}`, problem.rule === 'media-size' ? { max: problem.maxMb } : {}));
      return;
    }
    setFileProblem(null);
    setBusy(true);
    try {
      onChange(await upload(file));
    } catch (failure) {
      setFileProblem(failure instanceof Error ? failure.message : t('rcsTemplates.builder.uploadFailed'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="grid gap-2">
      <CountedField label={t('rcsTemplates.card.mediaUrl')} dir="ltr" type="url" placeholder="https://" value={url} error={error} onChange={onChange} />
      <div className="grid gap-1">
        <Label htmlFor={fileId} className="inline-flex cursor-pointer items-center gap-2 text-sm font-normal text-primary">
          <Upload aria-hidden className="size-4" />
          {busy ? t('rcsTemplates.card.uploading') : t('rcsTemplates.card.upload')}
        </Label>
        <input id={fileId} type="file" accept={MEDIA_ACCEPT} className="text-xs file:me-2 file:rounded-md file:border file:border-input file:bg-surface file:px-2 file:py-1" disabled={busy} onChange={(event) => void pick(event.target.files?.[0])} />
        <p className="text-xs text-muted-foreground">{t('rcsTemplates.card.mediaHint')}</p>
        {fileProblem ? (
          <p role="alert" className="text-xs font-medium text-destructive">
            {fileProblem}
          </p>
        ) : null}
      </div>
    </div>
  );
}
