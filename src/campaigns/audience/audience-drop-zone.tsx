import { Upload } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';

const accept = '.csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Files by dropping them or through the picker; the picker's button is the keyboard path. */
export function AudienceDropZone({ maxFiles, disabled, onFiles }: { maxFiles: number; disabled?: boolean; onFiles: (files: File[]) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled && event.dataTransfer.files.length > 0) onFiles([...event.dataTransfer.files]);
  };

  return (
    <div
      data-testid="audience-drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      className={cn('grid justify-items-center gap-2 rounded-lg border-2 border-dashed border-input p-6 text-center', over && 'border-primary bg-primary-soft')}
    >
      <Upload className="size-6 text-muted-foreground" aria-hidden />
      <p id={hintId} className="text-sm text-muted-foreground">
        {t('campaigns.audience.drop_hint', { max: maxFiles })}
      </p>
      <Button type="button" variant="outline" disabled={disabled} aria-describedby={hintId} onClick={() => input.current?.click()}>
        {t('campaigns.audience.choose_files')}
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        accept={accept}
        hidden
        aria-label={t('campaigns.audience.choose_files')}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}
